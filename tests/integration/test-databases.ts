import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../../server/db/database.ts";
import type { Logger } from "../../server/logger.ts";
import { afterAll, beforeAll, beforeEach } from "vitest";

export interface TestDatabase {
  name: string;
  open: () => Promise<{ database: Database; cleanup: () => void }>;
}

/**
 * The databases an integration test runs on: a throwaway PGlite folder always, and the PostgreSQL
 * server of `TEST_DATABASE_URL` when it is set (CI sets it). Use with `describe.each(...)`.
 */
export function testDatabases(logger: Logger, folderPrefix: string): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: "PGlite",
      open: async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
        const database = await openDatabase({ dataDir, logger });
        return { database, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    databases.push({
      name: "PostgreSQL",
      open: async () => ({ database: await openDatabase({ databaseUrl, dataDir: "unused", logger }), cleanup: () => {} }),
    });
  }
  return databases;
}

/**
 * The database of one `describe.each(testDatabases(...))` block: opened before its tests, closed after
 * them, and `truncate` (the tables, and any `cascade`) emptied with identities restarted before each
 * test. Read `.database` inside the tests (it is set once the block's tests start).
 */
export function useTestDatabase(driver: TestDatabase, truncate: string): { readonly database: Database } {
  const opened = {} as { database: Database; cleanup: () => void };
  beforeAll(async () => {
    Object.assign(opened, await driver.open());
  });
  afterAll(async () => {
    await opened.database.close();
    opened.cleanup();
  });
  beforeEach(async () => {
    await opened.database.db.execute(sql.raw(`truncate table ${truncate} restart identity`));
  });
  return opened;
}
