import type { Db } from "../db/database.ts";
import { contentDrafts } from "../db/schema.ts";
import { readPublished } from "../content/store.ts";
import { imageHashesIn } from "./media-store.ts";

/**
 * Which content documents name each uploaded image (by its hash): the published ones, and drafts being
 * written (labelled "draft"), read from the site editor's tables. The media page shows it; housekeeping
 * keeps every image a published document or a draft uses.
 */
export async function imageUsage(db: Db): Promise<Map<string, string[]>> {
  const usage = new Map<string, string[]>();
  const add = (data: unknown, label: string) => {
    for (const hash of imageHashesIn([data])) usage.set(hash, [...(usage.get(hash) ?? []), label]);
  };
  for (const [documentId, published] of await readPublished(db)) add(published.data, documentId);
  for (const draft of await db.select({ documentId: contentDrafts.documentId, data: contentDrafts.data }).from(contentDrafts))
    add(draft.data, `${draft.documentId} (draft)`);
  return usage;
}

/** The content that keeps images alive, as `removeUnusedImages` takes it: every published document's and draft's data. */
export async function contentHoldingImages(db: Db): Promise<unknown[]> {
  const published = [...(await readPublished(db)).values()].map((version) => version.data);
  const drafts = (await db.select({ data: contentDrafts.data }).from(contentDrafts)).map((draft) => draft.data);
  return [...published, ...drafts];
}
