// Sending a published article to the confirmed subscribers (decision 039): the send's rows in one transaction, then batch jobs at NEWSLETTER_PER_MINUTE.
import { and, asc, eq, inArray, isNull, sql } from "../db/drizzle.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import type { Db } from "../db/database.ts";
import type { Tx } from "../db/transaction.ts";
import { jobs, newsletterDeliveries, newsletterSends, newsletterSubscribers, type JobRow, type NewsletterSend } from "../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { recordJobFailure, retryInSeconds, type JobKindRunner } from "../jobs/loop.ts";
import type { Logger } from "../logger.ts";
import { unsubscribePath, type NewsletterSigner } from "../newsletter/tokens.ts";
import type { MailSender } from "./delivery.ts";
import { composeNewsletterMessage, type NewsletterArticle } from "./newsletter-article.ts";
import { mailRetryPolicy } from "./retry-policy.ts";

/** Subscribers one batch job sends to at most: a batch must end well inside its job's claim (MAIL_CLAIM_SECONDS). */
export const maxBatchSize = 50;

/** A send's pace from NEWSLETTER_PER_MINUTE: batches of at most 50, one every `batchMs`. */
export function newsletterPace(perMinute: number): { batchSize: number; batchMs: number } {
  const batchSize = Math.min(perMinute, maxBatchSize);
  return { batchSize, batchMs: Math.round((batchSize * 60_000) / perMinute) };
}

/** The Message-ID of one subscriber's copy: fixed, so a copy sent again after a crash is recognisably the same message. */
export function newsletterMessageId(sendId: number, subscriberId: number): string {
  return `<newsletter-${sendId}-${subscriberId}@${new URL(site.url).hostname}>`;
}

/** The payload of a batch job. */
interface BatchPayload {
  sendId: number;
  batch: number;
}

/** A batch's job: unique by its message_id, so the same batch is never queued twice. */
async function queueBatch(tx: Pick<Tx, "insert">, sendId: number, batch: number, dueInMs: number): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      kind: "newsletter-batch",
      messageId: `newsletter:${sendId}:${batch}`,
      payload: { sendId, batch } satisfies BatchPayload,
      nextAttemptAt: sql`now() + make_interval(secs => ${dueInMs / 1000})`,
    })
    .onConflictDoNothing();
}

/** How many would receive a send started now: confirmed, not bounced. */
export async function confirmedRecipients(db: Db): Promise<number> {
  return db.$count(newsletterSubscribers, and(eq(newsletterSubscribers.status, "confirmed"), isNull(newsletterSubscribers.bouncedAt)));
}

export type StartedSend = { kind: "started"; send: NewsletterSend } | { kind: "already-sent"; send: NewsletterSend };

/**
 * Starts the send of one article, at most once whatever the clicks and servers: in one transaction, the send's
 * row (unique on the article's path: a second start finds the first and changes nothing), a delivery row for each
 * confirmed subscriber of this moment with its batch, the first batch's job, and the audit entry. A crash before
 * the commit leaves nothing; after it, everything the batches need.
 */
export async function startNewsletterSend(db: Db, article: NewsletterArticle, actor: string, perMinute: number): Promise<StartedSend> {
  const { batchSize, batchMs } = newsletterPace(perMinute);
  return db.transaction(async (tx) => {
    const [send] = await tx
      .insert(newsletterSends)
      .values({
        articlePath: article.path,
        title: article.title,
        excerpt: article.excerpt,
        coverUrl: article.coverUrl,
        coverAlt: article.coverAlt,
        recipients: 0,
        batchSize,
        batchMs,
        sentBy: actor,
      })
      .onConflictDoNothing()
      .returning();
    if (!send) {
      const [existing] = await tx.select().from(newsletterSends).where(eq(newsletterSends.articlePath, article.path));
      return { kind: "already-sent", send: existing! };
    }
    // One statement however many subscribers: numbered in id order, `batchSize` to a batch.
    const queued = await tx.execute(sql`
      insert into ${newsletterDeliveries} (send_id, subscriber_id, batch)
      select ${send.id}, id, ((row_number() over (order by id)) - 1) / ${batchSize}
      from ${newsletterSubscribers} where status = 'confirmed' and bounced_at is null`);
    const recipients = Number((queued as { rowCount?: number; affectedRows?: number }).rowCount ?? (queued as { affectedRows?: number }).affectedRows ?? 0);
    const [updated] = await tx.update(newsletterSends).set({ recipients }).where(eq(newsletterSends.id, send.id)).returning();
    if (recipients > 0) await queueBatch(tx, send.id, 0, 0);
    await recordAudit(tx, { actor, action: "newsletter.send", subject: `newsletter:${article.path}`, details: { sendId: send.id, recipients } });
    return { kind: "started", send: updated! };
  });
}

/** One send's progress for /admin/newsletter. */
export interface SendProgress {
  id: number;
  articlePath: string;
  title: string;
  sentBy: string;
  createdAt: Date;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
}

