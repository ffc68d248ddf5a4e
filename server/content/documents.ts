import { contentDocuments, documentIds, shippedDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { documentBytes, maxDocumentBytes } from "../../app/lib/document-limits.ts";
import type { PublishedVersion } from "./store.ts";

/**
 * The site's documents as the database publishes them: each document's newest version where it has one,
 * the repository's shipped data where it has none. A stored version that no longer matches its schema
 * (a deploy changed the schema) is left out, with a warning, so the site keeps rendering.
 */
export function composeDocuments(
  published: Map<string, PublishedVersion>,
  warn: (message: string) => void = () => {},
): ContentDocuments {
  const documents: Record<string, unknown> = { ...shippedDocuments };
  for (const id of documentIds) {
    const version = published.get(id);
    if (!version) continue;
    const parsed = contentDocuments[id].schema.safeParse(version.data);
    if (parsed.success) documents[id] = parsed.data;
    else warn(`content: version ${version.version} of "${id}" does not match its schema any more; the shipped data is shown instead`);
  }
  return documents as ContentDocuments;
}

/** One document replaced, the rest as they are: what a publish or a preview renders. */
export function withDocument(documents: ContentDocuments, id: DocumentId, data: unknown): ContentDocuments {
  return { ...documents, [id]: data } as ContentDocuments;
}

/** "field.path: message" per problem of a document's data against its schema; empty when it is valid. */
export function documentProblems(id: DocumentId, data: unknown): { path: (string | number)[]; message: string }[] {
  const bytes = documentBytes(data);
  if (bytes > maxDocumentBytes) return [{ path: [], message: `holds ${Math.ceil(bytes / 1024)} KB; a document may hold at most ${maxDocumentBytes / 1024} KB: remove items or shorten them` }];
  const result = contentDocuments[id].schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.filter((key) => typeof key !== "symbol") as (string | number)[], message: issue.message }));
}
