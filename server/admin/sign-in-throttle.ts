import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { signInThrottles } from "../db/schema.ts";
import { clientAddressDigest } from "../site-secrets/client-address-digest.ts";

/**
 * Failed sign-ins hold back further attempts, per account and per client address, with a delay that
 * doubles with each failure past the free ones. The counters live in the database, so every server
 * behind a load balancer counts the same failures. While held back, an attempt is refused before the
 * password is checked, so a guess made then proves nothing, even a right one.
 *
 * However many attempts arrive at once, on however many servers: each one is counted as a failure, and
 * its hold set, in one transaction that locks its counters BEFORE its password is checked
 * (`reserveSignInAttempt`); only an attempt admitted there is checked. A success then gives its own
 * count back (`settleSignInAttempt`), so parallel attempts can never check more passwords than
 * attempts made one at a time could.
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

/** Whatever was typed as the e-mail (perhaps a password) is kept only as a hash, even for a day. */
export const accountKey = (email: string) => `account:${createHash("sha256").update(email).digest("hex")}`;
/** The client address is kept only as a keyed digest (server/site-secrets/), never as itself. */
export const addressKey = async (db: Db, address: string | undefined) => `address:${await clientAddressDigest(db, address)}`;

export interface ThrottleKey {
  key: string;
  freeFailures: number;
  /** A success clears this key's count (the account's); otherwise it only gives its own count back (the address's). */
  clearedBySuccess: boolean;
}

/** An admitted attempt's place in each of its counters, to settle once its password is checked. */
export interface ReservedSlot extends ThrottleKey {
  /** The key's failure count with this attempt in it. */
  slot: number;
  /** No other admitted attempt was in flight on this key when this one was admitted. */
  alone: boolean;
}

export type Reservation = { kind: "admitted"; slots: ReservedSlot[] } | { kind: "held-back"; seconds: number };

/** Thrown inside the reservation's transaction to undo it when a key is held back. */
class HeldBack extends Error {
  readonly seconds: number;
  constructor(seconds: number) {
    super("held back");
    this.seconds = seconds;
  }
}

/**
 * Admits an attempt, counting it as a failure of every key now, or refuses it while any key is held
 * back (then nothing is written). The keys' rows are locked one by one in a fixed order, so two
 * attempts sharing a key queue on it (and never deadlock), and the count and hold each one sees is the
 * one the attempt before it left.
 */
export async function reserveSignInAttempt(db: Db, keys: ThrottleKey[]): Promise<Reservation> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const forgotten = sql.raw(`interval '${throttlePolicy.forgetAfterMinutes} minutes'`);
  try {
    const slots = await db.transaction(async (tx) => {
      const rows = [];
      for (const key of ordered) {
        // An upsert that changes nothing: it creates the row if need be and locks it either way.
        const [row] = await tx
          .insert(signInThrottles)
          .values({ key: key.key, failures: 0, inFlight: 0, lastFailureAt: sql`now()` })
          .onConflictDoUpdate({ target: signInThrottles.key, set: { key: sql`excluded.key` } })
          .returning({
            failures: signInThrottles.failures,
            inFlight: signInThrottles.inFlight,
            heldSeconds: sql<string | null>`ceil(extract(epoch from ${signInThrottles.blockedUntil} - now()))`,
            forgotten: sql<boolean>`${signInThrottles.lastFailureAt} < now() - ${forgotten}`,
          });
        rows.push({ ...key, row: row! });
      }
      const seconds = Math.max(0, ...rows.map(({ row }) => Number(row.heldSeconds ?? 0)));
      if (seconds > 0) throw new HeldBack(seconds);
      const admitted: ReservedSlot[] = [];
      for (const { row, ...key } of rows) {
        // A failure this long after the previous one counts from one again (and an attempt that old is no longer in flight).
        const slot = row.forgotten ? 1 : row.failures + 1;
        const inFlight = row.forgotten ? 1 : row.inFlight + 1;
        const delay = delayAfterFailures(slot, key.freeFailures);
        await tx
          .update(signInThrottles)
          .set({
            failures: slot,
            inFlight,
            lastFailureAt: sql`now()`,
            blockedUntil: delay > 0 ? sql`now() + ${sql.raw(`interval '${delay} seconds'`)}` : null,
          })
          .where(eq(signInThrottles.key, key.key));
        admitted.push({ ...key, slot, alone: inFlight === 1 });
      }
      return admitted;
    });
    return { kind: "admitted", slots };
  } catch (error) {
    if (error instanceof HeldBack) return { kind: "held-back", seconds: error.seconds };
    throw error;
  }
}

/**
 * Settles an admitted attempt once its password is checked. A failure is already counted: it only
 * leaves the in-flight count. A success gives its own count back, on a key cleared by success wipes the
 * count only when no other attempt overlapped it, and lifts a hold the remaining count does not justify.
 * One statement per key, so a settlement never holds one row while waiting for another.
 */
export async function settleSignInAttempt(db: Db, slots: ReservedSlot[], succeeded: boolean): Promise<void> {
  for (const slot of slots) {
    if (!succeeded) {
      await db
        .update(signInThrottles)
        .set({ inFlight: sql`greatest(${signInThrottles.inFlight} - 1, 0)` })
        .where(eq(signInThrottles.key, slot.key));
      continue;
    }
    // Wipe only if nothing overlapped: failures made in parallel (none in flight at admission, none admitted since) must stay counted.
    const wipe = slot.clearedBySuccess && slot.alone ? sql`${signInThrottles.failures} = ${slot.slot}` : sql`false`;
    const left = sql`case when ${wipe} then 0 else greatest(${signInThrottles.failures} - 1, 0) end`;
    await db
      .update(signInThrottles)
      .set({
        failures: left,
        inFlight: sql`greatest(${signInThrottles.inFlight} - 1, 0)`,
        blockedUntil: sql`case when ${left} <= ${slot.freeFailures} then null else ${signInThrottles.blockedUntil} end`,
      })
      .where(eq(signInThrottles.key, slot.key));
  }
}

/** Deletes counters nobody has touched for a day (the daily housekeeping). */
export async function sweepSignInThrottles(db: Db): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(and(lt(signInThrottles.lastFailureAt, sql`now() - interval '1 day'`), sql`coalesce(${signInThrottles.blockedUntil} < now(), true)`));
}
