/**
 * Operators read what came in: `npm run submissions [-- --format table|csv|json] [--since 2026-01-01] [--limit 50]`,
 * with each application's mail delivery; `-- --outbox` lists the messages pending or failed, and
 * `-- --retry-failed` puts the failed ones back in the queue.
 * Reads DATABASE_URL or the embedded database in DATA_DIR (stop the server first: PGlite allows one process).
 */
import { parseArgs } from "node:util";
import { readConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { createLogger } from "../server/logger.ts";
import { deliveryStatesOf, listUndelivered, retryFailed } from "../server/mail/delivery-state.ts";
import { readMailConfig } from "../server/mail/mail-config.ts";
import { createSubmissionStore } from "../server/submissions.ts";
import { renderOutbox } from "./lib/render-outbox.ts";
import { renderSubmissions, type SubmissionFormat } from "./lib/render-submissions.ts";

const { values } = parseArgs({
  options: {
    format: { type: "string", default: "table" },
    since: { type: "string" },
    limit: { type: "string", default: "50" },
    outbox: { type: "boolean", default: false },
    "retry-failed": { type: "boolean", default: false },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log("usage: npm run submissions -- [--format table|csv|json] [--since YYYY-MM-DD] [--limit N]");
  console.log("       npm run submissions -- --outbox         the mail not delivered yet, and the mail given up");
  console.log("       npm run submissions -- --retry-failed   put every failed message back in the queue");
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
  if (values["retry-failed"]) {
    const requeued = await retryFailed(database.db);
    console.log(`${requeued} failed message(s) requeued: the server (or npm run mailer) sends them with its next look at the outbox.`);
  } else if (values.outbox) {
    process.stdout.write(renderOutbox(await listUndelivered(database.db), readMailConfig().hiringEmails));
  } else {
    const rows = await createSubmissionStore(database.db).list({ since, limit });
    const deliveries = await deliveryStatesOf(database.db, rows.map((row) => row.id));
    process.stdout.write(renderSubmissions(rows, format as SubmissionFormat, since, deliveries));
  }
} finally {
  await database.close();
}

