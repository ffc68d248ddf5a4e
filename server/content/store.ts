import { and, desc, eq, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { contentDrafts, contentVersions, jobs } from "../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { enqueuePublishHook } from "./publish-hook.ts";
import { storeRender, type RenderDelta } from "./render-store.ts";

/**
 * The content documents in the database (decision 014): every published version (never changed) and
 * at most one draft per document. Saves and publishes are checked against what the editor opened —
 * the draft's revision and the published version — so a second editor never silently overwrites the
 * first: the later write is refused as a conflict.
 */

export interface PublishedVersion {
  /** content_versions.id: grows with every publish of any document. */
  id: number;
  documentId: string;
  version: number;
  data: unknown;
  author: string;
  createdAt: Date;
}

export interface VersionEntry {
  version: number;
  author: string;
  createdAt: Date;
  summary: string;
  source: string;
}

export interface Draft {
  data: unknown;
  revision: number;
  baseVersion: number;
  updatedBy: string;
  updatedAt: Date;
}

/** A write refused because the document changed since the editor opened it. */
export class ContentConflictError extends Error {
  constructor() {
    super("This document changed since you opened it: someone else saved or published it. Open it again to see their changes.");
  }
}

/** The newest version of every document that has one. */
export async function readPublished(db: Db): Promise<Map<string, PublishedVersion>> {
  const rows = await db
    .selectDistinctOn([contentVersions.documentId], {
      id: contentVersions.id,
      documentId: contentVersions.documentId,
      version: contentVersions.version,
      data: contentVersions.data,
      author: contentVersions.author,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .orderBy(contentVersions.documentId, desc(contentVersions.version));
  return new Map(rows.map((row) => [row.documentId, row]));
}

/** The id of the newest version of any document: it grows with every publish, so a server can tell its content is behind. */
export async function latestVersionId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${contentVersions.id})` }).from(contentVersions);
  return Number(row?.id ?? 0);
}

/** A version's entry as the history lists it (readVersions, readVersion, readVersionData): one list of columns. */
const versionColumns = {
  version: contentVersions.version,
  author: contentVersions.author,
  createdAt: contentVersions.createdAt,
  summary: contentVersions.summary,
  source: contentVersions.source,
};

export async function readVersions(db: Db, documentId: string): Promise<VersionEntry[]> {
  return db.select(versionColumns).from(contentVersions).where(eq(contentVersions.documentId, documentId)).orderBy(desc(contentVersions.version));
}

export async function readVersion(db: Db, documentId: string, version: number): Promise<(VersionEntry & { data: unknown }) | null> {
  const [row] = await db
    .select({ ...versionColumns, data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.version, version)));
  return row ?? null;
}

export async function readDraft(db: Db, documentId: string): Promise<Draft | null> {
  const [row] = await db
    .select({
      data: contentDrafts.data,
      revision: contentDrafts.revision,
      baseVersion: contentDrafts.baseVersion,
      updatedBy: contentDrafts.updatedBy,
      updatedAt: contentDrafts.updatedAt,
    })
    .from(contentDrafts)
    .where(eq(contentDrafts.documentId, documentId));
  return row ?? null;
}

/** The documents that have a draft, with who saved it last. */
export async function readDraftList(db: Db): Promise<Map<string, { updatedBy: string; updatedAt: Date }>> {
  const rows = await db
    .select({ documentId: contentDrafts.documentId, updatedBy: contentDrafts.updatedBy, updatedAt: contentDrafts.updatedAt })
    .from(contentDrafts);
  return new Map(rows.map((row) => [row.documentId, { updatedBy: row.updatedBy, updatedAt: row.updatedAt }]));
}

/**
 * An item's draft (decision 043) is a row of content_drafts named "document#key": "#" is in no document's
 * id, so it never reads as a document's draft, and the media housekeeping keeps the images it names.
 */
export function itemDraftId(documentId: string, key: string): string {
  return `${documentId}#${key}`;
}

/** The drafts of a document's items, by item key. */
export async function readItemDrafts(db: Db, documentId: string): Promise<Map<string, Draft>> {
  const prefix = itemDraftId(documentId, "");
  const rows = await db
    .select({
      documentId: contentDrafts.documentId,
      data: contentDrafts.data,
      revision: contentDrafts.revision,
      baseVersion: contentDrafts.baseVersion,
      updatedBy: contentDrafts.updatedBy,
      updatedAt: contentDrafts.updatedAt,
    })
    .from(contentDrafts)
    .where(sql`left(${contentDrafts.documentId}, ${prefix.length}) = ${prefix}`);
  return new Map(rows.map(({ documentId: id, ...draft }) => [id.slice(prefix.length), draft]));
}

/**
 * Saves an item's draft: refused with `ContentConflictError` when its draft moved since the editor opened
 * it (the caller checks that the published item did not). `baseVersion`: the document version it started from.
 */
export async function saveItemDraft(db: Db, documentId: string, key: string, data: unknown, opened: OpenedState, actor: string): Promise<number> {
  const id = itemDraftId(documentId, key);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${id}`}))`);
    const [current] = await tx.select({ revision: contentDrafts.revision }).from(contentDrafts).where(eq(contentDrafts.documentId, id));
    if ((current?.revision ?? 0) !== opened.revision) throw new ContentConflictError();
    const revision = opened.revision + 1;
    await tx
      .insert(contentDrafts)
      .values({ documentId: id, data, revision, baseVersion: opened.version, updatedBy: actor })
      .onConflictDoUpdate({ target: contentDrafts.documentId, set: { data, revision, baseVersion: opened.version, updatedBy: actor, updatedAt: sql`now()` } });
    await recordAudit(tx, { actor, action: "content.save", subject: `content:${documentId}`, details: { item: key, revision } });
    return revision;
  });
}

