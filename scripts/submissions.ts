/**
 * Operators read what came in: `npm run submissions [-- --format table|csv|json] [--since 2026-01-01] [--limit 50]`.
 * Reads DATABASE_URL or the embedded database in DATA_DIR (stop the server first: PGlite allows one process).
 */
import { parseArgs } from "node:util";
import { readConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import type { ContactSubmission } from "../server/db/schema.ts";
import { createLogger } from "../server/logger.ts";
import { createSubmissionStore } from "../server/submissions.ts";

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
  process.stdout.write(render(rows, format));
} finally {
  await database.close();
}

function render(rows: ContactSubmission[], as: string): string {
  const records = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    discord: row.discord ?? "",
    division: row.division,
    portfolio: row.portfolio ?? "",
    message: row.message,
  }));
  if (as === "json") return JSON.stringify(records, null, 2) + "\n";
  const columns = ["id", "createdAt", "name", "email", "discord", "division", "portfolio", "message"] as const;
  if (as === "csv") {
    const cell = (value: string | number) => {
      const text = String(value);
      // Quote as RFC 4180 asks, and defuse spreadsheet formulas in visitor-supplied text.
      const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
      return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    };
    return [columns.join(","), ...records.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n") + "\n";
  }
  if (records.length === 0) return "No submissions" + (since ? ` since ${since.toISOString()}` : "") + ".\n";
  const clip = (value: string | number, width: number) => {
    const text = String(value).replace(/\s+/g, " ");
    return (text.length > width ? text.slice(0, width - 1) + "…" : text).padEnd(width);
  };
  const widths = { id: 5, createdAt: 20, name: 20, email: 26, discord: 12, division: 15, portfolio: 24, message: 40 };
  const header = columns.map((c) => clip(c, widths[c])).join(" ");
  const lines = records.map((r) => columns.map((c) => clip(c === "createdAt" ? r.createdAt.slice(0, 19).replace("T", " ") : r[c], widths[c])).join(" "));
  return [header, "-".repeat(header.length), ...lines, `\n${records.length} submission(s), newest first.`].join("\n") + "\n";
}
