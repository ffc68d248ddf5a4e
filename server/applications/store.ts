import { and, desc, eq, gte, lt, sql } from "../db/drizzle.ts";
import type { Application } from "../../app/lib/contracts/application.ts";
import type { Receipt } from "../../app/lib/contracts/application-outcome.ts";
import type { Db } from "../db/database.ts";
import { batchWhileBusy } from "../db/batch-while-busy.ts";
import { applicationIdempotencyKeys, applications, type StoredApplication } from "../db/schema.ts";
import type { Tx } from "../db/transaction.ts";
import { enqueueApplicationMail, type ConfirmationLimits } from "../mail/outbox.ts";

/** A key names one application for this long; after that the same key starts a new one. */
export const idempotencyKeyLifetimeHours = 24;

export interface IdempotencyClaim {
  key: string;
  /** Hash of the normalised application (hash.ts). */
  bodyHash: string;
}

export type StoreResult = { kind: "stored"; receipt: Receipt; replayed: boolean } | { kind: "key-conflict" };

export interface ApplicationStore {
  /**
   * Stores one application in one transaction and resolves only after it is committed. A key seen in
   * the last 24 hours with the same body yields the first receipt and no second row; with another body,
   * "key-conflict". The same transaction writes the mail the application owes (the outbox).
   */
  submit(application: Application, claim?: IdempotencyClaim): Promise<StoreResult>;
  list(options?: { since?: Date; limit?: number }): Promise<StoredApplication[]>;
}