export async function discardItemDraft(db: Db, documentId: string, key: string, revision: number, actor: string): Promise<void> {
  const id = itemDraftId(documentId, key);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${id}`}))`);
    const deleted = await tx
      .delete(contentDrafts)
      .where(and(eq(contentDrafts.documentId, id), eq(contentDrafts.revision, revision)))
      .returning({ revision: contentDrafts.revision });
    if (deleted.length === 0) throw new ContentConflictError();
    await recordAudit(tx, { actor, action: "content.discard", subject: `content:${documentId}`, details: { item: key } });
  });
}

/** Every version of a document with its data, oldest first: an item's history is read from them. */
export async function readVersionData(db: Db, documentId: string): Promise<(VersionEntry & { data: unknown })[]> {
  return db
    .select({ ...versionColumns, data: contentVersions.data })
    .from(contentVersions)
    .where(eq(contentVersions.documentId, documentId))
    .orderBy(contentVersions.version);
}

/** What the editor had open: the draft's revision (0: no draft) and the published version (0: the shipped data). */
export interface OpenedState {
  revision: number;
  version: number;
}

async function publishedVersionOf(db: Pick<Db, "select">, documentId: string): Promise<number> {
  const [row] = await db
    .select({ version: sql<number | null>`max(${contentVersions.version})` })
    .from(contentVersions)
    .where(eq(contentVersions.documentId, documentId));
  return Number(row?.version ?? 0);
}

/**
 * Saves the draft; nothing public changes. Refused with `ContentConflictError` when the draft or the
 * published version moved since the editor opened the document. Returns the new revision.
 */
export async function saveDraft(db: Db, documentId: string, data: unknown, opened: OpenedState, actor: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${documentId}`}))`);
    if ((await publishedVersionOf(tx, documentId)) !== opened.version) throw new ContentConflictError();
    const [current] = await tx.select({ revision: contentDrafts.revision }).from(contentDrafts).where(eq(contentDrafts.documentId, documentId));
    if ((current?.revision ?? 0) !== opened.revision) throw new ContentConflictError();
    const revision = opened.revision + 1;
    await tx
      .insert(contentDrafts)
      .values({ documentId, data, revision, baseVersion: opened.version, updatedBy: actor })
      .onConflictDoUpdate({ target: contentDrafts.documentId, set: { data, revision, updatedBy: actor, updatedAt: sql`now()` } });
    await recordAudit(tx, { actor, action: "content.save", subject: `content:${documentId}`, details: { revision } });
    return revision;
  });
}

export async function discardDraft(db: Db, documentId: string, opened: OpenedState, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${documentId}`}))`);
    const deleted = await tx
      .delete(contentDrafts)
      .where(and(eq(contentDrafts.documentId, documentId), eq(contentDrafts.revision, opened.revision)))
      .returning({ revision: contentDrafts.revision });
    if (deleted.length === 0) throw new ContentConflictError();
    await recordAudit(tx, { actor, action: "content.discard", subject: `content:${documentId}` });
  });
}

export interface NewVersion {
  documentId: string;
  data: unknown;
  summary: string;
  source: "publish" | "restore" | "import" | "schedule";
  actor: string;
  /** What the editor had open; omitted by an import, which publishes over whatever is there. */
  opened?: OpenedState;
  /** For a restore: the version whose data it publishes again. */
  restoredFrom?: number;
  /**
   * An item's publish (decision 043): `data` is the published document with this one item merged in, so
   * `opened.version` is the version it was merged onto; the item's draft (not the document's) is checked
   * against `revision` (when given) and dropped.
   */
  item?: { key: string; revision?: number; value: unknown };
}

/** The render a publish made of the site with its documents (server/content/render-store.ts). */
export interface PublishedRender {
  buildId: string;
  /** The newest content_versions.id the render's other documents came from. */
  basedOn: number;
  delta: RenderDelta;
  /** Set by `publishVersions` when it stored the render: the content version it shows. */
  storedAs?: number;
}

