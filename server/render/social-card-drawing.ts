/**
 * Drawing one social card or the logo as a PNG: satori lays the card out as SVG (text as paths, in the
 * site's own fonts) and resvg rasterises it, without a browser or the network. Runs in the social cards'
 * own short-lived process (social-cards.child.ts), so what the two libraries load — most of it native
 * memory that no thread's end gives back — goes back to the system when that process exits (decision 037).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "satori";
import type { PageCard } from "../../app/lib/pages/page-cards.ts";
import { socialCardSize } from "../../app/lib/pages/social-card.ts";
import { cardFonts, socialCardLayout } from "./social-card-layout.ts";

/** What to draw: a page's card (laid out from its data), or an SVG (the site's mark) at a given width. */
export type ImageToDraw = { card: PageCard } | { svg: string; width: number };

const require = createRequire(import.meta.url);

const fontFiles = [
  { name: cardFonts.sans, pkg: "@fontsource/space-grotesk", file: "space-grotesk-latin-500-normal.woff", weight: 500 },
  { name: cardFonts.sans, pkg: "@fontsource/space-grotesk", file: "space-grotesk-latin-700-normal.woff", weight: 700 },
  { name: cardFonts.mono, pkg: "@fontsource/jetbrains-mono", file: "jetbrains-mono-latin-500-normal.woff", weight: 500 },
  { name: cardFonts.mono, pkg: "@fontsource/jetbrains-mono", file: "jetbrains-mono-latin-700-normal.woff", weight: 700 },
] as const;

/** The packages an image is drawn with, whose versions are part of its key (social-cards.ts). */
export const drawingPackages = ["satori", "@resvg/resvg-js", "@fontsource/space-grotesk", "@fontsource/jetbrains-mono"] as const;

let libraries: Promise<{ satori: typeof import("satori").default; renderAsync: typeof import("@resvg/resvg-js").renderAsync }> | undefined;

/** satori and resvg, loaded with the first image drawn. */
function drawingLibraries() {
  libraries ??= Promise.all([import("satori"), import("@resvg/resvg-js")]).then(([satori, resvg]) => ({
    satori: satori.default,
    renderAsync: resvg.renderAsync,
  }));
  return libraries;
}

let fonts: Font[] | undefined;

/** The site's fonts, static cuts as WOFF (satori reads TTF, OTF and WOFF, not WOFF2); read once per process. */
function loadFonts(): Font[] {
  fonts ??= fontFiles.map(({ name, pkg, file, weight }) => ({ name, data: fs.readFileSync(require.resolve(`${pkg}/files/${file}`)), weight, style: "normal" }));
  return fonts;
}

export async function drawImage(image: ImageToDraw): Promise<Buffer> {
  const { satori, renderAsync } = await drawingLibraries();
  const svg = "card" in image ? await satori(socialCardLayout(image.card), { ...socialCardSize, fonts: loadFonts() }) : image.svg;
  // Text is already paths: no system fonts to load, which also keeps the step fast.
  const rendered = await renderAsync(svg, {
    font: { loadSystemFonts: false },
    ...("width" in image ? { fitTo: { mode: "width", value: image.width } } : {}),
  });
  return rendered.asPng();
}
