import { faultSummary } from "../../app/lib/contracts/fault-summary.ts";
import { randomUUID } from "node:crypto";
import { contentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { changeSummary } from "../../app/lib/editor/content-diff.ts";
import { collectionOfDocument, withItem, type ItemValue } from "../../app/lib/editor/collections.ts";
import { formatInZone } from "../../app/lib/contracts/zoned-time.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { and, asc, desc, eq, gt, inArray, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { adminUsers, jobs } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Tx } from "../db/transaction.ts";
import { recordJobFailure, retryInSeconds, type Job, type JobKindRunner } from "../jobs/loop.ts";
import type { RetryPolicy } from "../jobs/retry-policy.ts";
import { PublishRefusedError, ScheduledJobLostError, type LiveContent } from "./live-content.ts";

/**
 * Scheduled publishing (decision 016): a `scheduled-publish` job in the one queue holds a snapshot of a
 * document (validated when it was scheduled), due at the chosen time. The loop of any server runs it
 * through the same publish as the editor's (live-content.ts), and the job is marked done in the
 * transaction that stores the versions — so with any number of servers, and across restarts, it is
 * published exactly once; a cancelled job is never published, even when the cancel lands mid-render.
 * Only an editor's schedule runs: removing a member or their editor role cancels theirs (server/admin/users.ts,
 * through `cancelScheduledBy`), and the job checks again when it runs.
 * A document published by someone else after it was scheduled is still published at the time: the
 * editor chose that content for that time (the version's summary says it was scheduled).
 */

export interface ScheduledSnapshot {
  documentId: DocumentId;
  /** The document's data; for an item's schedule (decision 043), the item's value. */
  data: unknown;
  /** An item's schedule: merged at its time into the document as then published, other items as they are then. */
  item?: { key: string };
}

export interface ScheduledEntry {
  id: number;
  documentId: string;
  /** An item's schedule: the item's key. */
  item: string | null;
  runAt: Date;
  scheduledBy: string;
  scheduledAt: Date;
  status: "pending" | "failed";
  /** Why a failed one was not published. */
  error: string | null;
}

/** A schedule asked for by an account that is gone or no longer holds the editor role (removed or demoted meanwhile). */
export class ScheduleRefusedError extends Error {}

/**
 * Whether `email` is a member with the editor role; in a transaction, its account row stays as it is
 * until the transaction ends (FOR SHARE), so a removal or role change waits for it and then sees what it wrote.
 */
async function isEditor(db: Db | Tx, email: string, lock: boolean): Promise<boolean> {
  const query = db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email), sql`'editor' = any(${adminUsers.roles})`));
  return (await (lock ? query.for("share") : query)).length > 0;
}

/**
 * Queues a snapshot for publishing at `runAt`, audited as content.schedule. The data must be valid (checked by
 * the caller). Refused (ScheduleRefusedError) unless `actor` is an editor now: a removal or demotion racing
 * it either waits and then cancels this job with the member's others, or comes first and this is refused.
 */
export async function schedulePublish(db: Db, snapshot: ScheduledSnapshot, runAt: Date, actor: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await isEditor(tx, actor, true))) throw new ScheduleRefusedError(`${actor} is no longer an editor of the site, so nothing was scheduled.`);
    const [row] = await tx
      .insert(jobs)
      .values({ kind: "scheduled-publish", messageId: `schedule:${randomUUID()}`, payload: snapshot, createdBy: actor, nextAttemptAt: runAt, queuedAt: runAt })
      .returning({ id: jobs.id });
    await recordAudit(tx, { actor, action: "content.schedule", subject: `content:${snapshot.documentId}`, details: { job: row!.id, at: runAt.toISOString() } });
    return row!.id;
  });
}

/**
 * The scheduled publishes waiting (soonest first), and those that failed in the last 7 days; of one
 * document, or of all.
 */
export async function listScheduled(db: Db, documentId?: string): Promise<ScheduledEntry[]> {
  const rows = await db
    .select({
      id: jobs.id,
      documentId: sql<string>`${jobs.payload}->>'documentId'`,
      item: sql<string | null>`${jobs.payload}->'item'->>'key'`,
      runAt: jobs.queuedAt,
      scheduledBy: jobs.createdBy,
      scheduledAt: jobs.createdAt,
      status: jobs.status,
      error: jobs.lastError,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "scheduled-publish"),
        sql`(${jobs.status} = 'pending' or (${jobs.status} = 'failed' and ${gt(jobs.createdAt, sql`now() - interval '7 days'`)}))`,
        documentId === undefined ? undefined : sql`${jobs.payload}->>'documentId' = ${documentId}`,
      ),
    )
    .orderBy(desc(sql`${jobs.status} = 'pending'`), asc(jobs.queuedAt), asc(jobs.id));
  return rows.map((row) => ({ ...row, scheduledBy: row.scheduledBy ?? "", status: row.status === "failed" ? "failed" : "pending" }));
}

/**
 * Cancels a waiting scheduled publish, audited as content.schedule-cancel. False when it is not waiting
 * any more (published, failed or cancelled already). A publish of it in progress stores nothing.
 */
export async function cancelScheduled(db: Db, id: number, actor: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ status: "cancelled", claimedUntil: null, lastError: `cancelled by ${actor}` })
      .where(and(eq(jobs.id, id), eq(jobs.kind, "scheduled-publish"), inArray(jobs.status, ["pending"])))
      .returning({ documentId: sql<string>`${jobs.payload}->>'documentId'`, runAt: jobs.queuedAt });
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "content.schedule-cancel",
      subject: `content:${row.documentId}`,
      details: { job: id, at: row.runAt.toISOString() },
    });
    return true;
  });
}

