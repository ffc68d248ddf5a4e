/**
 * `npm run mailer`: the delivery loop as its own process, for operators who keep sending apart from
 * serving (set MAIL_DELIVERY=mailer on the servers). Reads the same settings as the server. With
 * PostgreSQL it runs beside any number of servers; the embedded database admits one process, so there
 * it delivers what is queued while the server is stopped.
 */
import { openDatabaseOrExit } from "../db/open-database-or-exit.ts";
import { createLogger } from "../logger.ts";
import { readSettingsOrExit } from "../read-settings.ts";
import { startJobs } from "../jobs/start-jobs.ts";
import { mailJobs } from "./mail-jobs.ts";

const { config, mailConfig } = readSettingsOrExit();
const logger = createLogger(config.logLevel);
if (!mailConfig.smtpUrl) {
  logger.error("SMTP_URL is not set: the mailer has nothing to send with. Set SMTP_URL (docs/configuration.md).");
  process.exit(1);
}

const database = await openDatabaseOrExit(config, logger);

// Mail only: the content jobs (publish hook, scheduled publishes) are run by the servers.
const mail = mailJobs({ db: database.db, logger, config: mailConfig, process: "mailer", newsletterSecret: config.newsletterSecret });
const jobs = await startJobs({ database, logger, kinds: mail.kinds, claimMs: mailConfig.claimSeconds * 1000, onStop: mail.close });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("mailer stopping", { signal });
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
