import type { ContentDocuments } from "../../content/documents.ts";
import type { SectionId } from "../../content/navigation.ts";
import type { GradientAccent, HueAccent } from "../../content/schemas/accent.ts";
import { siteCardImage, siteCardText, socialCardAlt, socialCardSize, socialCardSrc, type SocialCardImage } from "./social-card.ts";

/**
 * A page's social card: what the card shows (section, title, subtitle, the accent colours of its
 * division or of the brand) and where its PNG lives. Which page gets which words is written once, in
 * the page registry (app/lib/pages/page-registry.ts); route loaders pass a page's card to `meta()` (og:image
 * and its alt text) and scripts/build/social-cards.ts draws every card from the same data at build time.
 */
export interface PageCard {
  /** Canonical path of the page. */
  path: string;
  /** Drawn above the title: the page's section of the site, or its parent page. */
  section?: string;
  /** Drawn large: the page's own name. */
  title: string;
  /** Drawn under the title where the page has a short line of its own (a division's subtitle, a date). */
  subtitle?: string;
  /** Tailwind palette stops of the card's accent gradient, e.g. ["cyan-400", "blue-500"]. */
  accent: readonly [string, string];
  image: SocialCardImage;
}

/** The brand's gradient: the theme's neon and pulse colours (app/app.css) as Tailwind palette stops. */
export const brandAccent = ["cyan-300", "fuchsia-400"] as const;

/**
 * The content's accents (app/content/schemas/accent.ts) as the card's two Tailwind palette stops: the
 * same colours the pages draw (app/components/ui/accent.ts); a service's hue runs light to deep.
 */
export const accentStops = {
  gradient: {
    cyan: ["cyan-400", "blue-500"],
    indigo: ["sky-400", "indigo-500"],
    sky: ["sky-400", "violet-500"],
    violet: ["violet-400", "indigo-500"],
    purple: ["violet-400", "fuchsia-500"],
    fuchsia: ["fuchsia-400", "purple-600"],
    pink: ["pink-400", "rose-500"],
    amber: ["amber-300", "orange-500"],
    yellow: ["yellow-300", "emerald-500"],
    emerald: ["emerald-400", "cyan-500"],
    slate: ["slate-300", "blue-400"],
  } satisfies Record<GradientAccent, readonly [string, string]>,
  hue: {
    sky: ["sky-300", "sky-500"],
    violet: ["violet-300", "violet-500"],
    fuchsia: ["fuchsia-300", "fuchsia-500"],
    rose: ["rose-300", "rose-500"],
    amber: ["amber-300", "amber-500"],
    emerald: ["emerald-300", "emerald-500"],
  } satisfies Record<HueAccent, readonly [string, string]>,
} as const;

/** The name the top menu gives a section ("Company", "Resources"); legal pages sit in the footer's Legal column. */
export function sectionLabel({ mainMenu, footerColumns }: ContentDocuments["navigation"], id: SectionId): string {
  if (id === "legal") return footerColumns.find((column) => column.links.some((link) => link.href === "/privacy"))?.title ?? "Legal";
  const item = mainMenu.find((entry) => entry.id === id);
  if (!item) throw new Error(`no menu item for section "${id}"`);
  return item.label;
}

export interface CardText {
  section?: string;
  title: string;
  subtitle?: string;
  accent?: readonly [string, string];
}

/** The card of the page at `path`: its PNG is named after the path; the brand's accent unless the page has its own. */
export function card(path: string, { section, title, subtitle, accent = brandAccent }: CardText): PageCard {
  const text = { section, title, subtitle };
  return {
    path,
    ...(section ? { section } : {}),
    title,
    ...(subtitle ? { subtitle } : {}),
    accent,
    image: { src: socialCardSrc(path), alt: socialCardAlt(text), ...socialCardSize },
  };
}

/** The home page's card is the brand's own. */
export const siteCard: PageCard = { path: "/", ...siteCardText, accent: brandAccent, image: siteCardImage };
