import { randomUUID } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { applicationMailCopy } from "../../app/lib/application-mail-copy.ts";
import type { Db } from "../db/database.ts";
import { mailOutbox } from "../db/schema.ts";
import { recipientKey } from "./mailbox.ts";

/** A Drizzle transaction on either driver. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** At most one confirmation per recipient address in this many hours: the form must not mail strangers. */
export const confirmationLimitHours = 24;

export const skippedByLimit = `not sent: a confirmation already went to this address in the last ${confirmationLimitHours} hours`;

/** The advisory-lock namespace of the per-address limit (the two-key form keeps clear of other locks). */
const confirmationLockSpace = 9009;

function newMessageId(): string {
  return `<${randomUUID()}@${applicationMailCopy.siteHost}>`;
}

/**
 * Writes the mail an application owes, inside the transaction that stores it (server/submissions.ts):
 * the hiring team's notification, always, and the applicant's confirmation — or, when this address had
 * one in the last 24 hours, a skipped row that says why. The advisory lock makes two submissions for
 * one address take turns, so they cannot both see "none yet" (each statement of a READ COMMITTED
 * transaction, PostgreSQL's default, sees what the other committed before the lock was granted).
 */
export async function enqueueApplicationMail(tx: Tx, application: { id: number; email: string }): Promise<void> {
  const key = recipientKey(application.email);
  await tx.execute(sql`select pg_advisory_xact_lock(${confirmationLockSpace}, hashtext(${key}))`);
  const [recent] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "applicant-confirmation"),
        eq(mailOutbox.recipientKey, key),
        ne(mailOutbox.status, "skipped"),
        gt(mailOutbox.createdAt, sql`now() - ${sql.raw(`interval '${confirmationLimitHours} hours'`)}`),
      ),
    )
    .limit(1);
  await tx.insert(mailOutbox).values([
    { submissionId: application.id, kind: "team-notification", messageId: newMessageId() },
    {
      submissionId: application.id,
      kind: "applicant-confirmation",
      messageId: newMessageId(),
      recipientKey: key,
      ...(recent ? { status: "skipped" as const, lastError: skippedByLimit } : {}),
    },
  ]);
}