/** What a publish queues or completes in its own transaction (decision 016). */
export interface PublishJobs {
  /** PUBLISH_WEBHOOK_URL is set: queue the CDN hook with these changed public paths. */
  hookPaths?: string[];
  /**
   * A scheduled publish: its claimed job, marked done in this transaction — or, when the job is no longer
   * this claim's (cancelled, or done by another server), the whole publish is refused with `ScheduledJobLostError`.
   */
  scheduledJob?: { id: number; attempts: number };
}

/** A scheduled publish whose job was cancelled or taken over meanwhile: nothing was stored. */
export class ScheduledJobLostError extends Error {
  constructor() {
    super("The scheduled publish was cancelled or made by another server meanwhile; nothing was stored.");
  }
}

/** Advisory lock taken by every publish, on any server: publishes take turns, so a render knows what it shows. */
const publishLock = 9020;

/**
 * Publishes one or more documents as new versions in one transaction (an import publishes many), drops
 * the drafts they came from, and audits each. Refused as a whole with `ContentConflictError` when any
 * document moved since it was opened. Returns the new version numbers by document.
 *
 * With `render`: the render is stored in the same transaction as the version it shows, unless another
 * server published since the render's documents were read (then it shows an older state: not stored).
 */
export async function publishVersions(db: Db, versions: NewVersion[], render?: PublishedRender, publishJobs: PublishJobs = {}): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${publishLock}, 0)`);
    if (publishJobs.scheduledJob) {
      // Exactly once: the job is done in the transaction that stores its versions, and only by the
      // claim that still holds it (its attempt number); a cancel or another server's claim wins.
      const { id, attempts } = publishJobs.scheduledJob;
      const done = await tx
        .update(jobs)
        .set({ status: "done", sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, "pending"), eq(jobs.attempts, attempts)))
        .returning({ id: jobs.id });
      if (done.length === 0) throw new ScheduledJobLostError();
    }
    const [before] = await tx.select({ id: sql<number | null>`max(${contentVersions.id})` }).from(contentVersions);
    const published = new Map<string, number>();
    for (const entry of [...versions].sort((a, b) => a.documentId.localeCompare(b.documentId))) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${entry.documentId}`}))`);
      const current = await publishedVersionOf(tx, entry.documentId);
      const draftId = entry.item ? itemDraftId(entry.documentId, entry.item.key) : entry.documentId;
      if (entry.item) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${draftId}`}))`);
      if (entry.opened) {
        if (current !== entry.opened.version) throw new ContentConflictError();
        const expected = entry.item ? entry.item.revision : entry.opened.revision;
        const [draft] = await tx.select({ revision: contentDrafts.revision }).from(contentDrafts).where(eq(contentDrafts.documentId, draftId));
        if (expected !== undefined && (draft?.revision ?? 0) !== expected) throw new ContentConflictError();
      }
      const version = current + 1;
      await tx
        .insert(contentVersions)
        .values({ documentId: entry.documentId, version, data: entry.data, author: entry.actor, summary: entry.summary, source: entry.source });
      // A scheduled publish drops the draft only when it holds just what was scheduled (the editor's form
      // saves it on "Schedule publish"): its editor may already be working on the next change.
      // An item's publish drops its own draft only: another editor's draft of the document or of another item stays.
      const drafted = entry.item ? entry.item.value : entry.data;
      if (entry.source === "schedule")
        await tx.delete(contentDrafts).where(and(eq(contentDrafts.documentId, draftId), sql`${contentDrafts.data} = ${JSON.stringify(drafted)}::jsonb`));
      else if (entry.source !== "restore") await tx.delete(contentDrafts).where(eq(contentDrafts.documentId, draftId));
      await recordAudit(tx, {
        actor: entry.actor,
        action:
          entry.source === "publish" || entry.source === "schedule" ? "content.publish" : entry.source === "restore" ? "content.restore" : "content.import",
        subject: `content:${entry.documentId}`,
        details: {
          version,
          ...(entry.item ? { item: entry.item.key } : {}),
          ...(entry.restoredFrom ? { restoredFrom: entry.restoredFrom } : {}),
          ...(entry.source === "schedule" && publishJobs.scheduledJob ? { scheduled: true, job: publishJobs.scheduledJob.id } : {}),
        },
      });
      published.set(entry.documentId, version);
    }
    if (publishJobs.hookPaths) {
      await enqueuePublishHook(tx, {
        event: "publish",
        versions: [...published].map(([document, version]) => ({ document, version })),
        paths: publishJobs.hookPaths,
        publishedAt: new Date().toISOString(),
      });
    }
    if (render && Number(before?.id ?? 0) === render.basedOn) {
      const [after] = await tx.select({ id: sql<number>`max(${contentVersions.id})` }).from(contentVersions);
      await storeRender(tx, render.buildId, Number(after!.id), render.delta);
      render.storedAs = Number(after!.id);
    }
    return published;
  });
}
