import { eq, lt, sql } from "./db/drizzle.ts";
import type { Options, Store } from "express-rate-limit";
import type { Database, Db } from "./db/database.ts";
import { batchWhileBusy } from "./db/batch-while-busy.ts";
import { rateLimitCounters } from "./db/schema.ts";
import { clientAddressDigest } from "./site-secrets/client-address-digest.ts";

/**
 * express-rate-limit's counters in the database, so servers behind a load balancer share
 * one count: 5 a minute is 5 a minute whatever the number of instances. A fixed window per key, counted
 * by one atomic upsert, so two servers incrementing at once cannot lose a hit. Used with DATABASE_URL
 * (the embedded database has one server, which counts in memory). A row is named by the limiter and the
 * client address's keyed digest (server/site-secrets/client-address-digest.ts), never by the address.
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

  /**
   * Hits of one key that arrive while its counter is being written wait and are then counted together,
   * in one statement that adds their number (server/db/batch-while-busy.ts): every hit of a busy address
   * otherwise waits its turn for the same row. Each hit still gets its own count, in the order the hits came.
   */
  private readonly counting = new Map<string, (hit: null) => Promise<Counted>>();

  increment(key: string): Promise<Counted> {
    let count = this.counting.get(key);
    if (!count) {
      count = batchWhileBusy(
        async (hits: null[]) => {
          const { hits: total, resetAt } = await this.add(key, hits.length);
          return hits.map((_, i) => ({ totalHits: total - hits.length + 1 + i, resetTime: resetAt }));
        },
        { start: "now", onIdle: () => this.counting.delete(key) },
      );
      this.counting.set(key, count);
    }
    return count(null);
  }

  /** The row's key of a client address: the limiter's prefix and the address's digest. */
  private async rowKey(key: string): Promise<string> {
    return this.prefix + (await clientAddressDigest(this.db, key));
  }

  private async add(key: string, hits: number) {
    const window = sql.raw(`interval '${Math.max(1, Math.round(this.windowMs))} milliseconds'`);
    const expired = sql`${rateLimitCounters.resetAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: await this.rowKey(key), hits, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then ${hits} else ${rateLimitCounters.hits} + ${hits} end`,
          resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { hits: row?.hits ?? hits, resetAt: row?.resetAt };
  }

  async get(key: string) {
    const [row] = await this.db
      .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, await this.rowKey(key)));
    return row && row.resetAt > new Date() ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(eq(rateLimitCounters.key, await this.rowKey(key)));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, await this.rowKey(key)));
  }
}

interface Counted {
  totalHits: number;
  resetTime: Date | undefined;
}

/** Deletes counters whose window is over (the daily housekeeping). */
export async function sweepRateLimitCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
}

/**
 * The store of the applications' limit: on PostgreSQL, counted in the database on the sessions that
 * commit without waiting for the disk (`Database.counters`); the embedded database has one server,
 * which counts in memory (undefined).
 */
export function applicationRateLimitStore(database: Database): DatabaseRateLimitStore | undefined {
  return database.kind === "postgres" ? new DatabaseRateLimitStore(database.counters ?? database.db) : undefined;
}