/** The newest sends with their deliveries counted by state (a copy being sent counts as queued). */
export async function readSendProgress(db: Db, limit = 20): Promise<SendProgress[]> {
  const count = (where: string) => sql<number>`(count(*) filter (where ${newsletterDeliveries.status} in (${sql.raw(where)})))::int`;
  const rows = await db
    .select({
      id: newsletterSends.id,
      articlePath: newsletterSends.articlePath,
      title: newsletterSends.title,
      sentBy: newsletterSends.sentBy,
      createdAt: newsletterSends.createdAt,
      recipients: newsletterSends.recipients,
      queued: count("'queued', 'sending'"),
      sent: count("'sent'"),
      failed: count("'failed'"),
      bounced: count("'bounced'"),
      skipped: count("'skipped'"),
    })
    .from(newsletterSends)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.sendId, newsletterSends.id))
    .groupBy(newsletterSends.id)
    .orderBy(sql`${newsletterSends.createdAt} desc`, sql`${newsletterSends.id} desc`)
    .limit(limit);
  return rows;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
  message?: string;
}

function smtpAnswer(error: unknown): string {
  const fields = (error ?? {}) as SmtpError;
  return (fields.response ?? `${fields.code ?? "Error"}: ${fields.message ?? String(error)}`).slice(0, 500);
}

export interface NewsletterRunnerOptions {
  db: Db;
  logger: Logger;
  sender: MailSender;
  /** MAIL_FROM's address: the newsletter goes from it under the site's name. */
  fromAddress: string;
  /** The unsubscribe links' signer (server/newsletter/tokens.ts). */
  signer: () => Promise<NewsletterSigner>;
}

/**
 * The batch job's runner. For each copy of its batch still to send: claim it (queued, or `sending` under an
 * earlier attempt of this job, whose sender died with it in flight: the one message that can go twice, with the
 * same Message-ID), skip it if the subscriber left meanwhile, send it, record it. A 5xx for the recipient marks
 * the copy bounced and the subscriber with it, so no later send goes to them; a 5xx for the message fails the
 * copy; anything else (4xx, no connection) stops the batch to be tried again with the mail's backoff. The batch
 * done, its job is completed and the next batch queued `batchMs` after this one began, in one transaction.
 */
