import { and, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { signInThrottles } from "../db/schema.ts";

/**
 * Failed sign-ins hold back further attempts, per account and per client address, with a delay that
 * doubles with each failure past the free ones. The counters live in the database, so every server
 * behind a load balancer counts the same failures. While held back, an attempt is refused before the
 * password is checked, so a guess made then proves nothing, even a right one.
 */
export const throttlePolicy = {
  /** Failures of one account allowed before the first delay. */
  accountFreeFailures: 4,
  /** An office may share one address: it gets more room before a delay. */
  addressFreeFailures: 19,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A failure this long after the previous one counts from one again. */
  forgetAfterMinutes: 60,
} as const;

/** Seconds an account or address waits after its `failures`-th failure in a row. */
export function delayAfterFailures(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(throttlePolicy.maxDelaySeconds, throttlePolicy.firstDelaySeconds * 2 ** (failures - freeFailures - 1));
}

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (address: string | undefined) => `address:${address ?? "unknown"}`;

/** Seconds left before any of `keys` may try again, or 0. */
export async function secondsHeldBack(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ seconds: sql<string>`ceil(extract(epoch from ${signInThrottles.blockedUntil} - now()))` })
    .from(signInThrottles)
    .where(and(inArray(signInThrottles.key, keys), gt(signInThrottles.blockedUntil, sql`now()`)));
  return Math.max(0, ...rows.map((row) => Number(row.seconds)));
}

/** Counts a failure against each key and holds it back as long as its count asks. */
export async function recordSignInFailure(db: Db, keys: { key: string; freeFailures: number }[]): Promise<void> {
  const forget = sql.raw(`interval '${throttlePolicy.forgetAfterMinutes} minutes'`);
  for (const { key, freeFailures } of keys) {
    const [row] = await db
      .insert(signInThrottles)
      .values({ key, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: {
          failures: sql`case when ${signInThrottles.lastFailureAt} < now() - ${forget} then 1 else ${signInThrottles.failures} + 1 end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: signInThrottles.failures });
    const delay = delayAfterFailures(row?.failures ?? 1, freeFailures);
    if (delay > 0) {
      await db
        .update(signInThrottles)
        .set({ blockedUntil: sql`now() + ${sql.raw(`interval '${delay} seconds'`)}` })
        .where(inArray(signInThrottles.key, [key]));
    }
  }
}

/** A successful sign-in clears its account's count (the address keeps its own). */
export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInThrottles).where(inArray(signInThrottles.key, [key]));
}

/** Deletes counters nobody has touched for a day (the daily housekeeping). */
export async function sweepSignInThrottles(db: Db): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(and(lt(signInThrottles.lastFailureAt, sql`now() - interval '1 day'`), sql`coalesce(${signInThrottles.blockedUntil} < now(), true)`));
}
