// The pages a preview beside a form offers, and the one it opens on: for a whole document and for one item of it.
import type { ContentDocuments, DocumentId } from "../../app/content/documents.ts";
import { documentPages, pagesShowingChange } from "../../app/lib/pages/document-pages.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import { withDraft } from "./documents.ts";

export interface PreviewPages {
  /** The pages that show the document with the draft in place (a new article's page too), in the site's order. */
  pages: string[];
  /** Of those, the ones the change shows on, the most particular first: the preview opens on the first. */
  changedPages: string[];
  /** The pages the draft adds. */
  newPages: string[];
}

/**
 * From the site as the draft makes it, the pages showing `draft` against `before` (the published document,
 * or for an item the document without it: the pages the item shows on). A draft with problems the site
 * cannot be listed from offers the published pages.
 */
export function previewPages(published: ContentDocuments, id: DocumentId, draft: unknown, before: unknown = published[id]): PreviewPages {
  const shipped = documentPages(id, siteIndexOf(published));
  if (draft === undefined) return { pages: shipped, changedPages: [], newPages: [] };
  let pages = shipped;
  try {
    pages = documentPages(id, siteIndexOf(withDraft(published, id, draft)));
  } catch {
    // The registry could not read the draft (a collection's item without its id): its problems say why.
  }
  const earlier = new Set(shipped);
  return { pages, changedPages: pagesShowingChange(id, before, draft, pages), newPages: pages.filter((path) => !earlier.has(path)) };
}
