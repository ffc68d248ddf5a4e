/**
 * Operators read what came in: `npm run applications [-- --format table|csv|json] [--since 2026-01-01] [--limit 50]`
 * (`npm run submissions` is the same command under its former name),
 * with each application's mail delivery; `-- --outbox` lists the messages pending or failed, and
 * `-- --retry-failed` puts the failed ones back in the queue.
 * Retention (docs/product.md#retention): `--purge` deletes what is past the privacy policy's periods (for cron; the
 * server also does it daily), `--erase EMAIL` deletes everything one applicant sent. Both are audited
 * with counts only.
 * Reads DATABASE_URL, or the embedded database in DATA_DIR: through the running server's socket while
 * a server runs, directly when none does (server/db/operator-database.ts).
 */
import { parseArgs } from "node:util";
import { cliActor } from "./lib/cli-actor.ts";
import { readConfig } from "../server/config.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { OperatorDatabaseError, openOperatorDatabase } from "../server/db/operator-database.ts";
import { eraseApplicantByEmail, purgeExpiredApplications, purgeExpiredInquiries } from "../server/retention.ts";
import { createLogger } from "../server/logger.ts";
import { deliveryStatesOf, listUndelivered, retryFailed } from "../server/mail/delivery-state.ts";
import { readMailConfig } from "../server/mail/mail-config.ts";
import { createApplicationStore } from "../server/applications/store.ts";
import { renderOutbox } from "./lib/render-outbox.ts";
import { renderApplications, type ApplicationListFormat } from "./lib/render-applications.ts";

const { values } = parseArgs({
  options: {
    format: { type: "string", default: "table" },
    since: { type: "string" },
    limit: { type: "string", default: "50" },
    outbox: { type: "boolean", default: false },
    "retry-failed": { type: "boolean", default: false },
    purge: { type: "boolean" },
    erase: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log("usage: npm run applications -- [--format table|csv|json] [--since YYYY-MM-DD] [--limit N]");
  console.log("       npm run applications -- --outbox         the mail not delivered yet, and the mail given up");
  console.log("       npm run applications -- --retry-failed   put every failed message back in the queue");
  console.log("       npm run applications -- --purge          delete what is past the privacy policy's retention periods");
  console.log("       npm run applications -- --erase EMAIL    delete everything one person sent: applications and project inquiries");
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

if ([values.purge, values.erase !== undefined, values.outbox, values["retry-failed"]].filter(Boolean).length > 1) {
  console.error("--outbox, --retry-failed, --purge and --erase are separate runs: give one of them");
  process.exit(2);
}
if (values.erase !== undefined && !/^[^\s@]+@[^\s@]+$/.test(values.erase.trim())) {
  console.error(`--erase needs the applicant's e-mail address (got "${values.erase}")`);
  process.exit(2);
}

const config = readConfig();
let database;
try {
  database = await openOperatorDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: createLogger("warn") });
} catch (error) {
  if (error instanceof OperatorDatabaseError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  if (values.purge) {
    const { deleted } = await purgeExpiredApplications(database.db, cliActor());
    const { deleted: inquiries } = await purgeExpiredInquiries(database.db, cliActor());
    console.log(
      `Purge: ${deleted} application${deleted === 1 ? "" : "s"} and ${inquiries} project inquir${inquiries === 1 ? "y" : "ies"} past the retention period deleted.`,
    );
  } else if (values.erase !== undefined) {
    const { deleted, inquiries } = await eraseApplicantByEmail(database.db, values.erase, cliActor());
    console.log(`Erased ${deleted} application${deleted === 1 ? "" : "s"} and ${inquiries} project inquir${inquiries === 1 ? "y" : "ies"} from that address.`);
  } else if (values["retry-failed"]) {
    const requeued = await retryFailed(database.db);
    console.log(`${requeued} failed message(s) requeued: the server (or npm run mailer) sends them with its next look at the outbox.`);
  } else if (values.outbox) {
    process.stdout.write(renderOutbox(await listUndelivered(database.db), readMailConfig().hiringEmails));
  } else {
    const rows = await createApplicationStore(database.db).list({ since, limit });
    const deliveries = await deliveryStatesOf(
      database.db,
      rows.map((row) => row.id),
    );
    process.stdout.write(renderApplications(rows, format as ApplicationListFormat, since, deliveries));
  }
} finally {
  await database.close();
}