export function newsletterBatchRunner(options: NewsletterRunnerOptions): JobKindRunner {
  const { db, logger, sender } = options;
  const policy = mailRetryPolicy;

  async function run(job: JobRow) {
    const began = Date.now();
    const { sendId, batch } = job.payload as BatchPayload;
    const [send] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
    if (!send) {
      await db.update(jobs).set({ status: "cancelled", claimedUntil: null, lastError: "the send was deleted" }).where(eq(jobs.id, job.id));
      return;
    }
    const signer = await options.signer();
    const article: NewsletterArticle = { path: send.articlePath, title: send.title, excerpt: send.excerpt, coverUrl: send.coverUrl, coverAlt: send.coverAlt };
    const copies = await db
      .select({ id: newsletterDeliveries.id })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.batch, batch), inArray(newsletterDeliveries.status, ["queued", "sending"])))
      .orderBy(asc(newsletterDeliveries.id));
    for (const { id } of copies) {
      // The claim: committed before the message goes, so no other attempt sends it while this one may.
      const [claimed] = await db
        .update(newsletterDeliveries)
        .set({ status: "sending", claim: job.attempts })
        .where(
          and(
            eq(newsletterDeliveries.id, id),
            sql`(${newsletterDeliveries.status} = 'queued' or (${newsletterDeliveries.status} = 'sending' and ${newsletterDeliveries.claim} < ${job.attempts}))`,
          ),
        )
        .returning({ subscriberId: newsletterDeliveries.subscriberId });
      if (!claimed) continue;
      const [subscriber] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, claimed.subscriberId));
      if (subscriber?.status !== "confirmed" || subscriber.bouncedAt !== null) {
        await db.update(newsletterDeliveries).set({ status: "skipped" }).where(eq(newsletterDeliveries.id, id));
        continue;
      }
      const ref = { id: subscriber.id, mailbox: subscriber.mailbox };
      const message = composeNewsletterMessage({
        article,
        to: subscriber.email,
        fromAddress: options.fromAddress,
        messageId: newsletterMessageId(sendId, subscriber.id),
        unsubscribe: { url: signer.unsubscribeUrl(ref), headers: signer.listUnsubscribeHeaders(ref) },
      });
      try {
        await sender.send(message);
      } catch (error) {
        const fields = (error ?? {}) as SmtpError;
        if (fields.permanent === true && fields.code === "EENVELOPE") {
          // The address is refused for good: marked, so no send goes to it again.
          await db.transaction(async (tx) => {
            await tx
              .update(newsletterDeliveries)
              .set({ status: "bounced", lastError: smtpAnswer(error) })
              .where(eq(newsletterDeliveries.id, id));
            await tx.update(newsletterSubscribers).set({ bouncedAt: sql`now()` }).where(eq(newsletterSubscribers.id, subscriber.id));
          });
          logger.warn("newsletter bounced: the address is marked and sent nothing more", {
            sendId,
            subscriberId: subscriber.id,
            responseCode: fields.responseCode,
          });
          continue;
        }
        if (fields.permanent === true && fields.code === "EMESSAGE") {
          await db
            .update(newsletterDeliveries)
            .set({ status: "failed", lastError: smtpAnswer(error) })
            .where(eq(newsletterDeliveries.id, id));
          logger.error("newsletter refused for this recipient", { sendId, subscriberId: subscriber.id, responseCode: fields.responseCode });
          continue;
        }
        // Not sent, not refused for good: back in the queue, and the batch is tried again later.
        await db
          .update(newsletterDeliveries)
          .set({ status: "queued", claim: null, lastError: smtpAnswer(error) })
          .where(eq(newsletterDeliveries.id, id));
        const status = await recordJobFailure(db, job, policy, smtpAnswer(error), false);
        if (status === "failed") await giveUp(job, send, batch, began);
        else
          logger.warn("newsletter batch not sent yet: will retry", {
            sendId,
            batch,
            code: fields.code,
            responseCode: fields.responseCode,
            retryInSeconds: retryInSeconds(policy, job),
          });
        return;
      }
      await db.update(newsletterDeliveries).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(newsletterDeliveries.id, id));
    }
    await finishBatch(job, send, batch, began, "done");
    logger.info("newsletter batch sent", { sendId, batch, copies: copies.length });
  }

  /** After 48 hours of trying: the batch's copies still queued are failed, and the send goes on with the next batch. */
  async function giveUp(job: JobRow, send: NewsletterSend, batch: number, began: number) {
    await db
      .update(newsletterDeliveries)
      .set({ status: "failed" })
      .where(and(eq(newsletterDeliveries.sendId, send.id), eq(newsletterDeliveries.batch, batch), inArray(newsletterDeliveries.status, ["queued", "sending"])));
    await finishBatch(job, send, batch, began, "failed");
    logger.error("newsletter batch given up", { sendId: send.id, batch });
  }

  /** The job's outcome and the next batch's job in one transaction: a crash between them cannot lose the rest of the send. */
  async function finishBatch(job: JobRow, send: NewsletterSend, batch: number, began: number, outcome: "done" | "failed") {
    await db.transaction(async (tx) => {
      if (outcome === "done") {
        const rows = await tx
          .update(jobs)
          .set({ status: "done", sentAt: sql`now()`, claimedUntil: null, lastError: null })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending"), eq(jobs.attempts, job.attempts)))
          .returning({ id: jobs.id });
        // The claim was lost meanwhile: whoever holds it now finishes the batch and queues the next.
        if (rows.length === 0) return;
      }
      const [next] = await tx
        .select({ id: newsletterDeliveries.id })
        .from(newsletterDeliveries)
        .where(and(eq(newsletterDeliveries.sendId, send.id), eq(newsletterDeliveries.batch, batch + 1)))
        .limit(1);
      if (next) await queueBatch(tx, send.id, batch + 1, Math.max(0, send.batchMs - (Date.now() - began)));
    });
  }

  return { run, retryPolicy: policy };
}

/** A test send's payload: the article as it would be sent, and the editor's own address. */
interface TestPayload {
  article: NewsletterArticle;
  to: string;
}

/** Queues an article's e-mail to the editor's own address, marked as a test, with the audit entry. */
export async function queueNewsletterTest(db: Db, article: NewsletterArticle, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(jobs).values({
      kind: "newsletter-test",
      messageId: `<newsletter-test-${crypto.randomUUID()}@${new URL(site.url).hostname}>`,
      payload: { article, to } satisfies TestPayload,
      createdBy: to,
    });
    await recordAudit(tx, { actor: to, action: "newsletter.test-send", subject: `newsletter:${article.path}` });
  });
}

/**
 * The test send's runner: the subscribers' message with a test banner and an unsubscribe link that names no one
 * (the editor is no subscriber), tried like any mail.
 */
export function newsletterTestRunner(options: Omit<NewsletterRunnerOptions, "signer">): JobKindRunner {
  const policy = mailRetryPolicy;
  return {
    retryPolicy: policy,
    async run(job) {
      const { article, to } = job.payload as TestPayload;
      const url = new URL(unsubscribePath, site.url).href;
      const message = composeNewsletterMessage({
        article,
        to,
        fromAddress: options.fromAddress,
        messageId: job.messageId,
        unsubscribe: { url, headers: {} },
        test: true,
      });
      try {
        await options.sender.send(message);
      } catch (error) {
        const fields = (error ?? {}) as SmtpError;
        await recordJobFailure(options.db, job, policy, smtpAnswer(error), fields.permanent === true);
        return;
      }
      await options.db
        .update(jobs)
        .set({ status: "sent", sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "pending")));
    },
  };
}
