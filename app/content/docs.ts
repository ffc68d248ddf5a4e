import type { DocsContent, DocsPage } from "./schemas/docs.ts";

/**
 * Documentation: the /docs landing page (six cards, docs/product.md#documentation) and the sub-pages
 * that share one layout (docs/product.md#documentation-pages lists their titles, cards and buttons),
 * the document "docs" (docs.json). Every call-to-action button goes to /contact: the site has no
 * sign-in, so access, SDKs and repositories are handed to client teams on request. A new sub-page is a
 * new entry of `docsPages`: its key is its address, /docs/{slug}.
 */

export type { DocsCard, DocsCategory, DocsClosing, DocsContent, DocsListLink, DocsPage } from "./schemas/docs.ts";

/** The sub-pages' slugs, in the document's order. */
export function docsSlugsOf(docs: Pick<DocsContent, "docsPages">): string[] {
  return Object.keys(docs.docsPages);
}

/** The sub-page at /docs/{slug}; slugs are lower case, so /docs/SDK is not one. */
export function findDocsPage(docs: Pick<DocsContent, "docsPages">, slug: string): DocsPage | undefined {
  return Object.hasOwn(docs.docsPages, slug) ? docs.docsPages[slug] : undefined;
}
