import { and, desc, eq, lt, sql } from "../db/drizzle.ts";
import { inquiryPromise } from "../../app/content/inquiry-promise.ts";
import type { Receipt } from "../../app/lib/contracts/application-outcome.ts";
import type { InquiryData } from "../../app/lib/contracts/inquiry.ts";
import type { Db } from "../db/database.ts";
import { inquiries, inquiryIdempotencyKeys, type Inquiry } from "../db/schema.ts";
import { enqueueInquiryMail, type ConfirmationLimits } from "../mail/outbox.ts";
import { idempotencyKeyLifetimeHours, type IdempotencyClaim, type StoreResult } from "../applications/store.ts";

export type { IdempotencyClaim, StoreResult };

export interface InquiryStore {
  /**
   * Stores one inquiry, routed to `teamEmails`, in one transaction with the mail it owes (the outbox),
   * and resolves only after the commit. A key seen in the last 24 hours with the same body yields the
   * first receipt and no second row; with another body, "key-conflict".
   */
  submit(inquiry: InquiryData, teamEmails: readonly string[], claim?: IdempotencyClaim): Promise<StoreResult>;
  list(options?: { limit?: number }): Promise<Inquiry[]>;
}

function toReceipt(row: { id: number; createdAt: Date }): Receipt {
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** Thrown inside the transaction to roll back its insert when another request holds the key. */
class KeyAlreadyClaimed extends Error {}

const expired = sql`now() - ${sql.raw(`interval '${idempotencyKeyLifetimeHours} hours'`)}`;

/**
 * Inquiries are one form's worth of traffic, far fewer than applications at a job fair: each goes in a
 * transaction of its own (no group commit), claiming its key in the same transaction as its row.
 * `limits`: the site-wide confirmation cap (MAIL_CONFIRMATIONS_PER_HOUR), shared with applications.
 */
export function createInquiryStore(db: Db, limits?: ConfirmationLimits): InquiryStore {
  let lastSweep = 0;

  async function insert(inquiry: InquiryData, teamEmails: readonly string[], claim: IdempotencyClaim | undefined, forgetExpiredKey: boolean): Promise<Receipt> {
    return db.transaction(async (tx) => {
      if (claim && forgetExpiredKey) {
        // An expired key is forgotten, so it can name a new inquiry.
        await tx.delete(inquiryIdempotencyKeys).where(and(eq(inquiryIdempotencyKeys.key, claim.key), lt(inquiryIdempotencyKeys.createdAt, expired)));
      }
      const [row] = await tx
        .insert(inquiries)
        .values({
          name: inquiry.name,
          email: inquiry.email,
          company: inquiry.company || null,
          topic: inquiry.topic,
          budget: inquiry.budget || null,
          wishedStart: inquiry.wishedStart || null,
          description: inquiry.description,
          link: inquiry.link || null,
          teamEmail: teamEmails.join(","),
          // The transaction's time, as created_at's default: due exactly the promised hours after arrival.
          answerDueAt: sql`now() + make_interval(hours => ${inquiryPromise.responseTimeHours})`,
        })
        .returning({ id: inquiries.id, createdAt: inquiries.createdAt, answerDueAt: inquiries.answerDueAt });
      if (!row) throw new Error("insert returned no row");
      if (claim) {
        // A key another transaction holds makes this wait for it, then claim nothing: roll back.
        const claimed = await tx
          .insert(inquiryIdempotencyKeys)
          .values({ key: claim.key, bodyHash: claim.bodyHash, inquiryId: row.id })
          .onConflictDoNothing()
          .returning({ key: inquiryIdempotencyKeys.key });
        if (claimed.length === 0) throw new KeyAlreadyClaimed();
      }
      // The mail this inquiry owes, committed with it or not at all (server/mail/outbox.ts).
      await enqueueInquiryMail(tx, { id: row.id, email: inquiry.email, answerDueAt: row.answerDueAt }, limits);
      return toReceipt(row);
    });
  }

  async function earlierUse(key: string) {
    const [row] = await db
      .select({
        bodyHash: inquiryIdempotencyKeys.bodyHash,
        id: inquiries.id,
        createdAt: inquiries.createdAt,
        expired: sql<boolean>`${inquiryIdempotencyKeys.createdAt} < ${expired}`,
      })
      .from(inquiryIdempotencyKeys)
      .innerJoin(inquiries, eq(inquiries.id, inquiryIdempotencyKeys.inquiryId))
      .where(eq(inquiryIdempotencyKeys.key, key));
    return row;
  }

  async function sweepExpiredKeys() {
    if (Date.now() - lastSweep < 60 * 60 * 1000) return;
    lastSweep = Date.now();
    await db.delete(inquiryIdempotencyKeys).where(lt(inquiryIdempotencyKeys.createdAt, expired));
  }

  return {
    async submit(inquiry, teamEmails, claim) {
      await sweepExpiredKeys();
      if (!claim) return { kind: "stored", receipt: await insert(inquiry, teamEmails, undefined, false), replayed: false };
      // Optimistic: the insert claims the key in its own transaction; only a taken key costs a look-up.
      let forgetExpiredKey = false;
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          return { kind: "stored", receipt: await insert(inquiry, teamEmails, claim, forgetExpiredKey), replayed: false };
        } catch (error) {
          if (!(error instanceof KeyAlreadyClaimed)) throw error;
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

    async list({ limit = 50 } = {}) {
      return db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit);
    },
  };
}
