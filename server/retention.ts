import { and, inArray, lt, notInArray, or, sql } from "./db/drizzle.ts";
import { isDecision, applicationStatuses } from "../app/lib/contracts/application-status.ts";
import { inquiryPurgeCutoff, purgeCutoffs } from "../app/lib/contracts/retention.ts";
import { recordAudit } from "./audit/audit-log.ts";
import type { Db } from "./db/database.ts";
import { retentionPeriods } from "../app/content/retention.ts";
import { applications, inquiries, newsletterSubscribers } from "./db/schema.ts";
import { scrubDeletedRows, type ScrubResult } from "./db/scrub.ts";

/**
 * Keeping what the privacy policy promises (app/content/retention.ts). The deletions go through
 * contact_submissions and inquiries, so everything that hangs off an application or an inquiry by a
 * cascading foreign key (its notes, its idempotency key, its e-mail outbox rows, an inquiry's pending
 * reminder) goes with it. Each leaves one audit entry with a
 * count and nothing else: no names, no addresses, no ids of what was deleted. Once the deletion has
 * committed, the database files are scrubbed of the deleted rows (server/db/scrub.ts) before either
 * reports success; a scrub that fails throws, so the caller does not report an erasure that is not done.
 */
const decisions = applicationStatuses.filter(isDecision);

/** Deletes every application past its retention period at `now`. */
export async function purgeExpiredApplications(db: Db, actor: string, now = new Date()): Promise<{ deleted: number; scrubbed: ScrubResult | null }> {
  const { decidedBefore, undecidedBefore } = purgeCutoffs(now);
  const { deleted } = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(applications)
      .where(
        or(
          and(inArray(applications.status, decisions), lt(sql`coalesce(${applications.statusChangedAt}, ${applications.createdAt})`, decidedBefore)),
          and(notInArray(applications.status, decisions), lt(applications.createdAt, undecidedBefore)),
        ),
      )
      .returning({ id: applications.id });
    await recordAudit(tx, { actor, action: "applications.purge", details: { deleted: deleted.length } });
    return { deleted: deleted.length };
  });
  // The daily run that found nothing rewrites nothing.
  return { deleted, scrubbed: deleted > 0 ? await scrubDeletedRows(db) : null };
}

/** Deletes every project inquiry past its retention period at `now`: unchanged for `inquiryMonths`. */
export async function purgeExpiredInquiries(db: Db, actor: string, now = new Date()): Promise<{ deleted: number; scrubbed: ScrubResult | null }> {
  const cutoff = inquiryPurgeCutoff(now);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(inquiries)
      .where(lt(sql`coalesce(${inquiries.statusChangedAt}, ${inquiries.createdAt})`, cutoff))
      .returning({ id: inquiries.id });
    await recordAudit(tx, { actor, action: "inquiries.purge", details: { deleted: rows.length } });
    return rows.length;
  });
  return { deleted, scrubbed: deleted > 0 ? await scrubDeletedRows(db) : null };
}

/**
 * Removes everything one person sent, by their e-mail address (any case), on their request: their
 * applications and their project inquiries, in one transaction. The recruiters' erasure page passes
 * `inquiries: false`: a recruiter erases applications and may not touch what only the sales team reads.
 */
export async function eraseApplicantByEmail(
  db: Db,
  email: string,
  actor: string,
  scope: { inquiries: boolean } = { inquiries: true },
): Promise<{ deleted: number; inquiries: number; scrubbed: ScrubResult }> {
  const address = email.trim().toLowerCase();
  const counts = await db.transaction(async (tx) => {
    const deleted = await tx.delete(applications).where(sql`lower(${applications.email}) = ${address}`).returning({ id: applications.id });
    const deletedInquiries = scope.inquiries
      ? await tx.delete(inquiries).where(sql`lower(${inquiries.email}) = ${address}`).returning({ id: inquiries.id })
      : [];
    await recordAudit(tx, { actor, action: "applicant.erase", details: { deleted: deleted.length, inquiries: deletedInquiries.length } });
    return { deleted: deleted.length, inquiries: deletedInquiries.length };
  });
  // Scrubbed even when nothing matched now: a repeated request finishes an earlier one cut short.
  return { ...counts, scrubbed: await scrubDeletedRows(db) };
}

/**
 * Deletes the newsletter subscriptions past the privacy policy's periods at `now` (app/content/retention.ts):
 * a request not confirmed within its 7 days, and an address 30 days after it unsubscribed. A confirmed
 * subscription is kept while it lasts. Their confirmation mail's rows go with them (ON DELETE CASCADE).
 */
export async function purgeExpiredSubscriptions(db: Db, actor: string, now = new Date()): Promise<{ deleted: number; scrubbed: ScrubResult | null }> {
  const day = 24 * 60 * 60_000;
  const pendingBefore = new Date(now.getTime() - retentionPeriods.newsletterPendingDays * day);
  const unsubscribedBefore = new Date(now.getTime() - retentionPeriods.newsletterUnsubscribedDays * day);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(newsletterSubscribers)
      .where(
        or(
          and(sql`${newsletterSubscribers.status} = 'pending'`, lt(newsletterSubscribers.requestedAt, pendingBefore)),
          and(sql`${newsletterSubscribers.status} = 'unsubscribed'`, lt(newsletterSubscribers.unsubscribedAt, unsubscribedBefore)),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    await recordAudit(tx, { actor, action: "newsletter.purge", details: { deleted: rows.length } });
    return rows.length;
  });
  return { deleted, scrubbed: deleted > 0 ? await scrubDeletedRows(db) : null };
}
