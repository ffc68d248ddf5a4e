import { randomUUID } from "node:crypto";
import { and, eq, gt, ne, sql } from "../db/drizzle.ts";
import { siteIdentity as site } from "../../app/lib/site-identity.ts";
import type { Db } from "../db/database.ts";
import { mailOutbox, type MailKind } from "../db/schema.ts";
import { defaultConfirmationsPerHour } from "./mail-config.ts";
import { recipientKey } from "./mailbox.ts";

/** A Drizzle transaction on either driver. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** At most one confirmation per destination mailbox in this many hours: the form must not mail strangers. */
export const confirmationLimitHours = 24;

export const skippedByLimit = `not sent: a confirmation already went to this mailbox in the last ${confirmationLimitHours} hours`;

export const skippedBySiteLimit = "not sent: the site's confirmations for this hour were used up (MAIL_CONFIRMATIONS_PER_HOUR)";

export interface ConfirmationLimits {
  /** Confirmations the whole site may queue in any hour (server/mail/mail-config.ts). */
  confirmationsPerHour: number;
}

/**
 * Advisory-lock namespaces (the two-key form keeps clear of other locks): one lock per mailbox key,
 * and one for the whole site's hourly count.
 */
const mailboxLockSpace = 9009;
const siteLockSpace = 9010;

/** The domain of the site's own Message-IDs. */
const messageIdHost = new URL(site.url).hostname;

function newMessageId(): string {
  return `<${randomUUID()}@${messageIdHost}>`;
}

const confirmationsSince = (hours: number) =>
  and(
    eq(mailOutbox.kind, "applicant-confirmation"),
    ne(mailOutbox.status, "skipped"),
    gt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${hours})`),
  );

/**
 * Why this application's confirmation must not go out, or undefined. The advisory locks make
 * concurrent submissions — on any number of instances sharing the database — take turns at the
 * decision, so none can see a count that another is about to raise: each statement of a READ COMMITTED
 * transaction (PostgreSQL's default) sees what the lock's previous holder committed, so the counts are
 * read by a statement after the one that takes the locks. Both locks are taken in one statement (one
 * round trip to the database instead of two), the mailbox's first and the site's second, in the order
 * every instance takes them, so two submissions cannot deadlock.
 */
async function confirmationRefusal(tx: Tx, key: string, limits: ConfirmationLimits): Promise<string | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${mailboxLockSpace}, hashtext(${key})), pg_advisory_xact_lock(${siteLockSpace}, 0)`);
  // Both counts in one statement (one round trip): the site's last hour, and whether this mailbox had one.
  const [counts] = await tx
    .select({
      lastHour: sql<number>`count(*)::int`,
      mailboxHadOne: sql<boolean>`exists (select 1 from ${mailOutbox} where ${and(confirmationsSince(confirmationLimitHours), eq(mailOutbox.recipientKey, key))})`,
    })
    .from(mailOutbox)
    .where(confirmationsSince(1));
  if (counts?.mailboxHadOne) return skippedByLimit;
  if ((counts?.lastHour ?? 0) >= limits.confirmationsPerHour) return skippedBySiteLimit;
  return undefined;
}

/**
 * Writes the mail an application owes, inside the transaction that stores it (server/applications/store.ts):
 * the hiring team's notification, always, and the applicant's confirmation — or, when this mailbox had
 * one in the last 24 hours or the site reached its hourly number, a skipped row that says why.
 */
export async function enqueueApplicationMail(
  tx: Tx,
  application: { id: number; email: string },
  limits: ConfirmationLimits = { confirmationsPerHour: defaultConfirmationsPerHour },
): Promise<void> {
  const key = recipientKey(application.email);
  const refusal = await confirmationRefusal(tx, key, limits);
  await tx.insert(mailOutbox).values([
    { submissionId: application.id, kind: "team-notification", messageId: newMessageId() },
    {
      submissionId: application.id,
      kind: "applicant-confirmation",
      messageId: newMessageId(),
      recipientKey: key,
      ...(refusal ? { status: "skipped" as const, lastError: refusal } : {}),
    },
  ]);
}

/**
 * Writes the e-mail of a team link (server/admin/account-links.ts) in the transaction that makes the
 * link. Like application mail, the row holds nothing but what it is about: the message, and the
 * link's token, are made when it is sent.
 */
export async function enqueueAccountMail(tx: Tx, accountTokenId: number, kind: Extract<MailKind, "member-invitation" | "password-reset">): Promise<void> {
  await tx.insert(mailOutbox).values({ accountTokenId, kind, messageId: newMessageId() });
}
