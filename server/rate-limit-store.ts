import { eq, lt, sql } from "./db/drizzle.ts";
import type { Options, Store } from "express-rate-limit";
import type { Db } from "./db/database.ts";
import { rateLimitCounters } from "./db/schema.ts";

/**
 * express-rate-limit's counters in the database, so servers behind a load balancer share
 * one count: 5 a minute is 5 a minute whatever the number of instances. A fixed window per key, counted
 * by one atomic upsert, so two servers incrementing at once cannot lose a hit. Used with DATABASE_URL
 * (the embedded database has one server, which counts in memory).
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private readonly db: Db;

  constructor(db: Db, prefix = "applications:") {
    this.db = db;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const window = sql.raw(`interval '${Math.max(1, Math.round(this.windowMs))} milliseconds'`);
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.prefix + key, hits: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { totalHits: row?.hits ?? 1, resetTime: row?.resetAt };
  }

  async get(key: string) {
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, this.prefix + key));
    return row && row.resetAt > new Date() ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, this.prefix + key));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.prefix + key));
  }
}

/** Deletes counters whose window is over (the daily housekeeping). */
export async function sweepRateLimitCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
}
