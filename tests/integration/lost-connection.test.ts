import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../../server/db/drizzle.ts";
import { maxMessageBytes } from "../../server/db/pglite-socket.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, type TestDatabase } from "./test-databases.ts";
import type { Database } from "../../server/db/database.ts";

// A connection lost in the middle of a transaction (issue 32): the process survives — an 'error' event
// nobody listens to would be thrown as an uncaught exception, which fails this file — the transaction
// fails to its caller, one log line says so, and the pool serves the next queries on new connections.
const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
const logger: Logger = {
  debug() {},
  info() {},
  warn: (msg, fields) => lines.push({ level: "warn", msg, fields }),
  error: (msg, fields) => lines.push({ level: "error", msg, fields }),
};

/** Breaks the connection `tx` runs on, from the database's side. */
async function breakConnection(driver: TestDatabase, database: Database, tx: Parameters<Parameters<Database["db"]["transaction"]>[0]>[0]): Promise<void> {
  if (driver.name === "PostgreSQL") {
    const [row] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
    await database.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
    await tx.execute(sql`select 1`);
  } else {
    // The embedded database's socket cuts off a client whose message is too large (the way a publish's
    // whole render once did).
    await tx.execute(sql`select ${"x".repeat(maxMessageBytes + 1)}`);
  }
}

describe.each(testDatabases(logger, "vesper-lost-connection-"))("a connection lost mid-transaction on $name", (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = (await driver.open()).database;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("fails that transaction only: the process lives on and the pool answers on new connections", { timeout: 60_000 }, async () => {
    lines.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await breakConnection(driver, database, tx);
      }),
    ).rejects.toThrow();
    // Let the connection's own 'error' and 'end' events arrive, then use every connection of the pool at once.
    await expect.poll(() => lines.filter((line) => line.msg.includes("a connection was lost")).length).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, index) => ((await database.db.execute(sql`select ${index}::int as n`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
      ),
    );
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await database.ping();
    // One line per lost connection, with codes only: no statement, no parameter.
    for (const line of lines.filter((entry) => entry.msg.includes("a connection was lost"))) {
      expect(line.level).toBe("error");
      expect(JSON.stringify(line).length).toBeLessThan(500);
    }
  });
});
