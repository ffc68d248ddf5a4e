import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { mailHandlers } from "../mail/delivery.ts";
import { describeSmtpUrl, type MailConfig } from "../mail/mail-config.ts";
import { createSmtpSender } from "../mail/smtp-sender.ts";
import { createJobLoop, type JobHandlers } from "./loop.ts";

/** The running job loop of a process (decision 016). */
export interface JobsHandle {
  /** Whether this process sends mail. */
  sending: boolean;
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Starts the one job loop in this process — the server, or `npm run mailer` — and says once, at
 * start-up, what happens to the mail. The server runs the content jobs (`contentHandlers`: the publish
 * hook and scheduled publishes) whatever the mail settings; it runs mail only with SMTP_URL and unless
 * MAIL_DELIVERY=mailer. Mail no process here can send waits in the queue, as before.
 */
export async function startJobs(options: {
  database: Database;
  logger: Logger;
  config: MailConfig;
  process: "server" | "mailer";
  contentHandlers?: JobHandlers;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
}): Promise<JobsHandle> {
  const { database, logger, config } = options;
  let handlers: JobHandlers = { ...options.contentHandlers };
  let sender: ReturnType<typeof createSmtpSender> | undefined;
  if (options.process === "server" && config.delivery === "mailer") {
    logger.info("mail is sent by a separate process (MAIL_DELIVERY=mailer): run `npm run mailer`; this server only queues it");
  } else if (!config.smtpUrl) {
    // Never a silent drop: the messages wait, and the operator reads why here and in /healthz.
    logger.warn(
      "SMTP_URL is not set: no mail is sent. Every notification and confirmation waits in the outbox " +
        "(counted in /healthz) and goes out once this process runs with SMTP_URL.",
    );
  } else {
    sender = createSmtpSender(config.smtpUrl, { timeoutMs: (config.claimSeconds * 1000) / 4 });
    handlers = { ...handlers, ...mailHandlers({ db: database.db, logger, sender, settings: { from: config.from, hiringEmails: config.hiringEmails } }) };
  }
  const loop = createJobLoop({
    db: database.db,
    logger,
    handlers,
    claimMs: config.claimSeconds * 1000,
    pollMs: options.pollMs,
    onStop: () => sender?.close(),
  });
  // The embedded database admits one process (its lock), so every claim left in it is a dead one.
  await loop.start({ releaseClaims: database.kind === "pglite" });
  if (sender && config.smtpUrl) logger.info("mail delivery started", { smtp: describeSmtpUrl(config.smtpUrl), hiringTeam: config.hiringEmails.length });
  return { sending: sender !== undefined, wake: loop.wake, stop: () => loop.stop() };
}
