import { eq, like } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/database.ts";
import { applicationIdempotencyKeys, contactSubmissions, mailOutbox } from "../../server/db/schema.ts";
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
    const outbox = await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.submissionId, key!.submissionId));
    expect(outbox.map((row) => row.kind).sort()).toEqual(["applicant-confirmation", "team-notification"]);
  });

  it("a key already taken with another body stores nothing more", async () => {
    const store = createApplicationStore(database.db);
    expect(await store.submit(application(2), { key: "round-trip-2", bodyHash: "a" })).toMatchObject({ kind: "stored", replayed: false });
    expect(await store.submit(application(3), { key: "round-trip-2", bodyHash: "b" })).toEqual({ kind: "key-conflict" });
    expect(await database.db.select().from(contactSubmissions).where(like(contactSubmissions.email, "round-trip-3@%"))).toEqual([]);
  });
});
