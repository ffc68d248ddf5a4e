import type { RouterContextProvider } from "react-router";
import type { ContentDocuments } from "../../content/documents.ts";
import { contentOf, publishedDatesContext } from "./content-source.ts";
import { documentsOnPage } from "./document-pages.ts";
import { builtFilePaths, registeredPages, type PageHead, type RegisteredPage } from "./page-registry.ts";
import type { PageCard } from "./page-cards.ts";
import { siteContent, siteContentOf, type SiteContent } from "./site-content.ts";

/**
 * The page registry (app/lib/pages/page-registry.ts) applied to one set of content documents: every public
 * page with its head, card and date. Loaders read it for the documents of their render (`siteOf`); the
 * build's route and prerender lists, the scripts and the tests read the shipped one.
 * Loader, build and server only: it holds the whole content (decision 005).
 */
export interface SiteIndex {
  content: SiteContent;
  /** Every public page, in sitemap order. */
  pages: RegisteredPage[];
  byPath: Map<string, RegisteredPage>;
  /** The sitemap's pages: a second address of another page (/leadership) is not listed twice, an e-mail's link page not at all. */
  sitemapPages: RegisteredPage[];
  /** Every page and built file (feeds, sitemap, robots.txt) a render of the site writes. */
  renderPaths: string[];
}

function indexOf(content: SiteContent, published: Readonly<Partial<Record<string, string>>> = {}): SiteIndex {
  // A page last changed when its content's own date says, or when a document it shows was last published.
  const pages = registeredPages(content).map((page) => {
    const dates = [page.lastModified, ...documentsOnPage(page).map((id) => published[id])].filter((date): date is string => Boolean(date));
    const lastModified = dates.sort().at(-1);
    return lastModified ? { ...page, lastModified } : page;
  });
  return {
    content,
    pages,
    byPath: new Map(pages.map((page) => [page.path, page])),
    sitemapPages: pages.filter((page) => page.canonical && !page.unlisted),
    renderPaths: [...pages.map((page) => page.path), ...builtFilePaths],
  };
}

// One index per set of documents and publish dates: a render asks for it once per page.
const indexes = new WeakMap<ContentDocuments, Map<string, SiteIndex>>();

/** The site as a set of documents describes it; `published`: when each was last published (the sitemap's dates). */
export function siteIndexOf(documents: ContentDocuments, published: Readonly<Partial<Record<string, string>>> = {}): SiteIndex {
  let byDates = indexes.get(documents);
  if (!byDates) {
    byDates = new Map();
    indexes.set(documents, byDates);
  }
  const key = JSON.stringify(published);
  let index = byDates.get(key);
  if (!index) {
    index = indexOf(siteContentOf(documents), published);
    byDates.set(key, index);
  }
  return index;
}

/** The site as this render's content describes it (app/lib/pages/content-source.ts). */
export function siteOf(context: Readonly<RouterContextProvider>): SiteIndex {
  return siteIndexOf(contentOf(context), context.get(publishedDatesContext));
}

const shipped = indexOf(siteContent);

/** The shipped site's pages, in sitemap order (the scripts and tests read these). */
export const sitePages: RegisteredPage[] = shipped.pages;
export const allPagePaths: string[] = sitePages.map((page) => page.path);
export const sitemapPages: RegisteredPage[] = shipped.sitemapPages;

/** Every page is prerendered, /join included (its no-JavaScript post is the only server-rendered answer), plus the feeds. */
export const prerenderPaths: string[] = shipped.renderPaths;

function registered(index: SiteIndex, path: string, what: string): RegisteredPage {
  const page = index.byPath.get(path);
  if (!page) throw new Error(`no ${what} for "${path}": it is not a page of the registry (app/lib/pages/page-registry.ts)`);
  return page;
}

/** The head (title, description, canonical path, card, breadcrumb) of the page a loader renders, from this render's content. */
export function pageHeadOf(context: Readonly<RouterContextProvider>, request: Request): PageHead {
  return registered(siteOf(context), requestedPath(request), "page head").head;
}

/** A shipped page's head, by its canonical (lower-case) path. */
export function pageHead(path: string): PageHead {
  return registered(shipped, path, "page head").head;
}

/** The card of a shipped page, by its canonical (lower-case) path. Throws for a path that is not a page. */
export function pageCard(path: string): PageCard {
  return registered(shipped, path, "social card").card;
}

/**
 * When a shipped page's content last changed, as an ISO date (YYYY-MM-DD), from the content's own dates.
 * Undefined for pages without a date of their own; the sitemap then leaves lastmod out rather than guess.
 */
export function pageLastModified(path: string): string | undefined {
  return shipped.byPath.get(path)?.lastModified;
}

/**
 * The canonical path of the page a loader was asked for. Prerendering also asks for each page's data
 * file (`/about.data`; the home page's is `/_.data`), which is the same page.
 */
export function requestedPath(request: Request): string {
  const path = new URL(request.url).pathname
    .toLowerCase()
    .replace(/(.)\/+$/, "$1")
    .replace(/\.data$/, "");
  return path === "/_" || path === "/_root" ? "/" : path;
}
