/**
 * What one content document may hold in all (decision 021). With the limits in each schema (every
 * list's `max`, every text's length, app/content/schemas/), it bounds what one publish renders, so the
 * largest allowed publish keeps the server within its memory goal (`npm run largest-publish` measures
 * it). The shipped documents hold at most 28 KB. The editor says it above the form; a publish, a
 * schedule and a saved draft's problems check it (server/content/documents.ts).
 */
export const maxDocumentBytes = 256 * 1024;

/** A document's size as the limit counts it: its JSON, in UTF-8. */
export function documentBytes(data: unknown): number {
  return new TextEncoder().encode(JSON.stringify(data) ?? "").length;
}
