import crypto from "node:crypto";
import { createRequire } from "node:module";
import { siteCard, type PageCard } from "../../app/lib/pages/page-cards.ts";
import type { RegisteredPage } from "../../app/lib/pages/page-registry.ts";
import { sitePages } from "../../app/lib/pages/site-paths.ts";
import { drawingPackages, type ImageToDraw } from "./social-card-drawing.ts";
import { socialCardLayout } from "./social-card-layout.ts";
import { drawInChildProcess } from "./social-cards-process.ts";

/**
 * The social card of every page (app/lib/pages/page-registry.ts) as a PNG, and the company logo that
 * structured data points to (site.logo), from the site's mark, drawn in a short-lived process of their
 * own (social-card-drawing.ts, social-cards-process.ts). Each image has a key, the hash of everything it
 * is drawn from: an image whose key a previous render already drew is reused, so a publish draws only the
 * cards whose text changed, and starts no process when none did.
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

const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** What else an image depends on besides its own layout: the drawing libraries and the fonts. */
const toolVersions = drawingPackages.map((pkg) => `${pkg}@${versionOf(pkg)}`).join(" ");

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
  const toDraw: { src: string; key: string; image: ImageToDraw }[] = [];
  const images = new Map<string, DrawnImage>();
  const wanted = [
    ...cards.map((card) => ({ src: card.image.src, key: keyOf("card", layoutText(card)), image: { card } })),
    { src: logo.src, key: keyOf("logo", String(logo.width), logo.svg), image: { svg: logo.svg, width: logo.width } },
  ];
  for (const { src, key, image } of wanted) {
    const png = reuse(key);
    if (png) {
      images.set(src, { src, key, png });
      reused += 1;
    } else toDraw.push({ src, key, image });
  }
  const pngs =
    toDraw.length > 0
      ? await drawInChildProcess(
          toDraw.map(({ image }) => image),
          concurrency,
        )
      : [];
  for (const [index, { src, key }] of toDraw.entries()) {
    const png = pngs[index] as Buffer;
    if (src !== logo.src && png.length > maxCardBytes) throw new Error(`${src} is ${png.length} bytes, over the ${maxCardBytes}-byte limit`);
    images.set(src, { src, key, png });
  }
  // In the order asked for, so the files come out in the same order every time.
  return { images: wanted.map(({ src }) => images.get(src) as DrawnImage), drawn: toDraw.length, reused };
}
