import shippedSite from "../../content/site.json" with { type: "json" };
import { siteIdentity } from "./site-identity.ts";

/**
 * The picture a link preview shows (Open Graph, X, LinkedIn, Slack, Teams). Small and client-safe:
 * route `meta()` functions read it. Which card a page gets is decided in the page registry (app/lib/pages/page-registry.ts), and
 * scripts/build/social-cards.ts draws them at build time.
 */
export interface SocialCardImage {
  /** Site-relative path of the PNG in the client build, e.g. "/social/divisions/noxgpt.png". */
  src: string;
  /** The card's text, as a screen reader should read the picture. */
  alt: string;
  width: number;
  height: number;
}

/** What a card shows besides the brand: the eyebrow (section), the title and an optional line under it. */
export interface SocialCardText {
  section?: string;
  title: string;
  subtitle?: string;
}

/** The size every platform crops large previews to (1.91:1). */
export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where the card of a canonical page path lives: "/divisions/noxgpt" → "/social/divisions/noxgpt.png". */
export function socialCardSrc(path: string): string {
  return `/social${path}.png`;
}

/** The card's words in reading order, so the alt text says exactly what the picture shows. */
export function socialCardAlt({ section, title, subtitle }: SocialCardText): string {
  return [`${siteIdentity.name} —`, section ? `${section}:` : "", title, subtitle ? `— ${subtitle}` : ""].filter(Boolean).join(" ");
}

/** The brand's own card: its words. The home page shares it. */
// The site card is drawn at build time from the shipped settings, so its text alternative reads them too (decision 014).
export const siteCardText: SocialCardText = { title: shippedSite.site.tagline };

/** The brand's own card: the home page, the 404 page and every page without a card of its own use it. */
export const siteCardImage: SocialCardImage = {
  src: "/social/site.png",
  alt: socialCardAlt(siteCardText),
  ...socialCardSize,
};
