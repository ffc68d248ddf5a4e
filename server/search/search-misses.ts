/**
 * What visitors searched for and did not find (decision 040): each query /search answered with no result,
 * counted per day (UTC) and cleaned, lower-cased query — no person, no address, no time of day. The owners
 * and editors read the most asked of the last days (`topMissedSearches`, /admin/search-misses).
 */
import { sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { searchMisses } from "../db/schema.ts";

/** The most different queries counted on one day: a flood of made-up queries adds no rows past it (the ones already counted still count). */
export const maxMissedQueriesPerDay = 1000;

/**
 * A query that looks like it holds a person's contact details (an e-mail address, a phone number) is
 * not kept: the count is of what people look for, never of who they are.
 */
export function looksPersonal(query: string): boolean {
  return query.includes("@") || /\d(?:[\s().-]*\d){5,}/.test(query);
}

function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Counts one search that found nothing. `query` is cleaned already (app/lib/contracts/search-index.ts `cleanSearchQuery`). */
export async function recordMissedSearch(db: Db, query: string, now = new Date()): Promise<void> {
  const counted = query.toLowerCase();
  if (counted === "" || looksPersonal(counted)) return;
  const day = dayOf(now);
  await db.execute(sql`
    insert into ${searchMisses} (day, query, count)
    select ${day}, ${counted}, 1
    where exists (select 1 from ${searchMisses} where day = ${day} and query = ${counted})
       or (select count(*) from ${searchMisses} where day = ${day}) < ${maxMissedQueriesPerDay}
    on conflict (day, query) do update set count = ${searchMisses}.count + 1`);
}

export interface MissedSearch {
  query: string;
  /** How often it was asked in the period. */
  count: number;
  /** The last day (YYYY-MM-DD) it was asked. */
  lastDay: string;
}

/** The queries that found nothing in the last `days` days (today included), most asked first, at most `limit`. */
export async function topMissedSearches(db: Db, days: number, limit = 50, now = new Date()): Promise<MissedSearch[]> {
  const since = dayOf(new Date(now.getTime() - (Math.max(1, days) - 1) * 86_400_000));
  const rows = await db
    .select({ query: searchMisses.query, count: sql<number>`sum(${searchMisses.count})::integer`, lastDay: sql<string>`max(${searchMisses.day})` })
    .from(searchMisses)
    .where(sql`${searchMisses.day} >= ${since}`)
    .groupBy(searchMisses.query)
    .orderBy(sql`2 desc`, searchMisses.query)
    .limit(limit);
  return rows.map((row) => ({ query: row.query, count: Number(row.count), lastDay: row.lastDay }));
}
