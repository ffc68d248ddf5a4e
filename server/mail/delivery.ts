import { and, eq, sql } from "../db/drizzle.ts";
import type { SendMailOptions } from "nodemailer";
import type { Db } from "../db/database.ts";
import { applications, inquiries, jobs, type MailKind, type JobRow } from "../db/schema.ts";
import { createJobLoop, recordJobFailure, retryInSeconds, type JobKindRunner, type JobLoop } from "../jobs/loop.ts";
import type { RetryPolicy } from "../jobs/retry-policy.ts";
import type { Logger } from "../logger.ts";
import { issueAccountLinkToken } from "../account-tokens/account-tokens.ts";
import { composeAccountMessage, composeMessage, type ComposedMessage, type ComposeSettings } from "./compose.ts";
import { issueConfirmationToken } from "../newsletter/tokens.ts";
import { composeInquiryMessage } from "./inquiry-compose.ts";
import { composeNewsletterConfirmation } from "./newsletter-compose.ts";
import { mailRetryPolicy } from "./retry-policy.ts";

/** What the loop needs of an SMTP client (server/mail/smtp-sender.ts; Nodemailer's answer and errors). */
export interface MailSender {
  send(message: SendMailOptions): Promise<{ accepted?: unknown[]; rejected?: unknown[]; response?: string }>;
  close(): void;
}

export interface MailDeliveryOptions {
  db: Db;
  logger: Logger;
  sender: MailSender;
  settings: ComposeSettings;
  retryPolicy?: RetryPolicy;
  /** Messages sent at once (each worker claims and sends one at a time). */
  workers?: number;
  /** How often an idle worker looks for due messages (a stored application wakes them at once). */
  pollMs?: number;
  /** How long a claim holds a message; longer than any one send can take (the SMTP timeouts). */
  claimMs?: number;
}

/** Why an inquiry's reminder was not sent: the team answered before it came due. */
export const reminderSkippedAsAnswered = "not sent: the inquiry was answered before its first answer was due";

/** The mail's delivery loop: the job loop (server/jobs/loop.ts); stopping it closes the SMTP connections. */
export type MailDelivery = JobLoop;

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
  message?: string;
}

/** The last SMTP answer as stored: the server's own reply when there is one, else the client's error. */
function smtpAnswer(error: unknown): string {
  const fields = (error ?? {}) as SmtpError;
  const answer = fields.response ?? `${fields.code ?? (error instanceof Error ? error.name : "Error")}: ${fields.message ?? String(error)}`;
  return answer.slice(0, 500);
}

/**
 * A 5xx answer to this message or its recipients will not change on retry (RFC 5321 §4.2.1): failed
 * at once. Everything else — a 4xx, a refused connection, a timeout, a failed login the operator can
 * fix — is tried again until the 48 hours are up.
 */
function isFinal(error: unknown): boolean {
  const fields = (error ?? {}) as SmtpError;
  return fields.permanent === true && (fields.code === "EENVELOPE" || fields.code === "EMESSAGE");
}

/**
 * The mail's handlers for the job loop (server/jobs/loop.ts): build each message from the stored
 * application or team link, send it, and record the outcome. Only a process with SMTP configured runs
 * them; without, mail waits in the queue.
 */
