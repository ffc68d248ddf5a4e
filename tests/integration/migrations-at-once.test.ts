import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import type { Logger } from "../../server/logger.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

// Two servers deployed at once on a new PostgreSQL database (or scaled to two at the first deploy) both
// migrate it at start-up: one must wait for the other, not fail on a table the other just created.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("migrations on a new PostgreSQL database", () => {
  it("three servers starting at once all open it, and each migration is applied once", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `${new URL(serverUrl).pathname.slice(1)}_migrate_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: "unused", logger: quiet })));
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "opened"))).toEqual(["opened", "opened", "opened"]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ applied: string; distinct: string }>(
        "select count(*) as applied, count(distinct hash) as distinct from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(Number(rows[0]!.applied)).toBeGreaterThan(10);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
