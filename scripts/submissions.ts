/**
 * Operators read what came in: `npm run submissions [-- --format table|csv|json] [--since 2026-01-01] [--limit 50]`.
 * Reads DATABASE_URL or the embedded database in DATA_DIR (stop the server first: PGlite allows one process).
 */
import { parseArgs } from "node:util";
import { readConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { createLogger } from "../server/logger.ts";
import { createSubmissionStore } from "../server/submissions.ts";
import { renderSubmissions, type SubmissionFormat } from "./lib/render-submissions.ts";

const { values } = parseArgs({
  options: {
    format: { type: "string", default: "table" },
    since: { type: "string" },
    limit: { type: "string", default: "50" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log("usage: npm run submissions -- [--format table|csv|json] [--since YYYY-MM-DD] [--limit N]");
  process.exit(0);
}
const format = values.format ?? "table";
if (!["table", "csv", "json"].includes(format)) {
  console.error(`--format must be table, csv or json (got "${format}")`);
  process.exit(2);
}
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) {
  console.error(`--since must be a date such as 2026-01-31 (got "${values.since}")`);
  process.exit(2);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number (got "${values.limit}")`);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: createLogger("warn") });
try {
  const rows = await createSubmissionStore(database.db).list({ since, limit });
  process.stdout.write(renderSubmissions(rows, format as SubmissionFormat, since));
} finally {
  await database.close();
}

