import { eq, inArray, like, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { applicationIdempotencyKeys, applications, jobs } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import { testDatabases } from "./test-databases.ts";

const quiet = Object.fromEntries(["debug", "info", "warn", "error"].map((level) => [level, () => {}])) as unknown as Logger;

const application = (n: number) => ({
  name: "Round Trip",
  email: `round-trip-${n}@example.com`, // one mailbox each: the confirmation is decided, not skipped
  discord: "",
  division: "general",
  portfolio: "",
  message: `Application ${n}, counted.`,
});

// Every statement of the application's transaction is a round trip to the database (on the embedded
// one, two threads and a socket each way): the throughput of POST /api/contact follows their number.
describe.each(testDatabases(quiet, "vesper-transaction-"))("the application's transaction on $name", ({ open }) => {
  let database: Database;
  let cleanup: () => void;
  beforeAll(async () => ({ database, cleanup } = await open()));
  afterAll(async () => {
    await database?.close();
    cleanup?.();
  });

  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      await run();
      return query.mock.calls.map(([statement]) => (typeof statement === "string" ? statement : (statement as { text: string }).text));
    } finally {
      query.mockRestore();
    }
  }

  it("stores an application with its key and its outbox rows in six statements, begin and commit included", async () => {
    const store = createApplicationStore(database.db);
    await store.submit(application(0), { key: "round-trip-0", bodyHash: "0" });
    const statements = await statementsOf(() => store.submit(application(1), { key: "round-trip-1", bodyHash: "1" }));
    expect(statements[0]).toMatch(/^begin/);
    expect(statements.at(-1)).toBe("commit");
    expect(statements).toHaveLength(6);
    const [key] = await database.db.select().from(applicationIdempotencyKeys).where(eq(applicationIdempotencyKeys.key, "round-trip-1"));
    const outbox = await database.db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.submissionId, key!.submissionId));
    expect(outbox.map((row) => row.kind).sort()).toEqual(["applicant-confirmation", "team-notification"]);
  });

  it("a key already taken with another body stores nothing more", async () => {
    const store = createApplicationStore(database.db);
    expect(await store.submit(application(2), { key: "round-trip-2", bodyHash: "a" })).toMatchObject({ kind: "stored", replayed: false });
    expect(await store.submit(application(3), { key: "round-trip-2", bodyHash: "b" })).toEqual({ kind: "key-conflict" });
    expect(await database.db.select().from(applications).where(like(applications.email, "round-trip-3@%"))).toEqual([]);
  });

  async function transactionsOf(ids: number[]): Promise<Set<string>> {
    const rows = await database.db.select({ tx: sql<string>`xmin::text` }).from(applications).where(inArray(applications.id, ids));
    expect(rows).toHaveLength(ids.length);
    return new Set(rows.map((row) => row.tx));
  }

  const storedId = (result: Awaited<ReturnType<ReturnType<typeof createApplicationStore>["submit"]>>) => {
    if (result.kind !== "stored") throw new Error(result.kind);
    return result.receipt.id;
  };

  it("applications with keys that arrive together are stored in one transaction, each key naming its own", async () => {
    const store = createApplicationStore(database.db);
    await store.submit(application(10), { key: "together-warm", bodyHash: "w" }); // the hourly key sweep, alone
    const results = await Promise.all([11, 12, 13, 14, 15].map((n) => store.submit(application(n), { key: `together-${n}`, bodyHash: String(n) })));
    expect(results.map((result) => result.kind === "stored" && result.replayed)).toEqual([false, false, false, false, false]);
    const ids = results.map(storedId);
    expect((await transactionsOf(ids)).size).toBe(1);
    const keys = await database.db.select().from(applicationIdempotencyKeys).where(inArray(applicationIdempotencyKeys.submissionId, ids));
    expect(new Map(keys.map((key) => [key.key, key.submissionId]))).toEqual(new Map(ids.map((id, i) => [`together-${11 + i}`, id])));
    const outbox = await database.db.select({ id: jobs.submissionId }).from(jobs).where(inArray(jobs.submissionId, ids));
    expect(outbox).toHaveLength(2 * ids.length);
  });

  it("a group with a key already taken: the others are still stored, the retry is replayed and the reuse refused", async () => {
    const store = createApplicationStore(database.db);
    const earlier = storedId(await store.submit(application(20), { key: "taken-20", bodyHash: "20" }));
    const [fresh1, retry, reuse, fresh2, twinA, twinB] = await Promise.all([
      store.submit(application(21), { key: "taken-21", bodyHash: "21" }),
      store.submit(application(20), { key: "taken-20", bodyHash: "20" }),
      store.submit(application(22), { key: "taken-20", bodyHash: "22" }),
      store.submit(application(23), { key: "taken-23", bodyHash: "23" }),
      // The same key twice in one group (a double click): one stored, the other its replay.
      store.submit(application(24), { key: "taken-24", bodyHash: "24" }),
      store.submit(application(24), { key: "taken-24", bodyHash: "24" }),
    ]);
    expect(retry).toMatchObject({ kind: "stored", replayed: true, receipt: { id: earlier } });
    expect(reuse).toEqual({ kind: "key-conflict" });
    expect([fresh1, fresh2].map((result) => result.kind === "stored" && !result.replayed)).toEqual([true, true]);
    expect([twinA, twinB].map((result) => result.kind === "stored" && result.replayed).sort()).toEqual([false, true]);
    expect(storedId(twinA)).toBe(storedId(twinB));
    const emails = [20, 21, 22, 23, 24].map((n) => application(n).email);
    const rows = await database.db.select({ email: applications.email }).from(applications).where(inArray(applications.email, emails));
    expect(rows.map((row) => row.email).sort()).toEqual([20, 21, 23, 24].map((n) => application(n).email).sort());
  });
});
