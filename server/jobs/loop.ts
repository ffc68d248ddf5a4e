import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import { mailOutbox, type JobKind, type OutboxMessage } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { retryDelayMs, type RetryPolicy } from "../mail/retry-policy.ts";

/** A claimed job; `attempts` counts this attempt, and is the claim's fencing token (see `completeJobIn`). */
export type Job = OutboxMessage;

/**
 * What runs one kind of job. It records its own outcome (recordJobDone / recordJobFailure, or the mail's
 * own); when it throws, the outcome is unknown and the claim expires, so the job runs again.
 */
export type JobHandler = (job: Job) => Promise<void>;

export type JobHandlers = Partial<Record<JobKind, JobHandler>>;

export interface JobLoopOptions {
  db: Db;
  logger: Logger;
  /** The kinds this process runs: the others stay waiting for a process that runs them. */
  handlers: JobHandlers;
  /** Jobs run at once (each worker claims and runs one at a time). */
  workers?: number;
  /** How often an idle worker looks for due jobs (a queued one can wake them at once). */
  pollMs?: number;
  /** How long a claim holds a job; longer than any one run can take (the SMTP timeouts, the hook's 10 s). */
  claimMs?: number;
  /** Called once the workers stopped (the SMTP connections closed). */
  onStop?: () => void;
}

export interface JobLoop {
  /**
   * Starts the workers. `releaseClaims`: forget every claim first — only for the embedded database,
   * where this process is the only one (the data directory lock), so every claim is a dead one.
   */
  start(options?: { releaseClaims?: boolean }): Promise<void>;
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  /** Lets the jobs in flight finish (up to `graceMs`), then calls `onStop`. */
  stop(graceMs?: number): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one queue's loop (decision 016; the transactional outbox of decision 009, generalised): workers
 * claim one due job at a time — a row lock taken with SKIP LOCKED, turned into a claim with an expiry
 * and committed before the job runs — and hand it to its kind's handler. Mail, the CDN's publish hook
 * and scheduled publishes are one table and one loop. A process that dies mid-job leaves a claim that
 * expires, so the job runs again: at least once; a scheduled publish is made exactly once by completing
 * its job in the transaction that stores its versions. Any number of loops (servers, `npm run mailer`)
 * can share one PostgreSQL; each claims only the kinds it has a handler for.
 */
export function createJobLoop(options: JobLoopOptions): JobLoop {
  const { db, logger, handlers } = options;
  const kinds = Object.keys(handlers) as JobKind[];
  const workers = options.workers ?? 4;
  const pollMs = options.pollMs ?? 1_000;
  const claimSeconds = Math.ceil((options.claimMs ?? 120_000) / 1000);
  let running = false;
  let wakers: (() => void)[] = [];
  let loops: Promise<void>[] = [];

  function idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        wakers = wakers.filter((waker) => waker !== done);
        resolve();
      }, ms);
      wakers.push(done);
    });
  }

  function wake() {
    const waiting = wakers;
    wakers = [];
    for (const waker of waiting) waker();
  }

  async function claimNext(): Promise<Job | undefined> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          inArray(mailOutbox.kind, kinds),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed;
  }

  async function work() {
    while (running) {
      let job: Job | undefined;
      try {
        job = await claimNext();
      } catch (error) {
        if (!running) return;
        logger.error("job queue unavailable", databaseErrorLogFields(error));
        await idle(pollMs * 5);
        continue;
      }
      if (!job) {
        await idle(pollMs);
        continue;
      }
      try {
        await handlers[job.kind]!(job);
      } catch (error) {
        // The outcome could not be recorded: the claim expires and the job runs again.
        logger.error("job outcome not recorded", { jobId: job.id, kind: job.kind, ...databaseErrorLogFields(error) });
        await idle(pollMs);
      }
    }
  }

  return {
    async start({ releaseClaims = false } = {}) {
      if (running) return;
      if (releaseClaims && kinds.length > 0) {
        await db
          .update(mailOutbox)
          .set({ claimedUntil: null })
          .where(and(eq(mailOutbox.status, "pending"), inArray(mailOutbox.kind, kinds), isNotNull(mailOutbox.claimedUntil)));
      }
      running = true;
      loops = kinds.length === 0 ? [] : Array.from({ length: workers }, () => work());
    },
    wake,
    async stop(graceMs = 10_000) {
      running = false;
      wake();
      await Promise.race([Promise.all(loops), wait(graceMs)]);
      options.onStop?.();
    },
  };
}

/** A content job finished: done, unless its claim was lost meanwhile (then whoever holds it now decides). */
export async function recordJobDone(db: Db, job: Job, note: string | null = null): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "done", sentAt: sql`now()`, claimedUntil: null, lastError: note })
    .where(and(eq(mailOutbox.id, job.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.attempts, job.attempts)))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * A job that did not succeed: `final` fails it now; otherwise it is tried again after the policy's
 * backoff, and failed once the policy's time (48 hours by default) since it was queued is up, or its
 * attempts (when the policy bounds them). Returns the status it has now.
 */
export async function recordJobFailure(db: Db, job: Job, policy: RetryPolicy, answer: string, final: boolean): Promise<"pending" | "failed" | undefined> {
  const failNow = final || (policy.maxAttempts !== undefined && job.attempts >= policy.maxAttempts);
  const delaySeconds = Math.ceil(retryDelayMs(policy, job.attempts) / 1000);
  const giveUpSeconds = Math.ceil(policy.giveUpAfterMs / 1000);
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: failNow ? "failed" : sql`case when ${mailOutbox.queuedAt} <= now() - make_interval(secs => ${giveUpSeconds}) then 'failed' else 'pending' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      claimedUntil: null,
      lastError: answer.slice(0, 500),
    })
    .where(and(eq(mailOutbox.id, job.id), eq(mailOutbox.status, "pending")))
    .returning({ status: mailOutbox.status });
  return row?.status as "pending" | "failed" | undefined;
}

/** The delay before the next try, for a log line. */
export function retryInSeconds(policy: RetryPolicy, job: Job): number {
  return Math.ceil(retryDelayMs(policy, job.attempts) / 1000);
}
