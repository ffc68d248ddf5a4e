import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInbox } from "../../server/admin/inbox.ts";
import { readForExport } from "./read-export.ts";
import type { Database } from "../../server/db/database.ts";
import { applications } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { readInboxFilter } from "../../app/lib/contracts/inbox-filter.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

// /admin?to=9999-12-31 and /admin?from=0000-01-01 once answered 500: the day reached the database.
describe.each(testDatabases(quiet, "vesper-dates-"))("the inbox's date filter at the edges on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    await database.db.delete(applications);
    await database.db.insert(applications).values({ name: "Edge Case", email: "edge@example.com", division: "noxgpt", message: "Dates." });
  });
  afterAll(async () => {
    await database.db.delete(applications);
    await database.close();
    cleanup();
  });

  const queries = ["to=9999-12-31", "from=0000-01-01", "from=0000-01-01&to=9999-12-31", "from=1970-01-01&to=9998-12-31", "from=9998-12-31"];
  it.each(queries)("?%s answers the inbox and the export", async (query) => {
    const filter = readInboxFilter(new URLSearchParams(query));
    const inbox = await readInbox(database.db, filter, 1);
    const rows = await readForExport(database.db, filter);
    const expected = query === "from=9998-12-31" ? 0 : 1;
    expect(inbox.total).toBe(expected);
    expect(rows).toHaveLength(expected);
  });
});
