import enhanceFooter from "~/components/layout/footer.island";
import enhanceHeader from "~/components/layout/header.island";
import enhanceNoticeArea from "~/components/layout/notice-area.island";
import enhanceSearchBox from "~/components/layout/search-box.island";
import enhanceReveal from "~/components/sections/reveal.island";
import type { DomIsland } from "./dom-island";
import type { ReactIsland } from "./react-island";
import type { ComponentType } from "react";

export type IslandEntry =
  | { kind: "dom"; load: () => Promise<{ default: DomIsland }> }
  | { kind: "react"; load: () => Promise<{ default: { Component: ComponentType<object> } }> };

/** A DOM island whose module is already in the entry. */
const now = (island: DomIsland): IslandEntry => ({ kind: "dom", load: () => Promise.resolve({ default: island }) });
const dom = (load: () => Promise<{ default: DomIsland }>): IslandEntry => ({ kind: "dom", load });
/** A React island: its props arrive as JSON, so the registry need not know their type. */
// biome-ignore lint/correctness/noUnusedVariables: no public page needs React today (decision 032); the next island that does is registered with it
const react = <P extends object>(load: () => Promise<{ default: ReactIsland<P> }>): IslandEntry => ({
  kind: "react",
  load: load as unknown as () => Promise<{ default: { Component: ComponentType<object> } }>,
});

/**
 * Every island the browser can run, by the name its server HTML carries (`data-island`). The page
 * chrome (header, its search field, footer, notice area, reveal) is on every page, so it ships inside the one client
 * entry; everything else is a chunk of its own, fetched only by a page that has that island.
 */
export const islands = {
  "site-header": now(enhanceHeader),
  // Its listbox and MiniSearch are a chunk of their own, fetched on the field's first use (search-combobox.ts).
  "site-search": now(enhanceSearchBox),
  "site-footer": now(enhanceFooter),
  "notice-area": now(enhanceNoticeArea),
  reveal: now(enhanceReveal),
  "particle-field": dom(() => import("~/components/home/particle-field.island")),
  "testimonials-carousel": dom(() => import("~/components/home/testimonials-carousel.island")),
  "category-filter": dom(() => import("~/components/sections/category-filter.island")),
  "newsletter-form": dom(() => import("~/components/blog/newsletter-form.island")),
  "share-button": dom(() => import("~/components/news/share-button.island")),
  "back-button": dom(() => import("~/components/services/back-button.island")),
  "not-found-games": dom(() => import("~/components/not-found/not-found-games.island")),
  "application-form": dom(() => import("~/components/join/application-form.island")),
  "inquiry-form": dom(() => import("~/components/contact/inquiry-form.island")),
} satisfies Record<string, IslandEntry>;

/**
 * The name of a registered island: the only names `islandAttributes` (dom-island.ts) and `reactIsland`
 * (react-island.tsx) accept, so a misspelt or unregistered island is a type error, not a console error.
 */
export type IslandName = keyof typeof islands;
