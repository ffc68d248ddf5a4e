import { sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { insightsCounts } from "../db/schema.ts";
import type { CountRow } from "./tally.ts";

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Rows per statement: four parameters each, far below PostgreSQL's 65 535. */
const rowsPerStatement = 1000;

/**
 * Adds a batch's counts to the hourly rows: an upsert that adds, so two servers writing the same hour
 * and page at once both land (the row lock orders them), and nothing is ever overwritten. One
 * transaction for the batch: it lands whole or not at all, so a failed batch can be retried without
 * counting any of it twice.
 */
export async function addCounts(db: Db, rows: readonly CountRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One order for every server's batch, so two transactions locking the same rows never wait on each other in a circle.
  const sorted = [...rows].sort((a, b) => a.hour.getTime() - b.hour.getTime() || compare(a.dimension, b.dimension) || compare(a.value, b.value));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await tx
        .insert(insightsCounts)
        .values(sorted.slice(start, start + rowsPerStatement))
        .onConflictDoUpdate({
          target: [insightsCounts.hour, insightsCounts.dimension, insightsCounts.value],
          set: { count: sql`${insightsCounts.count} + excluded.count` },
        });
    }
  });
}
