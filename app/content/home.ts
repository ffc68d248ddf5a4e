import type { HomeContent } from "./schemas/home.ts";

/** The home page `/` (docs/product.md#home): its words are the home document, app/content/home.json. */

export type { FeaturedDivision, HomeContent, QuickLink } from "./schemas/home.ts";

/** The hero: the document's eyebrow, lead and buttons under the site's tagline (site settings), which is stored once. */
export function homeHeroOf(home: HomeContent, tagline: string) {
  return { ...home.homeHero, title: tagline };
}
