import { createContext, type RouterContextProvider } from "react-router";
import { shippedDocuments, type ContentDocuments } from "../../content/documents.ts";

/**
 * The one content source of a render (docs/decisions/014-content-documents.md): route loaders read
 * the site's content from the request context, never by importing content modules. The build renders
 * the shipped documents (the default); the server renders the database's published documents, or a
 * draft for a preview, by setting this context. The server reads this key from the build
 * (entry.server re-exports it) so both sides share one object.
 */
export const contentContext = createContext<ContentDocuments>(shippedDocuments);

/** The documents this render reads. */
export function contentOf(context: Readonly<RouterContextProvider>): ContentDocuments {
  return context.get(contentContext);
}

/**
 * When each document's published version was published (YYYY-MM-DD, by document id), for the sitemap's
 * lastmod: a page changed when a document it shows was last published. Empty for the shipped content.
 */
export const publishedDatesContext = createContext<Readonly<Partial<Record<string, string>>>>({});
