import { contentDocuments, documentIds, isDocumentId, shippedDocuments, type DocumentId } from "../../app/content/documents.ts";
import { changeSummary, describeChange, diffDocuments, pathLabel, valueLabel } from "../../app/lib/editor/content-diff.ts";
import type { ContentOutcome, ContentServices, DocumentSummary, OpenDocument, OpenedState } from "../../app/lib/contracts/content-services.ts";
import { documentSlug } from "../../app/lib/contracts/content-services.ts";
import { searchPreviews } from "../../app/lib/editor/search-preview.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import { formatInZone, zonedToInstant } from "../../app/lib/contracts/zoned-time.ts";
import type { Db } from "../db/database.ts";
import { documentJsonBounds, jsonBeyondBounds } from "../../app/lib/contracts/bounded-json.ts";
import { documentFormSchema, documentProblems, unstorableProblems, withDocument } from "./documents.ts";
import { createItemServices } from "./item-services.ts";
import { previewPages } from "./preview-pages.ts";
import { publishProblems } from "./publish-checks.ts";
import { PublishNotStoredError, PublishRefusedError, type LiveContent } from "./live-content.ts";
import { cancelScheduled, listScheduled, ScheduleRefusedError, schedulePublish } from "./scheduled-publish.ts";
import { ContentConflictError, discardDraft, readDraft, readDraftList, readVersion, readVersions, saveDraft } from "./store.ts";

const bySlug = new Map(documentIds.map((id) => [documentSlug(id), id]));

/** Why stored draft data cannot be shown in the form, or undefined when it can (it may still have problems). */
function unreadableDraft(data: unknown): string | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return "it is not a document (a group of fields)";
  return jsonBeyondBounds(data, documentJsonBounds);
}

const conflict = (): ContentOutcome => ({ ok: false, conflict: true, message: new ContentConflictError().message });

/** A scheduled time must be at least this far ahead; one typed a moment ago for "now" is still accepted. */
const scheduleGraceMs = 60_000;

