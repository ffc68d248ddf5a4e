import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { databaseOnPool, openDatabase, type Database } from "./database.ts";
import { DataDirLockedError, dataDirIsHeld } from "./lock.ts";
import { socketFileName, socketPathFor } from "./pglite-socket.ts";
import { guardPool } from "./pool-errors.ts";
import { DataDirUnsafeError } from "./private-data-dir.ts";

/** How long a CLI waits for a server that holds the data directory to open its socket (a first start migrates). */
const socketWaitMs = 30_000;

export class OperatorDatabaseError extends Error {}

/**
 * The database for the operator CLIs (`npm run admin`, `npm run applications`): PostgreSQL when
 * DATABASE_URL is set; otherwise the embedded database, through the running server's socket when a
 * server holds DATA_DIR, or opened directly (taking the lock) when none does.
 */
export async function openOperatorDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
}): Promise<Database & { via: "postgres" | "socket" | "direct" }> {
  const { databaseUrl, dataDir, logger } = options;
  if (databaseUrl) return { ...(await openDatabase({ databaseUrl, dataDir, logger })), via: "postgres" };
  if (!(await dataDirIsHeld(dataDir))) {
    try {
      return { ...(await openDatabase({ dataDir, logger })), via: "direct" };
    } catch (error) {
      if (error instanceof DataDirUnsafeError) throw new OperatorDatabaseError(error.message);
      // A server started meanwhile: go through its socket.
      if (!(error instanceof DataDirLockedError)) throw error;
    }
  }
  return { ...(await connectToSocket(dataDir, logger)), via: "socket" };
}

async function connectToSocket(dataDir: string, logger: Logger): Promise<Database> {
  const socketDir = path.resolve(dataDir);
  const pool = guardPool(new pg.Pool({ host: socketDir, port: 5432, user: "postgres", database: "postgres", max: 1 }), logger, "database socket");
  const deadline = Date.now() + socketWaitMs;
  for (;;) {
    try {
      await pool.query("select 1");
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "ENOENT" && code !== "ECONNREFUSED") || Date.now() > deadline) {
        await pool.end().catch(() => {});
        throw new OperatorDatabaseError(
          `A server is using the embedded database in ${dataDir}, but its socket ${socketPathFor(dataDir)} does not answer (${code ?? "error"}). ` +
            `Wait until the server has started, or stop it and try again.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return databaseOnPool(pool, "pglite", { socketPath: path.join(socketDir, socketFileName), close: () => pool.end() });
}
