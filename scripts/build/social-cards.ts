import { renderAsync } from "@resvg/resvg-js";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori, { type Font } from "satori";
import { siteIdentity as site } from "../../app/lib/site-identity.ts";
import { siteCard, type PageCard } from "../../app/lib/page-cards.ts";
import { socialCardSize } from "../../app/lib/social-card.ts";
import { sitePages } from "../../app/lib/site-paths.ts";
import { cardFonts, socialCardLayout } from "./social-card-layout.ts";

/**
 * Build step: draws the social card of every page of the page registry (app/lib/page-registry.ts) to a PNG in the client build,
 * with satori (layout to SVG, text as paths in the site's own fonts) and resvg (SVG to PNG), without a
 * browser or the network; and the company logo that structured data points to (site.logo).
 */

export interface DrawnImage {
  src: string;
  bytes: number;
}

export interface SocialCardsReport {
  cards: DrawnImage[];
  logo: DrawnImage;
}

/** Link previews reject or recompress large images; every card must stay under this. */
export const maxCardBytes = 100 * 1024;

const require = createRequire(import.meta.url);

/** The site's fonts, static cuts as WOFF (satori reads TTF, OTF and WOFF, not WOFF2). */
function loadFonts(): Font[] {
  const file = (pkg: string, name: string) => fs.readFileSync(require.resolve(`${pkg}/files/${name}`));
  return [
    { name: cardFonts.sans, data: file("@fontsource/space-grotesk", "space-grotesk-latin-500-normal.woff"), weight: 500, style: "normal" },
    { name: cardFonts.sans, data: file("@fontsource/space-grotesk", "space-grotesk-latin-700-normal.woff"), weight: 700, style: "normal" },
    { name: cardFonts.mono, data: file("@fontsource/jetbrains-mono", "jetbrains-mono-latin-500-normal.woff"), weight: 500, style: "normal" },
    { name: cardFonts.mono, data: file("@fontsource/jetbrains-mono", "jetbrains-mono-latin-700-normal.woff"), weight: 700, style: "normal" },
  ];
}

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * PNGs of earlier builds, by the hash of their SVG: rasterising is most of this step's time, and an
 * unchanged card has the same SVG. Each run keeps only the entries it used.
 */
const cacheDir = path.join(root, "node_modules", ".cache", "social-cards");

const resvgVersion = (require("@resvg/resvg-js/package.json") as { version: string }).version;

/** Rasterises off the main thread (resvg's own thread pool), so cards render on every core while satori lays out the next. */
async function svgToPng(svg: string, used: Set<string>, width?: number): Promise<Buffer> {
  const key = crypto.createHash("sha256").update(`${resvgVersion} ${width ?? ""} `).update(svg).digest("hex").slice(0, 32);
  const cached = path.join(cacheDir, `${key}.png`);
  used.add(`${key}.png`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  // Text is already paths: no system fonts to load, which also keeps the step fast.
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false }, ...(width ? { fitTo: { mode: "width", value: width } } : {}) });
  const png = rendered.asPng();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(cached, png);
  return png;
}

function pruneCache(used: Set<string>) {
  if (!fs.existsSync(cacheDir)) return;
  for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
}

function write(clientDir: string, src: string, png: Buffer): DrawnImage {
  const file = path.join(clientDir, ...src.split("/").filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  return { src, bytes: png.length };
}

/** One card per distinct image: pages that share a card (/ and the site card, /leadership and /founder) draw it once. */
export function cardsToDraw(): PageCard[] {
  const cards = new Map<string, PageCard>([[siteCard.image.src, siteCard]]);
  for (const { card } of sitePages) cards.set(card.image.src, card);
  return [...cards.values()];
}

export async function drawSocialCards(clientDir: string): Promise<SocialCardsReport> {
  const fonts = loadFonts();
  const used = new Set<string>();
  const pending: Promise<DrawnImage>[] = [];
  for (const card of cardsToDraw()) {
    const svg = await satori(socialCardLayout(card), { ...socialCardSize, fonts });
    pending.push(svgToPng(svg, used).then((png) => write(clientDir, card.image.src, png)));
  }
  const mark = fs.readFileSync(path.join(root, "public", "favicon.svg"), "utf8");
  const logo = write(clientDir, site.logo.src, await svgToPng(mark, used, site.logo.width));
  const cards = await Promise.all(pending);
  for (const drawn of cards) {
    if (drawn.bytes > maxCardBytes) throw new Error(`${drawn.src} is ${drawn.bytes} bytes, over the ${maxCardBytes}-byte limit`);
  }
  pruneCache(used);
  return { cards, logo };
}