/** The site editor's services for one signed-in editor (app/lib/contracts/content-services.ts is the contract). */
export function createContentServices(db: Db, live: LiveContent, actor: string, options: { now?: () => number } = {}): ContentServices {
  const now = options.now ?? Date.now;
  const timeZone = () => live.documents().site.site.timeZone;
  function idOf(slug: string): DocumentId | undefined {
    const id = bySlug.get(slug);
    return id && isDocumentId(id) ? id : undefined;
  }

  function summary(id: DocumentId, drafts: Map<string, { updatedBy: string; updatedAt: Date }>): DocumentSummary {
    const version = live.published().get(id);
    const draft = drafts.get(id);
    const { title, group } = contentDocuments[id];
    return {
      id,
      slug: documentSlug(id),
      title,
      group,
      version: version?.version ?? 0,
      publishedAt: version?.createdAt.toISOString() ?? null,
      publishedBy: version?.author ?? null,
      draft: draft ? { updatedBy: draft.updatedBy, updatedAt: draft.updatedAt.toISOString() } : null,
    };
  }

  async function publishOne(
    id: DocumentId,
    data: unknown,
    opened: OpenedState | undefined,
    source: "publish" | "restore",
    restoredFrom?: number,
  ): Promise<ContentOutcome> {
    const before = live.documents()[id];
    try {
      const versions = await live.publish([{ documentId: id, data, summary: changeSummary(before, data), source, actor, opened, restoredFrom }]);
      return { ok: true, message: `Published as version ${versions.get(id)}. The public pages show it now.` };
    } catch (error) {
      if (error instanceof ContentConflictError) return conflict();
      if (error instanceof PublishRefusedError) return { ok: false, message: error.message, problems: error.problems };
      if (error instanceof PublishNotStoredError) return { ok: false, message: error.message };
      throw error;
    }
  }

  return {
    ...createItemServices(db, live, actor, now),
    async list() {
      const drafts = await readDraftList(db);
      return documentIds.map((id) => summary(id, drafts));
    },
    async open(slug) {
      const id = idOf(slug);
      if (!id) return null;
      const draft = await readDraft(db, id);
      const drafts = await readDraftList(db);
      const base = summary(id, drafts);
      // A draft the form cannot show (written to the database some other way) must not stop the page
      // from opening: it shows the published data instead, and the draft can be discarded.
      const unreadable = draft ? unreadableDraft(draft.data) : undefined;
      const shown = draft && !unreadable ? draft : undefined;
      const data = shown ? shown.data : live.documents()[id];
      const parsed = contentDocuments[id].schema.safeParse(data);
      const withData = parsed.success ? withDocument(live.documents(), id, parsed.data) : live.documents();
      const document: OpenDocument = {
        ...base,
        schema: documentFormSchema(id),
        data,
        opened: { revision: draft?.revision ?? 0, version: base.version },
        problems: shown ? publishProblems(id, data, live.documents()) : [],
        searchPreviews: searchPreviews(id, siteIndexOf(withData)),
        ...previewPages(live.documents(), id, shown?.data),
        ...(unreadable
          ? {
              unreadableDraft: `The saved draft cannot be shown: ${unreadable}. The form shows the published content; discard the draft, or save to replace it.`,
            }
          : {}),
      };
      return document;
    },
    problemsOf(slug, data) {
      const id = idOf(slug);
      return id ? publishProblems(id, data, live.documents()) : [];
    },
    async save(slug, data, opened) {
      const id = idOf(slug);
      if (!id) return { ok: false, message: "No such document." };
      // A draft is saved with its problems, to be fixed later; but not what the database cannot hold.
      const beyond = jsonBeyondBounds(data, documentJsonBounds);
      if (beyond) return { ok: false, message: `Not saved: this document is too big to keep (${beyond}). Nothing public has changed.` };
      if (unstorableProblems(data).length > 0) {
        const problems = documentProblems(id, data);
        return {
          ok: false,
          message: "Not saved: remove the invisible characters named beside their fields, then save again. Nothing public has changed.",
          problems,
        };
      }
      try {
        await saveDraft(db, id, data, opened, actor);
      } catch (error) {
        if (error instanceof ContentConflictError) return conflict();
        throw error;
      }
      // Saved as it is; what would stop its publish is said now, beside the fields.
      const problems = publishProblems(id, data, live.documents());
      return problems.length === 0
        ? { ok: true, message: "Draft saved. Nothing public has changed: preview it, then publish." }
        : { ok: true, message: `Draft saved with ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before it can be published.` };
    },
    async publish(slug, data, opened) {
      const id = idOf(slug);
      if (!id) return { ok: false, message: "No such document." };
      return publishOne(id, data, opened, "publish");
    },
    async discard(slug, opened) {
      const id = idOf(slug);
      if (!id) return { ok: false, message: "No such document." };
      try {
        await discardDraft(db, id, opened, actor);
        return { ok: true, message: "Draft discarded. The editor shows the published content again." };
      } catch (error) {
        if (error instanceof ContentConflictError) return conflict();
        throw error;
      }
    },
    async versions(slug) {
      const id = idOf(slug);
      if (!id) return [];
      const rows = await readVersions(db, id);
      return [
        ...rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        { version: 0, author: "the repository", createdAt: "", summary: "The content shipped with the site", source: "shipped" },
      ];
    },
    async compare(slug, version) {
      const id = idOf(slug);
      if (!id) return null;
      const entry =
        version === 0
          ? {
              version: 0,
              author: "the repository",
              createdAt: new Date(0),
              summary: "The content shipped with the site",
              source: "shipped",
              data: shippedDocuments[id],
            }
          : await readVersion(db, id, version);
      if (!entry) return null;
      const current = live.published().get(id)?.version ?? 0;
      const changes = diffDocuments(live.documents()[id], entry.data).map((change) => ({
        field: pathLabel(change.path),
        before: valueLabel(change.before),
        after: valueLabel(change.after),
        line: describeChange(change),
      }));
      return {
        version: {
          version: entry.version,
          author: entry.author,
          createdAt: version === 0 ? "" : entry.createdAt.toISOString(),
          summary: entry.summary,
          source: entry.source,
        },
        current,
        changes,
      };
    },
    async restore(slug, version, publishNow, opened) {
      const id = idOf(slug);
      if (!id) return { ok: false, message: "No such document." };
      const data = version === 0 ? shippedDocuments[id] : (await readVersion(db, id, version))?.data;
      if (data === undefined) return { ok: false, message: "No such version." };
      if (publishNow) return publishOne(id, data, opened, "restore", version);
      try {
        await saveDraft(db, id, data, opened, actor);
      } catch (error) {
        if (error instanceof ContentConflictError) return conflict();
        throw error;
      }
      return { ok: true, message: `Version ${version} is now the draft. Preview it, then publish to restore it on the site.` };
    },
    timeZone,
    async schedule(slug, data, localTime) {
      const id = idOf(slug);
      if (!id) return { ok: false, message: "No such document." };
      const zone = timeZone();
      const when = zonedToInstant(localTime, zone);
      if (!when.ok) return { ok: false, message: `Choose when to publish: ${when.message}` };
      if (when.instant.getTime() < now() - scheduleGraceMs)
        return { ok: false, message: `${formatInZone(when.instant, zone)} has passed. Choose a later time, or publish now.` };
      const problems = publishProblems(id, data, live.documents());
      if (problems.length > 0)
        return {
          ok: false,
          message: `“${contentDocuments[id].title}” has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before it can be scheduled.`,
          problems,
        };
      try {
        await schedulePublish(db, { documentId: id, data: contentDocuments[id].schema.parse(data) }, when.instant, actor);
      } catch (error) {
        // Removed or demoted since this request's session was read: nothing is scheduled in their name.
        if (error instanceof ScheduleRefusedError) return { ok: false, message: error.message };
        throw error;
      }
      const note =
        when.adjusted === "gap"
          ? " (that time does not exist on that day: the clocks skip it, so it publishes as many minutes later)"
          : when.adjusted === "overlap"
            ? " (that time happens twice on that day: it publishes at the first)"
            : "";
      return { ok: true, message: `Scheduled: this content publishes at ${formatInZone(when.instant, zone)}${note}. Nothing public has changed yet.` };
    },
    async scheduled(slug) {
      const id = slug === undefined ? undefined : idOf(slug);
      if (slug !== undefined && !id) return [];
      const zone = timeZone();
      return (await listScheduled(db, id)).map((entry) => ({
        id: entry.id,
        documentId: entry.documentId,
        item: entry.item,
        slug: documentSlug(entry.documentId),
        title: isDocumentId(entry.documentId) ? contentDocuments[entry.documentId].title : entry.documentId,
        runAt: entry.runAt.toISOString(),
        runAtLocal: formatInZone(entry.runAt, zone),
        scheduledBy: entry.scheduledBy,
        scheduledAt: entry.scheduledAt.toISOString(),
        status: entry.status,
        error: entry.error,
      }));
    },
    async cancelScheduled(jobId) {
      return (await cancelScheduled(db, jobId, actor))
        ? { ok: true, message: "Scheduled publish cancelled. It will not be published." }
        : { ok: false, message: "That scheduled publish is not waiting any more: it was published, cancelled or failed already." };
    },
  };
}
