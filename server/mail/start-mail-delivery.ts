import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createMailDelivery, type MailDelivery } from "./delivery.ts";
import { describeSmtpUrl, type MailConfig } from "./mail-config.ts";
import { createSmtpSender } from "./smtp-sender.ts";

/** The running delivery loop of a process, or none (nothing to send with, or another process sends). */
export interface MailDeliveryHandle extends Pick<MailDelivery, "wake"> {
  sending: boolean;
  stop(): Promise<void>;
}

/**
 * Starts the delivery loop in this process — the server (unless MAIL_DELIVERY=mailer) or
 * `npm run mailer` — and says once, at start-up, what happens to the mail.
 */
export async function startMailDelivery(options: {
  database: Database;
  logger: Logger;
  config: MailConfig;
  process: "server" | "mailer";
}): Promise<MailDeliveryHandle> {
  const { database, logger, config } = options;
  const none: MailDeliveryHandle = { sending: false, wake: () => {}, stop: async () => {} };
  if (options.process === "server" && config.delivery === "mailer") {
    logger.info("mail is sent by a separate process (MAIL_DELIVERY=mailer): run `npm run mailer`; this server only queues it");
    return none;
  }
  if (!config.smtpUrl) {
    // Never a silent drop: the messages wait, and the operator reads why here and in /healthz.
    logger.warn(
      "SMTP_URL is not set: no mail is sent. Every notification and confirmation waits in the outbox " +
        "(counted in /healthz) and goes out once this process runs with SMTP_URL.",
    );
    return none;
  }
  const delivery = createMailDelivery({
    db: database.db,
    logger,
    sender: createSmtpSender(config.smtpUrl, { timeoutMs: (config.claimSeconds * 1000) / 4 }),
    settings: { from: config.from, hiringEmails: config.hiringEmails },
    claimMs: config.claimSeconds * 1000,
  });
  // The embedded database admits one process (its lock), so every claim left in it is a dead one.
  await delivery.start({ releaseClaims: database.kind === "pglite" });
  logger.info("mail delivery started", { smtp: describeSmtpUrl(config.smtpUrl), hiringTeam: config.hiringEmails.length });
  return { sending: true, wake: delivery.wake, stop: () => delivery.stop() };
}
