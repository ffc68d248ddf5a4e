import { asc, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { jobs, type JobKind } from "../../server/db/schema.ts";
import { recordJobDone, type Job, type JobKindRunner, type JobRegistry } from "../../server/jobs/loop.ts";
import type { RetryPolicy } from "../../server/jobs/retry-policy.ts";
import { startJobs, type JobsHandle } from "../../server/jobs/start-jobs.ts";
import type { Logger } from "../../server/logger.ts";

/**
 * The queue itself, with runners of the test's own: it knows each kind only through the registry a
 * process passes in, applies each kind's retry policy, and what was queued before a process stopped is
 * run by the next one on the same database.
 */

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const patient: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 60_000, giveUpAfterMs: 3_600_000 };

/** A runner that records the attempt it ran, and completes the job. */
function recordingRunner(database: () => Database, ran: { kind: JobKind; attempts: number }[], retryPolicy: RetryPolicy): JobKindRunner {
  return {
    retryPolicy,
    run: async (job: Job) => {
      ran.push({ kind: job.kind, attempts: job.attempts });
      await recordJobDone(database().db, job, "ran");
    },
  };
}

interface Place {
  name: string;
  /** Opens the same database again, as a restarted process does. */
  open: () => Promise<Database>;
  cleanup: () => void;
}

function places(): Place[] {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-job-loop-"));
  const list: Place[] = [
    { name: "PGlite", open: () => openDatabase({ dataDir, logger: quiet }), cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) },
  ];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) list.push({ name: "PostgreSQL", open: () => openDatabase({ databaseUrl, dataDir: "unused", logger: quiet }), cleanup: () => {} });
  return list;
}

describe.each(places())("the job queue on $name", (place) => {
  let database: Database;
  const running: JobsHandle[] = [];

  beforeAll(async () => {
    database = await place.open();
  });
  afterAll(async () => {
    for (const loop of running.splice(0)) await loop.stop();
    await database.close();
    place.cleanup();
  });

  async function start(kinds: JobRegistry): Promise<JobsHandle> {
    const loop = await startJobs({ database, logger: quiet, kinds, claimMs: 60_000, pollMs: 50 });
    running.push(loop);
    return loop;
  }

  const rows = () => database.db.select().from(jobs).orderBy(asc(jobs.id));
  const queue = (kind: "publish-hook" | "scheduled-publish", values: Partial<typeof jobs.$inferInsert> = {}) =>
    database.db.insert(jobs).values({ kind, messageId: `${kind}:${Math.random()}`, payload: {}, ...values });

  it("runs what was queued before the process stopped, each kind by its own runner, once", async () => {
    await database.db.execute(sql`truncate table jobs restart identity`);
    await queue("publish-hook");
    await queue("scheduled-publish");
    // The process stops with both owed; the next one opens the same database.
    await database.close();
    database = await place.open();
    const ran: { kind: JobKind; attempts: number }[] = [];
    const loop = await start({
      "publish-hook": recordingRunner(() => database, ran, patient),
      "scheduled-publish": recordingRunner(() => database, ran, patient),
    });
    await expect.poll(async () => (await rows()).map((row) => row.status), { timeout: 20_000 }).toEqual(["done", "done"]);
    await loop.stop();
    expect(ran.map((run) => run.kind).sort()).toEqual(["publish-hook", "scheduled-publish"]);
    expect(ran.every((run) => run.attempts === 1)).toBe(true);
  });

  it("claims only the kinds in its registry; the others wait for a process that runs them", async () => {
    await database.db.execute(sql`truncate table jobs restart identity`);
    await queue("publish-hook");
    await queue("scheduled-publish");
    const ran: { kind: JobKind; attempts: number }[] = [];
    const loop = await start({ "scheduled-publish": recordingRunner(() => database, ran, patient) });
    await expect.poll(async () => (await rows()).map((row) => row.status), { timeout: 20_000 }).toEqual(["pending", "done"]);
    await loop.stop();
    expect((await rows())[0]!.attempts).toBe(0);
  });

  it("fails a job claimed more often than its kind allows without running it again; a kind without a bound runs it", async () => {
    await database.db.execute(sql`truncate table jobs restart identity`);
    // Both were claimed twice by processes that stopped before recording anything.
    await queue("scheduled-publish", { attempts: 2 });
    await queue("publish-hook", { attempts: 2 });
    const ran: { kind: JobKind; attempts: number }[] = [];
    const loop = await start({
      "scheduled-publish": recordingRunner(() => database, ran, { ...patient, maxAttempts: 2 }),
      "publish-hook": recordingRunner(() => database, ran, patient),
    });
    await expect.poll(async () => (await rows()).map((row) => row.status), { timeout: 20_000 }).toEqual(["failed", "done"]);
    await loop.stop();
    expect(ran).toEqual([{ kind: "publish-hook", attempts: 3 }]);
    expect((await rows())[0]!.lastError).toBe("given up: tried 2 times without success (the server stopped during each try)");
  });
});
