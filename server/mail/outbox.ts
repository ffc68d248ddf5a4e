import { randomUUID } from "node:crypto";
import { and, gt, inArray, ne, sql } from "../db/drizzle.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import type { Tx } from "../db/transaction.ts";
import { jobs, type MailKind } from "../db/schema.ts";
import { defaultConfirmationsPerHour } from "./mail-config.ts";
import { recipientKey } from "./mailbox.ts";

/** At most one confirmation per destination mailbox in this many hours: the form must not mail strangers. */
export const confirmationLimitHours = 24;

export const skippedByLimit = `not sent: a confirmation already went to this mailbox in the last ${confirmationLimitHours} hours`;

export const skippedBySiteLimit = "not sent: the site's confirmations for this hour were used up (MAIL_CONFIRMATIONS_PER_HOUR)";

export interface ConfirmationLimits {
  /** Confirmations the whole site may queue in any hour (server/mail/mail-config.ts). */
  confirmationsPerHour: number;
}

/**
 * The advisory lock (the two-key form keeps clear of other locks) that makes every confirmation
 * decision — on any number of instances sharing the database — take its turn: none can see a count
 * that another is about to raise. It covers the site's hourly count and every mailbox's, so a lock per
 * mailbox would add nothing.
 */
const siteLockSpace = 9010;

/** The domain of the site's own Message-IDs. */
const messageIdHost = new URL(site.url).hostname;

function newMessageId(): string {
  return `<${randomUUID()}@${messageIdHost}>`;
}

/**
 * The confirmations the limits count: an applicant's and a client's alike, so the two forms together
 * send one mailbox at most one confirmation a day, and the site at most its hourly number.
 */
const confirmationKinds = ["applicant-confirmation", "inquiry-client-confirmation"] as const;

const confirmationsSince = (kinds: readonly MailKind[], hours: number) =>
  and(inArray(jobs.kind, [...new Set(kinds)]), ne(jobs.status, "skipped"), gt(jobs.createdAt, sql`now() - make_interval(hours => ${hours})`));

/**
 * The newsletter's confirmations count apart (decision 038): one per mailbox a day of their own, so a reader
 * who applied or wrote today can still subscribe; the site's hourly number counts them with the others.
 */
const newsletterConfirmationKinds = ["newsletter-confirmation"] as const;

/**
 * Why each application's confirmation must not go out (undefined: it may), in the order given. The
 * counts are read by a statement after the one that takes the lock: each statement of a READ COMMITTED
 * transaction (PostgreSQL's default) sees what the lock's previous holder committed. Applications
 * stored together (server/applications/store.ts) are decided in order, as if they had come one by one.
 */
