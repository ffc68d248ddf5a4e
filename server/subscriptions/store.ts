// Newsletter subscriptions' writes (decision 038): a request from the box, in one transaction with its confirmation mail.
import { sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { newsletterSubscribers, type NewsletterStatus } from "../db/schema.ts";
import { enqueueNewsletterConfirmation, type ConfirmationLimits } from "../mail/outbox.ts";
import { canonicalMailbox } from "../mail/mailbox-providers.ts";
import { confirmationDays } from "../newsletter/tokens.ts";

/** What a request did, for the tests and the log (never for the visitor, who reads the same answer every time). */
export interface SubscribeResult {
  id: number;
  /** The subscription's status before the request: none (a new mailbox), pending, confirmed or unsubscribed. */
  was: NewsletterStatus | "new";
}

export interface SubscriptionStore {
  /**
   * Records a request for `email` (one already checked to be a plain mailbox) and, unless the mailbox is
   * already confirmed, queues its confirmation, in one transaction.
   */
  subscribe(email: string): Promise<SubscribeResult>;
}

/**
 * One row per mailbox (newsletter_subscribers.mailbox, provider-normalised): a new mailbox gets a pending row;
 * a pending one starts its 7 days again with the address as now typed; an unsubscribed one becomes a new,
 * pending subscription (the old confirmation and unsubscription forgotten), so it needs a new confirmation;
 * a confirmed one is left exactly as it is and is sent nothing. The upsert holds the row's lock until
 * the commit, so requests for one mailbox in parallel take turns and queue one confirmation between them
 * (the per-mailbox limit refuses the others).
 */
export function createSubscriptionStore(db: Db, limits?: ConfirmationLimits): SubscriptionStore {
  return {
    async subscribe(email) {
      const mailbox = canonicalMailbox(email);
      return db.transaction(async (tx) => {
        // `xmax = 0` is PostgreSQL's mark of a row this statement inserted; the previous status is read
        // from the row as it was before the update (a subquery sees the statement's snapshot).
        const waiting = sql`${newsletterSubscribers.status} <> 'confirmed'`;
        const [row] = await tx
          .insert(newsletterSubscribers)
          .values({ email, mailbox, confirmExpiresAt: sql`now() + make_interval(days => ${confirmationDays})` })
          .onConflictDoUpdate({
            target: newsletterSubscribers.mailbox,
            set: {
              email: sql`case when ${waiting} then excluded.email else ${newsletterSubscribers.email} end`,
              status: sql`case when ${waiting} then 'pending' else ${newsletterSubscribers.status} end`,
              requestedAt: sql`case when ${waiting} then now() else ${newsletterSubscribers.requestedAt} end`,
              confirmExpiresAt: sql`case when ${waiting} then excluded.confirm_expires_at else ${newsletterSubscribers.confirmExpiresAt} end`,
              confirmedAt: sql`case when ${waiting} then null else ${newsletterSubscribers.confirmedAt} end`,
              confirmedHow: sql`case when ${waiting} then null else ${newsletterSubscribers.confirmedHow} end`,
              unsubscribedAt: sql`case when ${waiting} then null else ${newsletterSubscribers.unsubscribedAt} end`,
              bouncedAt: sql`case when ${waiting} then null else ${newsletterSubscribers.bouncedAt} end`,
            },
          })
          .returning({
            id: newsletterSubscribers.id,
            status: newsletterSubscribers.status,
            inserted: sql<boolean>`(xmax = 0)`,
            // Written out: in a RETURNING list Drizzle names the column without its table, which the subquery would read as its own.
            before: sql<NewsletterStatus | null>`(select earlier.status from newsletter_subscribers earlier where earlier.id = "newsletter_subscribers"."id")`,
          });
        if (!row) throw new Error("the subscription was not recorded");
        const was: SubscribeResult["was"] = row.inserted ? "new" : (row.before ?? "new");
        if (row.status === "pending") await enqueueNewsletterConfirmation(tx, { id: row.id, email }, limits);
        return { id: row.id, was };
      });
    },
  };
}
