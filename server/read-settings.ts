import { ConfigError, readConfig, type ServerConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { readMailConfig, type MailConfig } from "./mail/mail-config.ts";

/**
 * Every setting a process of this project reads (server/config.ts, server/mail/mail-config.ts), or,
 * when one is refused, one error line naming it and exit code 1: shared by the server and `npm run mailer`.
 */
export function readSettingsOrExit(): { config: ServerConfig; mailConfig: MailConfig } {
  try {
    return { config: readConfig(), mailConfig: readMailConfig() };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger("error").error(`configuration refused: ${error.message}`);
    process.exit(1);
  }
}