export function mailRunners(options: Omit<MailDeliveryOptions, "workers" | "pollMs" | "claimMs">): Record<MailKind, JobKindRunner> {
  const { db, logger, sender, settings } = options;
  const policy = options.retryPolicy ?? mailRetryPolicy;

  async function recordSent(message: JobRow, rejected: number, response: string | undefined) {
    await db
      .update(jobs)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        claimedUntil: null,
        // Sent to some of several team addresses: say so, without failing the rest.
        lastError: rejected > 0 ? `sent, but ${rejected} recipient(s) refused: ${response ?? ""}`.slice(0, 500) : null,
      })
      .where(and(eq(jobs.id, message.id), eq(jobs.status, "pending")));
  }

  async function recordFailure(message: JobRow, answer: string, final: boolean, error?: unknown) {
    const status = await recordJobFailure(db, message, policy, answer, final);
    // Codes only: an SMTP answer may repeat a recipient's address.
    const fields = {
      outboxId: message.id,
      kind: message.kind,
      attempts: message.attempts,
      code: (error as SmtpError)?.code,
      responseCode: (error as SmtpError)?.responseCode,
    };
    if (status === "failed") logger.error("mail failed: given up", fields);
    else logger.warn("mail not sent yet: will retry", { ...fields, retryInSeconds: retryInSeconds(policy, message) });
  }

  async function recordSkipped(message: JobRow, reason: string) {
    await db
      .update(jobs)
      .set({ status: "skipped", claimedUntil: null, lastError: reason })
      .where(and(eq(jobs.id, message.id), eq(jobs.status, "pending")));
  }

  /**
   * What the message is about, read now — the stored application, or the team link, whose token is
   * made here so that it exists only in the e-mail — as a function that builds the message; undefined
   * when there is nothing to send.
   */
  async function readSubject(message: JobRow): Promise<(() => ComposedMessage) | undefined> {
    if (message.accountTokenId !== null) {
      const link = await issueAccountLinkToken(db, message.accountTokenId);
      if (!link) {
        await recordSkipped(message, "not sent: the link was used, replaced by a newer one, or expired before it could be sent");
        return undefined;
      }
      return () => composeAccountMessage(link, message.messageId, settings);
    }
    if (message.newsletterSubscriberId !== null && message.kind === "newsletter-confirmation") {
      // The link's token is made here, so it exists only in this e-mail; a subscription confirmed,
      // unsubscribed, expired or erased meanwhile gets none, and nothing is sent.
      const confirmation = await issueConfirmationToken(db, message.newsletterSubscriberId);
      if (!confirmation) {
        await recordSkipped(message, "not sent: the subscription no longer waits for a confirmation (confirmed, ended, expired or erased)");
        return undefined;
      }
      return () => composeNewsletterConfirmation(confirmation, message.messageId, settings);
    }
    if (message.inquiryId !== null) {
      const kind = message.kind;
      if (kind !== "inquiry-team-notification" && kind !== "inquiry-client-confirmation" && kind !== "inquiry-answer-reminder") return undefined;
      const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, message.inquiryId));
      if (!inquiry) return undefined; // erased meanwhile; its outbox rows went with it
      // Read when it comes due, from the one row every sender shares: answered by then, it is skipped;
      // else this sender holds the claim, so the team gets it once.
      if (kind === "inquiry-answer-reminder" && inquiry.firstAnsweredAt !== null) {
        await recordSkipped(message, reminderSkippedAsAnswered);
        return undefined;
      }
      return () => composeInquiryMessage(kind, inquiry, message.messageId, settings);
    }
    const kind = message.kind;
    if (message.submissionId === null || (kind !== "team-notification" && kind !== "applicant-confirmation")) return undefined;
    const [application] = await db.select().from(applications).where(eq(applications.id, message.submissionId));
    if (!application) return undefined; // erased meanwhile; its outbox rows went with it
    return () => composeMessage(kind, application, message.messageId, settings);
  }

  async function deliver(message: JobRow) {
    const compose = await readSubject(message);
    if (!compose) return;
    let composed: ComposedMessage;
    try {
      composed = compose();
    } catch (error) {
      // A message that cannot be built will not build on retry: failed at once, for an operator to see.
      logger.error("mail could not be built", { outboxId: message.id, kind: message.kind, error: error instanceof Error ? error.name : "Error" });
      return recordFailure(message, "not sent: the message could not be built from what it is about", true);
    }
    if (composed.kind === "refused") return recordFailure(message, composed.reason, true);
    let info: Awaited<ReturnType<MailSender["send"]>>;
    try {
      info = await sender.send(composed.message);
    } catch (error) {
      return recordFailure(message, smtpAnswer(error), isFinal(error), error);
    }
    await recordSent(message, info.rejected?.length ?? 0, info.response);
    logger.info("mail sent", { outboxId: message.id, kind: message.kind, attempts: message.attempts });
  }

  // Every kind of mail is sent the same way, under the mail's retry policy.
  const runner: JobKindRunner = { run: deliver, retryPolicy: policy };
  return {
    "team-notification": runner,
    "applicant-confirmation": runner,
    "member-invitation": runner,
    "password-reset": runner,
    "inquiry-team-notification": runner,
    "inquiry-client-confirmation": runner,
    "inquiry-answer-reminder": runner,
    "newsletter-confirmation": runner,
  };
}

/**
 * The delivery loop for mail alone (`npm run mailer`, the tests and the throughput script): the job
 * loop with the mail's handlers. Any number of loops (servers, `npm run mailer`) can share one
 * PostgreSQL. A sender that dies mid-send leaves a claim that expires, so the message is sent again:
 * at least once, and with its fixed Message-ID.
 */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  return createJobLoop({
    db: options.db,
    logger: options.logger,
    kinds: mailRunners(options),
    workers: options.workers,
    pollMs: options.pollMs,
    claimMs: options.claimMs,
    onStop: () => options.sender.close(),
  });
}
