import { footerColumns, mainMenu, type SectionId } from "../content/navigation.ts";
import { siteCardImage, siteCardText, socialCardAlt, socialCardSize, socialCardSrc, type SocialCardImage } from "./social-card.ts";

/**
 * A page's social card: what the card shows (section, title, subtitle, the accent colours of its
 * division or of the brand) and where its PNG lives. Which page gets which words is written once, in
 * the page registry (app/lib/page-registry.ts); route loaders pass a page's card to `meta()` (og:image
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

/** "from-cyan-400 to-blue-500" (a division's card accent) → ["cyan-400", "blue-500"]. */
export function gradientStops(classes: string): readonly [string, string] {
  const from = /(?:^|\s)from-([a-z]+-\d+)/.exec(classes)?.[1];
  const to = /(?:^|\s)to-([a-z]+-\d+)/.exec(classes)?.[1];
  if (!from || !to) throw new Error(`not a gradient of two palette stops: "${classes}"`);
  return [from, to];
}

/** "text-sky-300" (a service's colour) → ["sky-300", "sky-500"]: the service's hue, light to deep. */
export function hueStops(textClass: string): readonly [string, string] {
  const match = /(?:^|\s)text-([a-z]+)-(\d+)/.exec(textClass);
  if (!match) throw new Error(`not a palette text colour: "${textClass}"`);
  return [`${match[1]}-${match[2]}`, `${match[1]}-500`];
}

/** The name the top menu gives a section ("Company", "Resources"); legal pages sit in the footer's Legal column. */
export function sectionLabel(id: SectionId): string {
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