/** A failing scheduled publish: tried again after 15 s, doubling to 5 min, and failed after 6 tries (about 8 minutes). */
export const scheduledPublishRetryPolicy: RetryPolicy = { firstDelayMs: 15_000, maxDelayMs: 5 * 60_000, giveUpAfterMs: 48 * 60 * 60_000, maxAttempts: 6 };

/**
 * Cancels every waiting scheduled publish of one member, in the caller's transaction: their removal or
 * the end of their editor role (server/admin/users.ts), so what they scheduled never goes live after
 * they lost the right to publish. Each is audited as content.schedule-cancel by `actor`, with why.
 */
export async function cancelScheduledBy(tx: Tx, scheduledBy: string, actor: string, because: "member removed" | "editor role taken away"): Promise<number> {
  const rows = await tx
    .update(jobs)
    .set({ status: "cancelled", claimedUntil: null, lastError: `cancelled by ${actor}: ${because}` })
    .where(and(eq(jobs.kind, "scheduled-publish"), eq(jobs.status, "pending"), eq(jobs.createdBy, scheduledBy)))
    .returning({ id: jobs.id, documentId: sql<string>`${jobs.payload}->>'documentId'`, runAt: jobs.queuedAt });
  for (const row of rows) {
    await recordAudit(tx, {
      actor,
      action: "content.schedule-cancel",
      subject: `content:${row.documentId}`,
      details: { job: row.id, at: row.runAt.toISOString(), scheduledBy, because },
    });
  }
  return rows.length;
}

/** The loop's runner for `scheduled-publish` jobs: the snapshot through live.publish, completing the job in its transaction. */
export function scheduledPublishRunner(options: { db: Db; logger: Logger; live: LiveContent; retryPolicy?: RetryPolicy }): JobKindRunner {
  const { db, logger, live } = options;
  const policy = options.retryPolicy ?? scheduledPublishRetryPolicy;
  // Its 6 tries bound also the tries that ended without an outcome (the server stopped during each):
  // the loop fails such a job rather than trying it into a crash at every start.
  const run = async (job: Job) => {
    const snapshot = job.payload as ScheduledSnapshot;
    const actor = job.createdBy ?? "system";
    const known = Object.hasOwn(contentDocuments, snapshot.documentId);
    if (!known) {
      await recordJobFailure(db, job, policy, `not published: no document “${snapshot.documentId}”`, true);
      return;
    }
    // Defence in depth: a removal or demotion cancels the member's schedules in its own transaction, and
    // a job whose creator is not an editor now is cancelled here rather than published in their name.
    if (!(await isEditor(db, actor, false))) {
      const cancelled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(jobs)
          .set({ status: "cancelled", claimedUntil: null, lastError: `cancelled: ${actor} is no longer an editor` })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending")))
          .returning({ id: jobs.id });
        if (row)
          await recordAudit(tx, {
            actor: "system",
            action: "content.schedule-cancel",
            subject: `content:${snapshot.documentId}`,
            details: { job: job.id, at: job.queuedAt.toISOString(), scheduledBy: actor, because: "scheduled by someone who is no longer an editor" },
          });
        return Boolean(row);
      });
      logger.warn("content: a scheduled publish was cancelled: whoever scheduled it is no longer an editor", { jobId: job.id, cancelled });
      return;
    }
    const scheduledFor = `Scheduled for ${formatInZone(job.queuedAt, live.documents().site.site.timeZone)} by ${actor}`;
    const collection = snapshot.item ? collectionOfDocument(snapshot.documentId) : undefined;
    try {
      const scheduledJob = { id: job.id, attempts: job.attempts };
      const versions =
        snapshot.item && collection
          ? await live.publishItem(
              snapshot.documentId,
              async (documents) => {
                const data = withItem(collection, documents[snapshot.documentId], snapshot.item!.key, snapshot.data as ItemValue);
                const summary = `${scheduledFor}: ${changeSummary(documents[snapshot.documentId], data)}`;
                return { data, summary, source: "schedule", actor, item: { key: snapshot.item!.key, value: snapshot.data } };
              },
              { scheduledJob },
            )
          : await live.publish(
              [
                {
                  documentId: snapshot.documentId,
                  data: snapshot.data,
                  summary: `${scheduledFor}: ${changeSummary(live.documents()[snapshot.documentId], snapshot.data)}`,
                  source: "schedule",
                  actor,
                },
              ],
              { scheduledJob },
            );
      logger.info("content: scheduled publish made", {
        jobId: job.id,
        document: snapshot.documentId,
        version: versions.get(snapshot.documentId),
        lateSeconds: Math.round((Date.now() - job.queuedAt.getTime()) / 1000),
      });
    } catch (error) {
      if (error instanceof ScheduledJobLostError) {
        logger.info("content: a scheduled publish was cancelled or made elsewhere meanwhile; nothing stored here", { jobId: job.id });
        return;
      }
      if (error instanceof PublishRefusedError) {
        // The content cannot be published as it stands (a page links to one it removes, a page fails to render): it will not change by waiting.
        const answer = `not published: ${error.message}${error.problems.length > 0 ? ` (${error.problems.map((problem) => `${problem.path.join(".")}: ${problem.message}`).join("; ")})` : ""}`;
        await recordJobFailure(db, job, policy, answer, true);
        logger.error("content: a scheduled publish was refused", { jobId: job.id, document: snapshot.documentId, reason: error.message });
        return;
      }
      const status = await recordJobFailure(db, job, policy, `not published yet: ${error instanceof Error ? error.message : String(error)}`, false);
      logger.warn("content: a scheduled publish failed; it will be tried again", {
        jobId: job.id,
        status,
        retryInSeconds: retryInSeconds(policy, job),
        ...faultSummary(error),
      });
    }
  };
  return { run, retryPolicy: policy };
}
