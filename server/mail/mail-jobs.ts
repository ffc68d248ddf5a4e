import type { Db } from "../db/database.ts";
import type { JobRegistry } from "../jobs/loop.ts";
import type { Logger } from "../logger.ts";
import { mailRunners } from "./delivery.ts";
import { describeSmtpUrl, type MailConfig } from "./mail-config.ts";
import { newsletterBatchRunner, newsletterTestRunner } from "./newsletter-sending.ts";
import { createSmtpSender } from "./smtp-sender.ts";
import { newsletterSigner } from "../newsletter/tokens.ts";

/** Mail's part of a process's job loop (server/jobs/start-jobs.ts). */
export interface MailJobs {
  /** Whether this process sends mail: then a stored application or inquiry wakes the loop. */
  sending: boolean;
  /** The mail kinds this process runs: none unless it sends. */
  kinds: JobRegistry;
  /** For the loop's `onStop`: closes the SMTP connections. */
  close(): void;
}

/**
 * Decides, and says once at start-up, what this process does with the mail: the server sends it only
 * with SMTP_URL and unless MAIL_DELIVERY=mailer; `npm run mailer` sends it (and needs SMTP_URL). Mail
 * no process here can send waits in the queue, counted in /healthz.
 */
export function mailJobs(options: {
  db: Db;
  logger: Logger;
  config: MailConfig;
  process: "server" | "mailer";
  /** NEWSLETTER_SECRET (server/config.ts): the key of the newsletter's unsubscribe links, or undefined for the stored one. */
  newsletterSecret: string | undefined;
}): MailJobs {
  const { db, logger, config } = options;
  if (options.process === "server" && config.delivery === "mailer") {
    logger.info("mail is sent by a separate process (MAIL_DELIVERY=mailer): run `npm run mailer`; this server only queues it");
    return { sending: false, kinds: {}, close() {} };
  }
  if (!config.smtpUrl) {
    // Never a silent drop: the messages wait, and the operator reads why here and in /healthz.
    logger.warn(
      "SMTP_URL is not set: no mail is sent. Every notification and confirmation waits in the outbox " +
        "(counted in /healthz) and goes out once this process runs with SMTP_URL.",
    );
    return { sending: false, kinds: {}, close() {} };
  }
  const sender = createSmtpSender(config.smtpUrl, { timeoutMs: (config.claimSeconds * 1000) / 4 });
  logger.info("mail delivery started", { smtp: describeSmtpUrl(config.smtpUrl), hiringTeam: config.hiringEmails.length });
  return {
    sending: true,
    kinds: {
      ...mailRunners({ db, logger, sender, settings: { from: config.from, hiringEmails: config.hiringEmails } }),
      // The newsletter is mail too: whichever process sends mail sends it, at the pace its send was queued with.
      "newsletter-batch": newsletterBatchRunner({
        db,
        logger,
        sender,
        fromAddress: config.from.address,
        signer: () => newsletterSigner(db, options.newsletterSecret),
      }),
      "newsletter-test": newsletterTestRunner({ db, logger, sender, fromAddress: config.from.address }),
    },
    close: () => sender.close(),
  };
}