async function confirmationRefusals(
  tx: Tx,
  keys: readonly string[],
  limits: ConfirmationLimits,
  mailboxKinds: readonly MailKind[] = confirmationKinds,
): Promise<(string | undefined)[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${siteLockSpace}, 0)`);
  // One statement (one round trip): the site's last hour, and which of these mailboxes had one of these kinds.
  const [counts] = await tx
    .select({
      lastHour: sql<number>`count(*)::int`,
      mailboxesWithOne: sql<
        string[]
      >`array(select distinct ${jobs.recipientKey} from ${jobs} where ${and(confirmationsSince(mailboxKinds, confirmationLimitHours), inArray(jobs.recipientKey, [...new Set(keys)]))})`,
    })
    .from(jobs)
    // The site's hourly number over the form confirmations and these kinds, as one predicate over both
    // lists rather than an or() of two (for an application the same predicate twice).
    .where(confirmationsSince([...confirmationKinds, ...mailboxKinds], 1));
  const confirmed = new Set(counts?.mailboxesWithOne ?? []);
  let lastHour = counts?.lastHour ?? 0;
  return keys.map((key) => {
    if (confirmed.has(key)) return skippedByLimit;
    if (lastHour >= limits.confirmationsPerHour) return skippedBySiteLimit;
    confirmed.add(key);
    lastHour++;
    return undefined;
  });
}

/** An application the outbox owes mail for: its row's id and the applicant's address. */
export interface OwedApplication {
  id: number;
  email: string;
}

/**
 * Writes the mail applications owe, inside the transaction that stores them (server/applications/store.ts):
 * for each, the hiring team's notification, always, and the applicant's confirmation — or, when its
 * mailbox had one in the last 24 hours or the site reached its hourly number, a skipped row that says why.
 * Three statements whatever the number of applications.
 */
export async function enqueueApplicationMail(
  tx: Tx,
  applications: readonly OwedApplication[],
  limits: ConfirmationLimits = { confirmationsPerHour: defaultConfirmationsPerHour },
): Promise<void> {
  if (applications.length === 0) return;
  const keys = applications.map((application) => recipientKey(application.email));
  const refusals = await confirmationRefusals(tx, keys, limits);
  await tx.insert(jobs).values(
    applications.flatMap((application, i) => {
      const refusal = refusals[i];
      return [
        { submissionId: application.id, kind: "team-notification" as const, messageId: newMessageId() },
        {
          submissionId: application.id,
          kind: "applicant-confirmation" as const,
          messageId: newMessageId(),
          recipientKey: keys[i],
          ...(refusal ? { status: "skipped" as const, lastError: refusal } : {}),
        },
      ];
    }),
  );
}

/**
 * Writes the e-mail of a team link (server/admin/account-links.ts) in the transaction that makes the
 * link. Like application mail, the row holds nothing but what it is about: the message, and the
 * link's token, are made when it is sent.
 */
export async function enqueueAccountMail(tx: Tx, accountTokenId: number, kind: Extract<MailKind, "member-invitation" | "password-reset">): Promise<void> {
  await tx.insert(jobs).values({ accountTokenId, kind, messageId: newMessageId() });
}

/** A stored inquiry the outbox owes mail for: its row's id, the client's address and when its answer is due. */
export interface OwedInquiry {
  id: number;
  email: string;
  answerDueAt: Date;
}

/**
 * Writes the mail an inquiry owes, inside the transaction that stores it (server/inquiries/store.ts):
 * the team's notification, always; the client's confirmation under the same limits as an applicant's
 * (or a skipped row that says why); and the reminder to the team, due when the first answer is
 * (inquiries.answer_due_at). The reminder's sender skips it if the inquiry was answered by then
 * (server/mail/delivery.ts): one row, claimed by one sender, so it goes out at most once however many
 * servers run. Its 48 hours of retries count from its due time, not from the inquiry's arrival.
 */
export async function enqueueInquiryMail(
  tx: Tx,
  inquiry: OwedInquiry,
  limits: ConfirmationLimits = { confirmationsPerHour: defaultConfirmationsPerHour },
): Promise<void> {
  const key = recipientKey(inquiry.email);
  const [refusal] = await confirmationRefusals(tx, [key], limits);
  await tx.insert(jobs).values([
    { inquiryId: inquiry.id, kind: "inquiry-team-notification" as const, messageId: newMessageId() },
    {
      inquiryId: inquiry.id,
      kind: "inquiry-client-confirmation" as const,
      messageId: newMessageId(),
      recipientKey: key,
      ...(refusal ? { status: "skipped" as const, lastError: refusal } : {}),
    },
    {
      inquiryId: inquiry.id,
      kind: "inquiry-answer-reminder" as const,
      messageId: newMessageId(),
      nextAttemptAt: inquiry.answerDueAt,
      queuedAt: inquiry.answerDueAt,
    },
  ]);
}

/** A newsletter subscription waiting for its confirmation (server/subscriptions/store.ts): its row's id and the address typed. */
export interface OwedNewsletterConfirmation {
  id: number;
  email: string;
}

/**
 * Writes a newsletter subscription's confirmation in the transaction that records the request: under the
 * per-mailbox limit of the form confirmations (the same provider-normalised key, its own count: one a day)
 * and the site's hourly number, or a skipped row that says why. The message, and its link's token, are made
 * when it is sent (server/mail/delivery.ts).
 */
export async function enqueueNewsletterConfirmation(
  tx: Tx,
  subscription: OwedNewsletterConfirmation,
  limits: ConfirmationLimits = { confirmationsPerHour: defaultConfirmationsPerHour },
): Promise<void> {
  const key = recipientKey(subscription.email);
  const [refusal] = await confirmationRefusals(tx, [key], limits, newsletterConfirmationKinds);
  await tx.insert(jobs).values({
    newsletterSubscriberId: subscription.id,
    kind: "newsletter-confirmation",
    messageId: newMessageId(),
    recipientKey: key,
    ...(refusal ? { status: "skipped" as const, lastError: refusal } : {}),
  });
}
