import { builtFilePaths, registeredPages, type PageHead, type RegisteredPage } from "./page-registry.ts";
import type { PageCard } from "./page-cards.ts";
import { siteContent } from "./site-content.ts";

/**
 * The page registry (app/lib/page-registry.ts) applied to the site's content: every public page with
 * its head, card and date. Loaders, the sitemap, prerendering, the card drawing and the tests read it.
 * Loader and build only: it holds the whole content (decision 005).
 */
export const sitePages: RegisteredPage[] = registeredPages(siteContent);

const byPath = new Map(sitePages.map((page) => [page.path, page]));

/** Every public page, in sitemap order. */
export const allPagePaths: string[] = sitePages.map((page) => page.path);

/** The sitemap's pages: a second address of another page (/leadership) is not listed twice. */
export const sitemapPages: RegisteredPage[] = sitePages.filter((page) => page.canonical);

/** Every page is prerendered, /join included (its no-JavaScript post is the only server-rendered answer), plus the feeds. */
export const prerenderPaths: string[] = [...allPagePaths, ...builtFilePaths];

function registered(path: string, what: string): RegisteredPage {
  const page = byPath.get(path);
  if (!page) throw new Error(`no ${what} for "${path}": it is not a page of the registry (app/lib/page-registry.ts)`);
  return page;
}

/** A page's head (title, description, canonical path, card, breadcrumb), by its canonical (lower-case) path. */
export function pageHead(path: string): PageHead {
  return registered(path, "page head").head;
}

/** The card of a page, by its canonical (lower-case) path. Throws for a path that is not a page. */
export function pageCard(path: string): PageCard {
  return registered(path, "social card").card;
}

/**
 * When a page's content last changed, as an ISO date (YYYY-MM-DD), from the content's own dates.
 * Undefined for pages without a date of their own; the sitemap then leaves lastmod out rather than guess.
 */
export function pageLastModified(path: string): string | undefined {
  return byPath.get(path)?.lastModified;
}

/**
 * The canonical path of the page a loader was asked for. Prerendering also asks for each page's data
 * file (`/about.data`; the home page's is `/_.data`), which is the same page.
 */
export function requestedPath(request: Request): string {
  const path = new URL(request.url).pathname.toLowerCase().replace(/(.)\/+$/, "$1").replace(/\.data$/, "");
  return path === "/_" || path === "/_root" ? "/" : path;
}
