import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "satori";
import { siteCard, type PageCard } from "../../app/lib/pages/page-cards.ts";
import type { RegisteredPage } from "../../app/lib/pages/page-registry.ts";
import { sitePages } from "../../app/lib/pages/site-paths.ts";
import { socialCardSize } from "../../app/lib/pages/social-card.ts";
import { cardFonts, socialCardLayout } from "./social-card-layout.ts";
import { mapLimited, yieldToVisitors } from "./work-limit.ts";

/**
 * The social card of every page (app/lib/pages/page-registry.ts) as a PNG, with satori (layout to SVG, text
 * as paths in the site's own fonts) and resvg (SVG to PNG), without a browser or the network; and the
 * company logo that structured data points to (site.logo), from the site's mark. Each image has a key,
 * the hash of everything it is drawn from: an image whose key a previous render already drew is reused,
 * so a publish draws only the cards whose text changed.
 */

export interface DrawnImage {
  /** Its URL path ("/social/about.png"). */
  src: string;
  key: string;
  png: Buffer;
}

export interface SocialCardsReport {
  images: DrawnImage[];
  drawn: number;
  reused: number;
}

/** Link previews reject or recompress large images; every card must stay under this. */
export const maxCardBytes = 100 * 1024;

const require = createRequire(import.meta.url);

const fontFiles = [
  { name: cardFonts.sans, pkg: "@fontsource/space-grotesk", file: "space-grotesk-latin-500-normal.woff", weight: 500 },
  { name: cardFonts.sans, pkg: "@fontsource/space-grotesk", file: "space-grotesk-latin-700-normal.woff", weight: 700 },
  { name: cardFonts.mono, pkg: "@fontsource/jetbrains-mono", file: "jetbrains-mono-latin-500-normal.woff", weight: 500 },
  { name: cardFonts.mono, pkg: "@fontsource/jetbrains-mono", file: "jetbrains-mono-latin-700-normal.woff", weight: 700 },
] as const;

const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** What else an image depends on besides its own layout: the drawing libraries and the fonts. */
const toolVersions = ["satori", "@resvg/resvg-js", "@fontsource/space-grotesk", "@fontsource/jetbrains-mono"]
  .map((pkg) => `${pkg}@${versionOf(pkg)}`)
  .join(" ");

let libraries: Promise<{ satori: typeof import("satori").default; renderAsync: typeof import("@resvg/resvg-js").renderAsync }> | undefined;

/**
 * satori and resvg, loaded when a card must be drawn, not at start: most publishes reuse every card,
 * and the two cost the process about 30 MB resident from the moment they are loaded.
 */
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

function keyOf(...parts: string[]): string {
  const hash = crypto.createHash("sha256").update(toolVersions);
  for (const part of parts) hash.update("\0").update(part);
  return hash.digest("hex").slice(0, 32);
}

/** The layout as text (element types, styles, words and image data), for the key; React's own fields left out. */
function layoutText(card: PageCard): string {
  return JSON.stringify(socialCardLayout(card), (name, value: unknown) => (name.startsWith("_") || name === "$$typeof" ? undefined : value));
}

/** One card per distinct image: pages that share a card (/ and the site card, /leadership and /founder) draw it once. */
export function cardsToDraw(pages: readonly Pick<RegisteredPage, "card">[] = sitePages): PageCard[] {
  const cards = new Map<string, PageCard>([[siteCard.image.src, siteCard]]);
  for (const { card } of pages) cards.set(card.image.src, card);
  return [...cards.values()];
}

export interface DrawSocialCardsInput {
  cards: readonly PageCard[];
  /** The site's mark (favicon.svg) and the logo's width. */
  logo: { src: string; svg: string; width: number };
  /** A PNG drawn before from the same key, if there is one. */
  reuse: (key: string) => Buffer | undefined;
  /** Rasterisations at once (resvg works on its own threads). */
  concurrency: number;
}

export async function drawSocialCards({ cards, logo, reuse, concurrency }: DrawSocialCardsInput): Promise<SocialCardsReport> {
  let reused = 0;
  const toDraw: { src: string; key: string; svg: () => Promise<string>; width?: number }[] = [];
  const images = new Map<string, DrawnImage>();
  const wanted = [
    ...cards.map((card) => ({
      src: card.image.src,
      key: keyOf("card", layoutText(card)),
      svg: async () => (await drawingLibraries()).satori(socialCardLayout(card), { ...socialCardSize, fonts: loadFonts() }),
    })),
    { src: logo.src, key: keyOf("logo", String(logo.width), logo.svg), svg: async () => logo.svg, width: logo.width },
  ];
  for (const image of wanted) {
    const png = reuse(image.key);
    if (png) {
      images.set(image.src, { src: image.src, key: image.key, png });
      reused += 1;
    } else toDraw.push(image);
  }
  // satori lays out on this thread, one card at a time; resvg rasterises on its own threads meanwhile.
  const drawn = await mapLimited(toDraw, concurrency, async ({ src, key, svg, width }) => {
    const layout = await svg();
    await yieldToVisitors();
    // Text is already paths: no system fonts to load, which also keeps the step fast.
    const rendered = await (await drawingLibraries()).renderAsync(layout, {
      font: { loadSystemFonts: false },
      ...(width ? { fitTo: { mode: "width", value: width } } : {}),
    });
    return { src, key, png: rendered.asPng() };
  });
  for (const image of drawn) {
    if (image.src !== logo.src && image.png.length > maxCardBytes)
      throw new Error(`${image.src} is ${image.png.length} bytes, over the ${maxCardBytes}-byte limit`);
    images.set(image.src, image);
  }
  // In the order asked for, so the files come out in the same order every time.
  return { images: wanted.map(({ src }) => images.get(src) as DrawnImage), drawn: drawn.length, reused };
}
