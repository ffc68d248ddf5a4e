import type { DocumentId } from "../../content/documents.ts";
import { documentPages } from "../pages/document-pages.ts";
import { canonicalUrl } from "../pages/meta.ts";
import { fullPageTitle } from "../pages/site-identity.ts";
import type { SiteIndex } from "../pages/site-paths.ts";

/**
 * How a page may look in a search engine's results: its title and description as its head carries
 * them (app/lib/pages/meta.ts), for the editor to see before publishing. Search engines cut by width, not by
 * characters; about 60 characters of a title and 160 of a description are what they commonly show.
 */
export const searchTitleCut = 60;
export const searchDescriptionCut = 160;

export interface SearchPreview {
  path: string;
  url: string;
  title: string;
  description: string;
}

/** What the text looks like cut where a search engine commonly cuts it: at a word, with an ellipsis. */
export function cutAt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const word = head.lastIndexOf(" ");
  return `${(word > limit / 2 ? head.slice(0, word) : head).trimEnd()} …`;
}

/** The search-result previews of the pages a document shows on, in the site `index` (one with the draft in it). */
export function searchPreviews(id: DocumentId, index: SiteIndex): SearchPreview[] {
  return documentPages(id, index).flatMap((path) => {
    const page = index.byPath.get(path);
    if (!page) return [];
    return [{ path, url: canonicalUrl(path), title: fullPageTitle(page.head.title, page.head.path), description: page.head.description }];
  });
}
