import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { acquireDataDirLock } from "./lock.ts";
import { servePgliteOnSocket, socketPathFor } from "./pglite-socket.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The embedded database's PostgreSQL socket while this process serves it (server/db/pglite-socket.ts). */
  socketPath?: string;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR. Migrations run before use.
 * `onLockLost` is called if PGlite's data directory lock is lost while the server runs.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  onLockLost?: (error: Error) => void;
  /**
   * Serve the embedded database on a socket in DATA_DIR, for the CLIs and psql while this process
   * runs (the server does; a CLI that opened the database itself does not).
   */
  serveSocket?: boolean;
}): Promise<Database> {
  const { databaseUrl, dataDir, logger } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Without a listener, a restart of PostgreSQL would crash the process through an idle client.
    pool.on("error", (error) => logger.error("database pool error", { error }));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    return {
      kind: "postgres",
      db,
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir, { onLost: options.onLockLost });
  try {
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    let socket: Awaited<ReturnType<typeof servePgliteOnSocket>> | undefined;
    if (options.serveSocket) {
      try {
        socket = await servePgliteOnSocket(client, socketPathFor(dataDir), {
          onError: (error) => logger.warn("database socket", { code: (error as NodeJS.ErrnoException)?.code, reason: (error as Error)?.message }),
        });
      } catch (error) {
        // The site works without it; only the CLIs cannot reach the database while it runs.
        logger.warn("the embedded database is not served on a socket: npm run admin and npm run submissions need the server stopped", {
          reason: (error as Error).message,
        });
      }
    }
    return {
      kind: "pglite",
      db,
      socketPath: socket?.path,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await socket?.close();
          await client.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
