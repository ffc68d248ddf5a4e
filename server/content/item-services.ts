// The site editor's services for one item of a collection (decision 043): each item saved, published, scheduled, versioned and restored on its own, inside its document.
import { isDeepStrictEqual } from "node:util";
import { contentDocuments, shippedDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import {
  documentSlug,
  type ContentOutcome,
  type FieldProblem,
  type ItemServices,
  type ItemVersion,
  type OpenedState,
} from "../../app/lib/contracts/content-services.ts";
import { documentJsonBounds, jsonBeyondBounds } from "../../app/lib/contracts/bounded-json.ts";
import { formatInZone, zonedToInstant } from "../../app/lib/contracts/zoned-time.ts";
import {
  collectionOf,
  itemKeys,
  itemOf,
  itemProblemPath,
  itemSchema,
  itemTitle,
  newItemKey,
  withItem,
  withKey,
  type Collection,
  type ItemValue,
} from "../../app/lib/editor/collections.ts";
import { changeSummary } from "../../app/lib/editor/content-diff.ts";
import { emptyValue } from "../../app/lib/editor/document-form.ts";
import { problemFieldName } from "../../app/lib/editor/field-problems.ts";
import type { Db } from "../db/database.ts";
import { documentFormSchema, unstorableProblems } from "./documents.ts";
import { PublishNotStoredError, PublishRefusedError, type LiveContent } from "./live-content.ts";
import { previewPages } from "./preview-pages.ts";
import { publishProblems } from "./publish-checks.ts";
import { listScheduled, ScheduleRefusedError, schedulePublish } from "./scheduled-publish.ts";
import { ContentConflictError, discardItemDraft, readItemDrafts, readVersion, readVersionData, saveItemDraft, type Draft } from "./store.ts";

const conflict = (): ContentOutcome => ({
  ok: false,
  conflict: true,
  message: "This item changed since you opened it: someone else saved or published it. Open it again to see their changes.",
});

/** A scheduled time must be at least this far ahead; one typed a moment ago for "now" is still accepted. */
const scheduleGraceMs = 60_000;

const isItemValue = (value: unknown): value is ItemValue => value !== null && typeof value === "object" && !Array.isArray(value);

export function createItemServices(db: Db, live: LiveContent, actor: string, now: () => number): ItemServices {
  const timeZone = () => live.documents().site.site.timeZone;

  /** A stored version's data as the site reads it (its schema's defaults filled in), for comparing items. */
  function asRead(id: DocumentId, data: unknown): unknown {
    const parsed = contentDocuments[id].schema.safeParse(data);
    return parsed.success ? parsed.data : data;
  }

  async function documentAt(id: DocumentId, version: number): Promise<unknown> {
    if (version === 0) return shippedDocuments[id];
    return asRead(id, (await readVersion(db, id, version))?.data);
  }

  /** The item as the editor opened it (at `version`) is the item published now: else someone changed it meanwhile. */
  async function unchangedSince(collection: Collection, key: string, version: number, documents: ContentDocuments, current: number): Promise<boolean> {
    if (version === current) return true;
    if (version > current) return false;
    return isDeepStrictEqual(itemOf(collection, await documentAt(collection.document, version), key), itemOf(collection, documents[collection.document], key));
  }

  /** A document's problems as the item form shows them: its own at its fields, any other at the top, named. */
  function itemProblems(collection: Collection, key: string, document: unknown, problems: FieldProblem[]): FieldProblem[] {
    return problems.map((problem) => {
      const path = itemProblemPath(collection, document, key, problem.path);
      if (path) return { path, message: problem.message };
      const where = problem.path.length > 0 ? `${problemFieldName(problem.path)}: ` : "";
      return { path: [], message: `Elsewhere in “${contentDocuments[collection.document].title}”: ${where}${problem.message}` };
    });
  }

  function outcomeOf(error: unknown, collection: Collection, key: string, document: unknown): ContentOutcome {
    if (error instanceof ContentConflictError) return conflict();
    if (error instanceof PublishRefusedError) return { ok: false, message: error.message, problems: itemProblems(collection, key, document, error.problems) };
    if (error instanceof PublishNotStoredError) return { ok: false, message: error.message };
    throw error;
  }

  /** Each version in which the item changed, newest first; the shipped item as version 0 when the repository ships it. */
  async function history(collection: Collection, key: string): Promise<ItemVersion[]> {
    const id = collection.document;
    let previous = itemOf(collection, shippedDocuments[id], key);
    const entries: ItemVersion[] = [];
    if (previous) entries.push({ version: 0, author: "the repository", createdAt: "", summary: "As shipped with the site", present: true });
    for (const version of await readVersionData(db, id)) {
      const item = itemOf(collection, asRead(id, version.data), key);
      if (isDeepStrictEqual(item, previous)) continue;
      entries.push({
        version: version.version,
        author: version.author,
        createdAt: version.createdAt.toISOString(),
        summary: version.summary,
        present: item !== undefined,
      });
      previous = item;
    }
    return entries.reverse();
  }

  /** Merges the item into the document published now and publishes it (or, with `item` undefined, takes it out). */
  function publishInto(
    collection: Collection,
    key: string,
    item: ItemValue | undefined,
    opened: OpenedState,
    source: "publish" | "restore",
    restoredFrom?: number,
  ): Promise<Map<string, number>> {
    const id = collection.document;
    return live.publishItem(id, async (documents, version) => {
      if (!(await unchangedSince(collection, key, opened.version, documents, version))) throw new ContentConflictError();
      const data = withItem(collection, documents[id], key, item);
      return {
        data,
        summary: changeSummary(documents[id], data),
        source,
        actor,
        restoredFrom,
        opened: { version, revision: 0 },
        // A restore leaves the item's draft as it is, like a document's restore.
        item: { key, value: item, ...(source === "publish" ? { revision: opened.revision } : {}) },
      };
    });
  }

  async function draftsOf(collection: Collection): Promise<Map<string, Draft>> {
    return readItemDrafts(db, collection.document);
  }

  async function saveChecked(collection: Collection, key: string, data: unknown, opened: OpenedState): Promise<ContentOutcome> {
    const beyond = jsonBeyondBounds(data, documentJsonBounds);
    if (beyond) return { ok: false, message: `Not saved: this item is too big to keep (${beyond}). Nothing public has changed.` };
    if (!isItemValue(data)) return { ok: false, message: "Not saved: the form could not be read. Nothing public has changed." };
    const unstorable = unstorableProblems(data);
    if (unstorable.length > 0)
      return {
        ok: false,
        message: "Not saved: remove the invisible characters named beside their fields, then save again. Nothing public has changed.",
        problems: unstorable,
      };
    const current = live.published().get(collection.document)?.version ?? 0;
    if (!(await unchangedSince(collection, key, opened.version, live.documents(), current))) return conflict();
    try {
      await saveItemDraft(db, collection.document, key, data, opened, actor);
    } catch (error) {
      if (error instanceof ContentConflictError) return conflict();
      throw error;
    }
    return { ok: true, message: "Draft saved. Nothing public has changed." };
  }

  return {
    async items(slug, filter = "") {
      const collection = collectionOf(slug);
      if (!collection) return null;
      const id = collection.document;
      const published = live.documents()[id];
      const drafts = await draftsOf(collection);
      const scheduled = await listScheduled(db, id);
      const versions = await readVersionData(db, id);
      const keys = [...itemKeys(collection, published), ...[...drafts.keys()].filter((key) => !itemOf(collection, published, key))];
      const wanted = filter.trim().toLowerCase();
      const items = keys.map((key) => {
        const draft = drafts.get(key);
        const item = itemOf(collection, published, key);
        // The newest version in which the item is not as it was in the one before.
        let lastChange: { by: string; at: string } | null = null;
        let previous = itemOf(collection, shippedDocuments[id], key);
        for (const version of versions) {
          const then = itemOf(collection, asRead(id, version.data), key);
          if (!isDeepStrictEqual(then, previous)) lastChange = { by: version.author, at: version.createdAt.toISOString() };
          previous = then;
        }
        const waiting = scheduled.find((entry) => entry.item === key && entry.status === "pending");
        return {
          key,
          title: itemTitle(draft && isItemValue(draft.data) && !item ? draft.data : item, key),
          published: item !== undefined,
          draft: draft ? { updatedBy: draft.updatedBy, updatedAt: draft.updatedAt.toISOString() } : null,
          scheduledFor: waiting ? formatInZone(waiting.runAt, timeZone()) : null,
          lastChange,
        };
      });
      const { title, itemName, keyLabel, keyHelp } = collection;
      return {
        slug,
        title,
        itemName,
        keyLabel,
        keyHelp,
        documentSlug: documentSlug(id),
        documentTitle: contentDocuments[id].title,
        items: wanted ? items.filter((item) => `${item.title} ${item.key}`.toLowerCase().includes(wanted)) : items,
      };
    },

    itemProblemsOf(slug, key, data) {
      const collection = collectionOf(slug);
      if (!collection || !isItemValue(data)) return [];
      const id = collection.document;
      const merged = withItem(collection, live.documents()[id], key, data);
      return itemProblems(collection, key, merged, publishProblems(id, merged, live.documents()));
    },

    async openItem(slug, key) {
      const collection = collectionOf(slug);
      if (!collection) return null;
      const id = collection.document;
      const published = live.documents()[id];
      const item = itemOf(collection, published, key);
      const draft = (await draftsOf(collection)).get(key);
      const shown = draft && isItemValue(draft.data) && !jsonBeyondBounds(draft.data, documentJsonBounds) ? draft : undefined;
      if (!item && !shown) return null;
      const data = shown ? (shown.data as ItemValue) : item!;
      const merged = withItem(collection, published, key, data);
      // The pages this item shows on: the document without it against the document with it.
      const { pages, changedPages } = previewPages(live.documents(), id, merged, withItem(collection, published, key, undefined));
      return {
        pages,
        changedPages,
        collection: slug,
        collectionTitle: collection.title,
        documentSlug: documentSlug(id),
        itemName: collection.itemName,
        key,
        title: itemTitle(data, key),
        schema: itemSchema(collection, documentFormSchema(id)),
        data,
        opened: { revision: draft?.revision ?? 0, version: live.published().get(id)?.version ?? 0 },
        published: item !== undefined,
        draft: draft ? { updatedBy: draft.updatedBy, updatedAt: draft.updatedAt.toISOString() } : null,
        problems: shown ? itemProblems(collection, key, merged, publishProblems(id, merged, live.documents())) : [],
      };
    },

    async addItem(slug, typed) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      const text = typed.trim();
      const drafts = await draftsOf(collection);
      const key = newItemKey(collection, text, [...itemKeys(collection, live.documents()[collection.document]), ...drafts.keys()]);
      if (key === undefined) return { ok: false, message: `${collection.keyLabel}: ${collection.keyHelp}` };
      if (itemOf(collection, live.documents()[collection.document], key) || drafts.has(key))
        return { ok: false, message: `There is already a ${collection.itemName} called “${key}”: open it from the list, or choose another name.` };
      const schema = itemSchema(collection, documentFormSchema(collection.document));
      const data = withKey(collection, emptyValue(schema) as ItemValue, key, text);
      const version = live.published().get(collection.document)?.version ?? 0;
      try {
        await saveItemDraft(db, collection.document, key, data, { revision: 0, version }, actor);
      } catch (error) {
        if (error instanceof ContentConflictError) return conflict();
        throw error;
      }
      return { ok: true, key, message: `New ${collection.itemName} started as a draft: fill it in, then publish.` };
    },

    async saveItem(slug, key, data, opened) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      return saveChecked(collection, key, data, opened);
    },

    async publishItem(slug, key, data, opened) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      if (!isItemValue(data)) return { ok: false, message: "The form could not be read. Nothing public has changed." };
      const merged = withItem(collection, live.documents()[collection.document], key, data);
      try {
        const versions = await publishInto(collection, key, data, opened, "publish");
        return {
          ok: true,
          message: `Published as version ${versions.get(collection.document)} of “${contentDocuments[collection.document].title}”. The public pages show it now.`,
        };
      } catch (error) {
        return outcomeOf(error, collection, key, merged);
      }
    },

    async discardItem(slug, key, opened) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      try {
        await discardItemDraft(db, collection.document, key, opened.revision, actor);
        return { ok: true, message: "Draft discarded." };
      } catch (error) {
        if (error instanceof ContentConflictError) return conflict();
        throw error;
      }
    },

    async removeItem(slug, key, opened) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      const document = live.documents()[collection.document];
      if (!itemOf(collection, document, key)) {
        // Never published: taking it away is discarding its draft.
        try {
          await discardItemDraft(db, collection.document, key, opened.revision, actor);
          return { ok: true, message: `The new ${collection.itemName} was discarded.` };
        } catch (error) {
          if (error instanceof ContentConflictError) return conflict();
          throw error;
        }
      }
      try {
        await publishInto(collection, key, undefined, opened, "publish");
        return { ok: true, message: `The ${collection.itemName} is off the site now.` };
      } catch (error) {
        return outcomeOf(error, collection, key, withItem(collection, document, key, undefined));
      }
    },

    async itemVersions(slug, key) {
      const collection = collectionOf(slug);
      return collection ? history(collection, key) : [];
    },

    async restoreItem(slug, key, version, publishNow, opened) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      const then = version === 0 ? shippedDocuments[collection.document] : (await readVersion(db, collection.document, version))?.data;
      if (then === undefined) return { ok: false, message: "No such version." };
      const item = itemOf(collection, asRead(collection.document, then), key);
      if (!item) return { ok: false, message: `Version ${version} has no such ${collection.itemName}: choose a version that has it.` };
      if (!publishNow) {
        const saved = await saveChecked(collection, key, item, opened);
        return saved.ok ? { ok: true, message: `Version ${version} is now this ${collection.itemName}'s draft. Publish to restore it on the site.` } : saved;
      }
      try {
        const versions = await publishInto(collection, key, item, opened, "restore", version);
        return { ok: true, message: `Restored: published as version ${versions.get(collection.document)}.` };
      } catch (error) {
        return outcomeOf(error, collection, key, withItem(collection, live.documents()[collection.document], key, item));
      }
    },

    async scheduleItem(slug, key, data, localTime) {
      const collection = collectionOf(slug);
      if (!collection) return { ok: false, message: "No such list." };
      if (!isItemValue(data)) return { ok: false, message: "The form could not be read. Nothing is scheduled." };
      const zone = timeZone();
      const when = zonedToInstant(localTime, zone);
      if (!when.ok) return { ok: false, message: `Choose when to publish: ${when.message}` };
      if (when.instant.getTime() < now() - scheduleGraceMs)
        return { ok: false, message: `${formatInZone(when.instant, zone)} has passed. Choose a later time, or publish now.` };
      const id = collection.document;
      const merged = withItem(collection, live.documents()[id], key, data);
      const problems = itemProblems(collection, key, merged, publishProblems(id, merged, live.documents()));
      if (problems.length > 0)
        return {
          ok: false,
          message: `This ${collection.itemName} has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before it can be scheduled.`,
          problems,
        };
      // The item as the schema reads it: what the document holds after the merge.
      const item = itemOf(collection, contentDocuments[id].schema.parse(merged), key);
      try {
        await schedulePublish(db, { documentId: id, data: item, item: { key } }, when.instant, actor);
      } catch (error) {
        if (error instanceof ScheduleRefusedError) return { ok: false, message: error.message };
        throw error;
      }
      return { ok: true, message: `Scheduled: this ${collection.itemName} publishes at ${formatInZone(when.instant, zone)}. Nothing public has changed yet.` };
    },
  };
}
