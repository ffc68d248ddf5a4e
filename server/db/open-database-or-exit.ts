import type { ServerConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { openDatabase, type Database } from "./database.ts";
import { DataDirLockedError } from "./lock.ts";
import { DataDirUnsafeError } from "./private-data-dir.ts";

/**
 * The database a long-running process works on (the server, `npm run mailer`), or one error line and
 * exit code 1 when it cannot be opened (DATA_DIR locked by another server, or not private to this one). If the embedded database's lock is lost later, the process
 * stops at once: another process may now hold the data directory, and writing on would corrupt it.
 */
export async function openDatabaseOrExit(config: ServerConfig, logger: Logger, options: { serveSocket?: boolean } = {}): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      logger,
      serveSocket: options.serveSocket,
      onEmbeddedFailure: (error) => {
        logger.error("the embedded database's thread stopped; stopping at once", { reason: error.message });
        process.exit(1);
      },
      onLockLost: (error) => {
        logger.error("lost the lock of the embedded database; stopping at once", { code: (error as NodeJS.ErrnoException).code, dataDir: config.dataDir });
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirUnsafeError) logger.error(error.message);
    else logger.error("could not open the database", { error });
    process.exit(1);
  }
}
