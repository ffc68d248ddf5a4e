import { and, asc, eq, inArray, lte, min, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { applications, mailKinds, jobs, type JobKind, type MailKind, type JobStatus } from "../db/schema.ts";

/** Where one message of an application stands: what the inbox and `npm run applications` show. */
export interface MessageDelivery {
  status: JobStatus;
  attempts: number;
  /** The last SMTP answer, or why the message was skipped. */
  lastError: string | null;
  sentAt: Date | null;
  /** When a pending message is next tried. */
  nextAttemptAt: Date | null;
}

/** The two messages of one application; a message is absent for applications stored before the outbox. */
export interface ApplicationDelivery {
  notification?: MessageDelivery;
  confirmation?: MessageDelivery;
}

const slot: Partial<Record<JobKind, keyof ApplicationDelivery>> = { "team-notification": "notification", "applicant-confirmation": "confirmation" };

/** The delivery state of several applications at once, by application id. */
export async function deliveryStatesOf(db: Db, applicationIds: number[]): Promise<Map<number, ApplicationDelivery>> {
  const states = new Map<number, ApplicationDelivery>(applicationIds.map((id) => [id, {}]));
  if (applicationIds.length === 0) return states;
  const rows = await db.select().from(jobs).where(inArray(jobs.submissionId, applicationIds));
  for (const row of rows) {
    const state = row.submissionId === null ? undefined : states.get(row.submissionId);
    const field = slot[row.kind];
    if (!state || !field) continue;
    state[field] = {
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt,
      nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
    };
  }
  return states;
}

/** The delivery state of one application: the hiring team's notification and the applicant's confirmation. */
export async function deliveryStateOf(db: Db, applicationId: number): Promise<ApplicationDelivery> {
  return (await deliveryStatesOf(db, [applicationId])).get(applicationId) ?? {};
}

/** /healthz: counts and an age only — nothing about who applied. */
export interface OutboxHealth {
  pending: number;
  failed: number;
  oldestPendingSeconds: number | null;
}

export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const rows = await db
    .select({
      status: jobs.status,
      count: sql<number>`count(*)::int`,
      // A message waits from its creation; an inquiry's reminder from its due time (its queued_at).
      oldestSeconds: sql<
        number | null
      >`floor(extract(epoch from now() - ${min(sql`case when ${jobs.kind} = 'inquiry-answer-reminder' then ${jobs.queuedAt} else ${jobs.createdAt} end`)}))::int`,
    })
    .from(jobs)
    // Mail only: a publish scheduled for next week waits on purpose, and so does an inquiry's reminder
    // until its answer is due (queued_at is then in the future).
    .where(and(inArray(jobs.status, ["pending", "failed"]), inArray(jobs.kind, mailKinds), lte(jobs.queuedAt, sql`now()`)))
    .groupBy(jobs.status);
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return { pending: pending?.count ?? 0, failed: failed?.count ?? 0, oldestPendingSeconds: pending?.oldestSeconds ?? null };
}

/** One pending or failed message, for `npm run applications -- --outbox`. */
export interface UndeliveredMessage {
  id: number;
  applicationId: number;
  kind: MailKind;
  status: JobStatus;
  /** The applicant's address for a confirmation; the team's addresses come from HIRING_EMAIL. */
  applicantEmail: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  lastError: string | null;
}

export async function listUndelivered(db: Db, limit = 200): Promise<UndeliveredMessage[]> {
  return db
    .select({
      id: jobs.id,
      // The inner join keeps application mail only; the team's account mail is on /admin/team.
      applicationId: sql<number>`${jobs.submissionId}`,
      kind: sql<MailKind>`${jobs.kind}`,
      status: jobs.status,
      applicantEmail: applications.email,
      attempts: jobs.attempts,
      createdAt: jobs.createdAt,
      nextAttemptAt: jobs.nextAttemptAt,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .innerJoin(applications, eq(applications.id, jobs.submissionId))
    .where(inArray(jobs.status, ["pending", "failed"]))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
}

/**
 * Puts every failed message back in the queue, due now, with a fresh 48 hours of retries.
 * Returns how many were requeued.
 */
export async function retryFailed(db: Db): Promise<number> {
  const requeued = await db
    .update(jobs)
    .set({ status: "pending", nextAttemptAt: sql`now()`, queuedAt: sql`now()`, claimedUntil: null })
    // Mail and the publish hook; a scheduled publish that failed is not made again with an old snapshot.
    .where(and(eq(jobs.status, "failed"), inArray(jobs.kind, [...mailKinds, "publish-hook"])))
    .returning({ id: jobs.id });
  return requeued.length;
}
