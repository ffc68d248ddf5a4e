/**
 * How large the insights' table grows (a script with printed figures; issue 36): a year of hourly counts
 * for 60 pages, written through the same upsert the server uses (server/insights/insights-store.ts) into
 * a throwaway embedded database (or DATABASE_URL's PostgreSQL, which must be a scratch database: its
 * insights_counts is emptied first), then the table's size with its index as PostgreSQL reports it.
 *
 *   npm run insights:size [-- --pages 60 --days 365]
 * Every hour of the year has a view of every page, with a device, a referrer and a 404: far more than a
 * site this size sees, so the figure is a ceiling.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "../server/db/drizzle.ts";
import { openDatabase } from "../server/db/database.ts";
import { addCounts } from "../server/insights/insights-store.ts";
import type { CountRow } from "../server/insights/tally.ts";
import { createLogger } from "../server/logger.ts";

const { values } = parseArgs({ options: { pages: { type: "string", default: "60" }, days: { type: "string", default: "365" } } });
const pages = Number(values.pages);
const days = Number(values.days);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-insights-size-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, logger: createLogger("warn") });
try {
  await database.db.execute(sql`truncate table insights_counts`);
  const start = Date.UTC(2026, 0, 1);
  const devices = ["phone", "tablet", "desktop"] as const;
  let rows = 0;
  for (let hour = 0; hour < days * 24; hour++) {
    const at = new Date(start + hour * 3_600_000);
    const batch: CountRow[] = [];
    for (let page = 0; page < pages; page++) batch.push({ hour: at, dimension: "page", value: `/section-${page % 6}/page-${page}`, count: 1 + (page % 7) });
    for (const device of devices) batch.push({ hour: at, dimension: "device", value: device, count: 5 });
    batch.push({ hour: at, dimension: "referrer", value: `site-${hour % 20}.example`, count: 2 });
    batch.push({ hour: at, dimension: "not-found", value: `/missing-${hour % 30}`, count: 1 });
    await addCounts(database.db, batch);
    rows += batch.length;
  }
  const size = await database.db.execute(
    sql`select pg_total_relation_size('insights_counts') as total, pg_relation_size('insights_counts') as heap, pg_indexes_size('insights_counts') as indexes`,
  );
  const [sizes] = (size as unknown as { rows: { total: string; heap: string; indexes: string }[] }).rows;
  const mb = (bytes: string | undefined) => (Number(bytes) / 1024 / 1024).toFixed(1);
  console.log(`insights_counts after ${days} days of hourly counts for ${pages} pages (+3 devices, 1 referrer, 1 404 an hour): ${rows} rows`);
  console.log(`  total ${mb(sizes?.total)} MB (table ${mb(sizes?.heap)} MB, primary key ${mb(sizes?.indexes)} MB) on ${database.kind}`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
