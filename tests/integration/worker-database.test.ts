import pg from "pg";
import { describe, expect, it } from "vitest";

// Test files run two at a time, and files that use PostgreSQL empty its tables between tests: each
// worker must be on a database of its own (tests/support/worker-postgres.ts), never the server's own.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the test PostgreSQL", () => {
  it("is a database of this worker's own", async () => {
    const serverDatabase = new URL(process.env.VESPER_TEST_SERVER_URL ?? "").pathname.slice(1);
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("select current_database() as name");
      expect(rows[0]?.name).toBe(`${serverDatabase}_w${process.env.VITEST_POOL_ID}`);
    } finally {
      await client.end();
    }
  });
});
