/**
 * Cards drawn by earlier builds, by their key (server/render/social-cards.ts): rasterising is most of the
 * cards' time, and an unchanged card has the same key. Each build keeps only the entries it used.
 */
import fs from "node:fs";
import path from "node:path";
import type { DrawnImage } from "../../server/render/social-cards.ts";

const cacheDir = path.resolve(import.meta.dirname, "..", "..", "node_modules", ".cache", "social-cards");

/** The cached images as a previous render's images (their src does not matter for reuse, only the key). */
export function cachedSocialCards(): DrawnImage[] {
  if (!fs.existsSync(cacheDir)) return [];
  return fs
    .readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{32}\.png$/.test(name))
    .map((name) => ({ src: "", key: name.slice(0, -".png".length), png: fs.readFileSync(path.join(cacheDir, name)) }));
}

export function saveSocialCards(images: readonly DrawnImage[]): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const used = new Set(images.map((image) => `${image.key}.png`));
  for (const image of images) {
    const file = path.join(cacheDir, `${image.key}.png`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, image.png);
  }
  for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
}
