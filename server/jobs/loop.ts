import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import { jobs, type JobKind, type JobRow } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { retryDelayMs, type RetryPolicy } from "./retry-policy.ts";

/**
 * A claimed job; `attempts` counts this attempt, and is the claim's fencing token (a scheduled publish
 * completes its job in its own transaction only while the job still has it: server/content/store.ts).
 */
export type Job = JobRow;

/**
 * What runs one kind of job. It records its own outcome (recordJobDone / recordJobFailure with its
 * kind's policy, or the mail's own); when it throws, the outcome is unknown and the claim expires, so
 * the job runs again.
 */
export type JobHandler = (job: Job) => Promise<void>;

/** One kind of job as the loop knows it: what runs it, and when a failing one is tried again. */
export interface JobKindRunner {
  run: JobHandler;
  retryPolicy: RetryPolicy;
}

/**
 * The kinds a process runs, each with its runner. The caller (server/main.ts, server/mail/main.ts) puts
 * it together from the folders the kinds belong to — mail's from server/mail/, the publish hook's and
 * scheduled publishing's from server/content/ — so the queue knows no kind's work.
 */
export type JobRegistry = Partial<Record<JobKind, JobKindRunner>>;

export interface JobLoopOptions {
  db: Db;
  logger: Logger;
  /** The kinds this process runs: the others stay waiting for a process that runs them. */
  kinds: JobRegistry;
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
 * claim one due job at a time from the `jobs` table — a row lock taken with SKIP LOCKED, turned into a
 * claim with an expiry and committed before the job runs — and hand it to its kind's runner. Mail, the
 * CDN's publish hook and scheduled publishes are one table and one loop. A process that dies mid-job
 * leaves a claim that expires, so the job runs again: at least once, and no more often than its kind's
 * `maxAttempts`; a scheduled publish is made exactly once by completing its job in the transaction that
 * stores its versions. Any number of loops (servers, `npm run mailer`) can share one PostgreSQL; each
 * claims only the kinds in its registry.
 */
export function createJobLoop(options: JobLoopOptions): JobLoop {
  const { db, logger, kinds: registry } = options;
  const kinds = Object.keys(registry) as JobKind[];
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
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "pending"),
          inArray(jobs.kind, kinds),
          lte(jobs.nextAttemptAt, sql`now()`),
          or(isNull(jobs.claimedUntil), lt(jobs.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.nextAttemptAt), asc(jobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})` })
      .where(inArray(jobs.id, due))
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
      const runner = registry[job.kind]!;
      try {
        if (await triedTooOften(job, runner.retryPolicy)) continue;
        await runner.run(job);
      } catch (error) {
        // The outcome could not be recorded: the claim expires and the job runs again.
        logger.error("job outcome not recorded", { jobId: job.id, kind: job.kind, ...databaseErrorLogFields(error) });
        await idle(pollMs);
      }
    }
  }

  /**
   * A job claimed more often than its kind allows without an outcome (its process stopped during each
   * try, or its runner threw): failed here rather than tried into a crash at every start.
   */
  async function triedTooOften(job: Job, policy: RetryPolicy): Promise<boolean> {
    if (policy.maxAttempts === undefined || job.attempts <= policy.maxAttempts) return false;
    const last = job.lastError ? `last: ${job.lastError}` : "the server stopped during each try";
    await recordJobFailure(db, job, policy, `given up: tried ${policy.maxAttempts} times without success (${last})`, true);
    logger.error("job given up: tried too often without an outcome", { jobId: job.id, kind: job.kind, attempts: job.attempts - 1 });
    return true;
  }

  return {
    async start({ releaseClaims = false } = {}) {
      if (running) return;
      if (releaseClaims && kinds.length > 0) {
        await db
          .update(jobs)
          .set({ claimedUntil: null })
          .where(and(eq(jobs.status, "pending"), inArray(jobs.kind, kinds), isNotNull(jobs.claimedUntil)));
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

/** A job finished: done, unless its claim was lost meanwhile (then whoever holds it now decides). */
export async function recordJobDone(db: Db, job: Job, note: string | null = null): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", sentAt: sql`now()`, claimedUntil: null, lastError: note })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending"), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A job that did not succeed: `final` fails it now; otherwise it is tried again after its kind's
 * backoff, and failed once the policy's time since it was queued is up, or its attempts (when the
 * policy bounds them). Returns the status it has now.
 */
export async function recordJobFailure(db: Db, job: Job, policy: RetryPolicy, answer: string, final: boolean): Promise<"pending" | "failed" | undefined> {
  const failNow = final || (policy.maxAttempts !== undefined && job.attempts >= policy.maxAttempts);
  const delaySeconds = Math.ceil(retryDelayMs(policy, job.attempts) / 1000);
  const giveUpSeconds = Math.ceil(policy.giveUpAfterMs / 1000);
  const [row] = await db
    .update(jobs)
    .set({
      status: failNow ? "failed" : sql`case when ${jobs.queuedAt} <= now() - make_interval(secs => ${giveUpSeconds}) then 'failed' else 'pending' end`,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      claimedUntil: null,
      lastError: answer.slice(0, 500),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending")))
    .returning({ status: jobs.status });
  return row?.status as "pending" | "failed" | undefined;
}

/** The delay before the next try, for a log line. */
export function retryInSeconds(policy: RetryPolicy, job: Job): number {
  return Math.ceil(retryDelayMs(policy, job.attempts) / 1000);
}
