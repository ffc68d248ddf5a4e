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
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
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
    return {
      kind: "pglite",
      db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
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