function toReceipt(row: { id: number; createdAt: Date }): Receipt {
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Thrown inside the transaction to roll back its insert when another request holds the key. */
class KeyAlreadyClaimed extends Error {}

const expired = sql`now() - ${sql.raw(`interval '${idempotencyKeyLifetimeHours} hours'`)}`;

function submissionRow(application: Application) {
  return {
    name: application.name,
    email: application.email,
    discord: application.discord || null,
    division: application.division,
    portfolio: application.portfolio || null,
    message: application.message,
  };
}

/** What the group commit carries: an application, and the idempotency key it claims if it has one. */
interface Submission {
  application: Application;
  claim?: IdempotencyClaim;
}

const receiptColumns = { id: applications.id, createdAt: applications.createdAt };

/** The applications in one statement; PostgreSQL returns the rows of an INSERT … VALUES in their order. */
async function insertApplications(tx: Tx, submitted: readonly Application[]) {
  const rows = await tx.insert(applications).values(submitted.map(submissionRow)).returning(receiptColumns);
  if (rows.length !== submitted.length) throw new Error(`insert returned ${rows.length} rows for ${submitted.length} applications`);
  return rows;
}

/**
 * The application and its key in one statement (one round trip to the database): a key another
 * transaction holds makes the key's insert wait for it, then claim nothing, and the caller rolls back.
 */
async function insertClaimingKey(tx: Tx, application: Application, claim: IdempotencyClaim) {
  const submission = tx.$with("submission").as(tx.insert(applications).values(submissionRow(application)).returning(receiptColumns));
  const claimed = tx.$with("claimed").as(
    tx
      .insert(applicationIdempotencyKeys)
      .select((qb) =>
        qb
          .select({
            key: sql<string>`${claim.key}::text`.as("key"),
            bodyHash: sql<string>`${claim.bodyHash}::text`.as("body_hash"),
            submissionId: submission.id,
            createdAt: sql<Date>`now()`.as("created_at"),
          })
          .from(submission),
      )
      .onConflictDoNothing()
      .returning({ key: applicationIdempotencyKeys.key }),
  );
  const [row] = await tx
    .with(submission, claimed)
    .select({ id: submission.id, createdAt: submission.createdAt, claimed: sql<boolean>`exists (select 1 from ${claimed})` })
    .from(submission);
  if (!row) throw new Error("insert returned no row");
  if (!row.claimed) throw new KeyAlreadyClaimed();
  return row;
}

/** At most this many applications share one transaction (bounds one statement's parameters). */
const largestGroup = 100;

/** How long, at most, a group under load waits to grow (see beforeBatch below), and what "under load" means. */
const groupDelayMs = 4;
const loadWindowMs = 50;

/** `limits`: the site-wide confirmation cap (MAIL_CONFIRMATIONS_PER_HOUR); its default when not given. */
export function createApplicationStore(db: Db, limits?: ConfirmationLimits): ApplicationStore {
  let lastSweep = 0;

  async function insert(application: Application, claim: IdempotencyClaim | undefined, forgetExpiredKey: boolean): Promise<Receipt> {
    return db.transaction(async (tx) => {
      if (claim && forgetExpiredKey) {
        // An expired key is forgotten, so it can name a new application.
        await tx
          .delete(applicationIdempotencyKeys)
          .where(and(eq(applicationIdempotencyKeys.key, claim.key), lt(applicationIdempotencyKeys.createdAt, expired)));
      }
      const row = claim ? await insertClaimingKey(tx, application, claim) : (await insertApplications(tx, [application]))[0]!;
      // The mail this application owes, committed with it or not at all (server/mail/outbox.ts).
      await enqueueApplicationMail(tx, [{ id: row.id, email: application.email }], limits);
      return toReceipt(row);
    });
  }

  /**
   * Applications and their mail in one transaction, whatever their number: one insert, one insert of
   * the keys of those that have one, and the outbox's three. A key already taken rolls the group back
   * (its applications are then tried alone, where the key's owner is looked up).
   */
  async function insertGroup(items: Submission[]): Promise<Receipt[]> {
    return db.transaction(async (tx) => {
      const rows = await insertApplications(
        tx,
        items.map((item) => item.application),
      );
      const keys = items.flatMap((item, i) => (item.claim ? [{ key: item.claim.key, bodyHash: item.claim.bodyHash, submissionId: rows[i]!.id }] : []));
      if (keys.length > 0) {
        // Like insertClaimingKey: a key another transaction holds makes this wait for it, then claim nothing.
        const claimed = await tx.insert(applicationIdempotencyKeys).values(keys).onConflictDoNothing().returning({ key: applicationIdempotencyKeys.key });
        if (claimed.length !== keys.length) throw new KeyAlreadyClaimed();
      }
      await enqueueApplicationMail(
        tx,
        rows.map((row, i) => ({ id: row.id, email: items[i]!.application.email })),
        limits,
      );
      return rows.map(toReceipt);
    });
  }

  /** Alone, an application goes in its own transaction: with a key, claimed in the same statement as the insert. */
  async function storeBatch(items: Submission[]): Promise<Receipt[]> {
    return items.length === 1 ? [await insert(items[0]!.application, items[0]!.claim, false)] : insertGroup(items);
  }

  /*
   * Group commit (server/db/batch-while-busy.ts). Applications, with a key or without, that arrive while
   * a transaction is under way wait for it and are then stored together in the next one: at a hundred
   * arrivals a second this stores them several times faster than one transaction each. Alone, an
   * application goes at once. Each caller is answered only after the commit that holds its row; if a
   * group's transaction fails, each of its applications is tried alone, so one the database refuses
   * does not take the others with it.
   */
  /** The size of the last group, and when it was stored: under load, the next one waits to be as large. */
  let lastGroup = { size: 0, at: 0 };
  const storeTogether = batchWhileBusy(storeBatch, {
    maxBatch: largestGroup,
    // Under load, the answers just sent bring their connections' next applications within moments:
    // wait those (a few ms at most) rather than commit a few alone and make the rest wait a whole
    // transaction — PostgreSQL's commit_delay, for the same reason. Idle, an application goes at once.
    async beforeBatch(waiting) {
      const underLoad = performance.now() - lastGroup.at < loadWindowMs;
      for (let waited = 0; underLoad && waiting() < lastGroup.size && waited < groupDelayMs; waited++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
    afterBatch(size) {
      lastGroup = { size, at: performance.now() };
    },
    retryAlone: (item) => insert(item.application, item.claim, false),
  });

  async function earlierUse(key: string) {
    const [row] = await db
      .select({
        bodyHash: applicationIdempotencyKeys.bodyHash,
        id: applications.id,
        createdAt: applications.createdAt,
        expired: sql<boolean>`${applicationIdempotencyKeys.createdAt} < ${expired}`,
      })
      .from(applicationIdempotencyKeys)
      .innerJoin(applications, eq(applications.id, applicationIdempotencyKeys.submissionId))
      .where(eq(applicationIdempotencyKeys.key, key));
    return row;
  }

  async function sweepExpiredKeys() {
    if (Date.now() - lastSweep < 60 * 60 * 1000) return;
    lastSweep = Date.now();
    await db.delete(applicationIdempotencyKeys).where(lt(applicationIdempotencyKeys.createdAt, expired));
  }

  return {
    async submit(application, claim) {
      await sweepExpiredKeys();
      if (!claim) return { kind: "stored", receipt: await storeTogether({ application }), replayed: false };
      // Optimistic: the insert claims the key in the same transaction; only a taken key costs a look-up.
      // The first try joins the group commit; a try after a look-up goes alone.
      let forgetExpiredKey = false;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const receipt = attempt === 0 ? await storeTogether({ application, claim }) : await insert(application, claim, forgetExpiredKey);
          return { kind: "stored", receipt, replayed: false };
        } catch (error) {
          if (!(error instanceof KeyAlreadyClaimed) || !claim) throw error;
        }
        const earlier = await earlierUse(claim.key);
        if (!earlier) continue; // released meanwhile: try again
        if (earlier.expired) {
          forgetExpiredKey = true;
          continue;
        }
        if (earlier.bodyHash !== claim.bodyHash) return { kind: "key-conflict" };
        return { kind: "stored", receipt: toReceipt(earlier), replayed: true };
      }
      throw new Error("the idempotency key kept changing hands");
    },

    async list({ since, limit = 50 } = {}) {
      return db
        .select()
        .from(applications)
        .where(since ? gte(applications.createdAt, since) : undefined)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit);
    },
  };
}
