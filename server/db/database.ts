import { drizzleNodePg, migrateNodePg } from "./drizzle.ts";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { acquireDataDirLock } from "./lock.ts";
import { startPgliteHost } from "./pglite-host.ts";
import { guardPool } from "./pool-errors.ts";
import { preparePrivateDataDir } from "./private-data-dir.ts";
import * as schema from "./schema.ts";
import { attachScrubber, scrubWith } from "./scrub.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * PostgreSQL only: Drizzle on two sessions that commit without waiting for the disk
   * (synchronous_commit off), for the applications' rate-limit counters (server/rate-limit-store.ts).
   * Every request writes its counter, all of one address to one row: waiting for the disk there made
   * every submission wait its turn behind the last one's flush. What such a commit writes is seen by
   * every session at once; an operating-system crash may forget the last moment's hits, which is harmless.
   */
  counters?: Db;
  /** The embedded database's folder (DATA_DIR), when this process opened it. */
  dataDir?: string;
  /** The embedded database's PostgreSQL socket while this process serves it (server/db/pglite-socket.ts). */
  socketPath?: string;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** Connections of the server to its embedded database: PGlite is one session, so they take turns. */
const embeddedPoolSize = 4;

/**
 * Bounds of every session of the server's PostgreSQL pool: a runaway query or a transaction left open
 * cannot hold rows or locks for long. The app's own statements take milliseconds; the erasure's table
 * rewrite lifts the statement bound on its own session (server/db/scrub.ts).
 */
export const postgresSessionLimits = { statement_timeout: 30_000, idle_in_transaction_session_timeout: 60_000 } as const;

/** The advisory lock (two-key form, like the others in server/) held while the schema is migrated. */
const migrationLock = [0x76657370, 1] as const; // "vesp", 1

/**
 * Drizzle's migrations, on one session that holds an advisory lock meanwhile: two servers started at
 * once on a new PostgreSQL database would otherwise both create Drizzle's table and apply the same
 * migrations, and one would fail. The second waits, then finds nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const session = await pool.connect();
  let broken = true;
  try {
    await session.query("select pg_advisory_lock($1, $2)", [...migrationLock]);
    await migrateNodePg(drizzleNodePg(session), { migrationsFolder });
    await session.query("select pg_advisory_unlock($1, $2)", [...migrationLock]);
    broken = false;
  } finally {
    // A session that failed midway is closed, not reused: closing it also lets go of the lock.
    session.release(broken);
  }
}

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
  /** Called if the embedded database's thread dies while the process runs (it cannot go on without it). */
  onEmbeddedFailure?: (error: Error) => void;
}): Promise<Database> {
  const { databaseUrl, dataDir, logger } = options;
  if (databaseUrl) {
    // Guarded: a restart of PostgreSQL or a terminated backend must not end the process (pool-errors.ts).
    const pool = guardPool(new pg.Pool({ connectionString: databaseUrl, max: 10, ...postgresSessionLimits }), logger, "database");
    await migrateOnce(pool);
    const countersPool = guardPool(
      new pg.Pool({ connectionString: databaseUrl, max: 2, ...postgresSessionLimits, options: "-c synchronous_commit=off" }),
      logger,
      "database (counters)",
    );
    return databaseOnPool(pool, "postgres", {
      counters: drizzleNodePg(countersPool, { schema }) as unknown as Db,
      close: async () => {
        await countersPool.end();
        await pool.end();
      },
    });
  }

  preparePrivateDataDir(dataDir);
  const release = await acquireDataDirLock(dataDir, { onLost: options.onLockLost });
  try {
    // PGlite runs on a thread of its own (pglite-host.worker.ts): a slow statement there never stops
    // this thread from serving pages and /healthz. This thread reaches it like a PostgreSQL server.
    const host = await startPgliteHost({
      dataDir,
      serverConnections: embeddedPoolSize,
      serveCliSocket: options.serveSocket === true,
      logger,
      onFailure: options.onEmbeddedFailure ?? ((error) => logger.error("the embedded database stopped", { reason: error.message })),
    });
    const pool = guardPool(
      new pg.Pool({ host: host.socketFolder, port: host.socketPort, user: "postgres", database: "postgres", max: embeddedPoolSize }),
      logger,
      "embedded database",
    );
    // Migrated the same way as PostgreSQL, on one session of the pool (the same drizzle.__drizzle_migrations table).
    try {
      await migrateOnce(pool);
    } catch (error) {
      await pool.end().catch(() => {});
      await host.close().catch(() => {});
      throw error;
    }
    return databaseOnPool(pool, "pglite", {
      dataDir,
      socketPath: host.cliSocketPath,
      close: async () => {
        try {
          await pool.end();
          await host.close();
        } finally {
          await release();
        }
      },
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * A `Database` over a `pg` pool — a PostgreSQL server, or the embedded database through its socket:
 * Drizzle on the pool, a ping, and the scrub of erased rows (server/db/scrub.ts) run on one session,
 * so that a setting it makes holds for the statements after it.
 */
export function databaseOnPool(
  pool: pg.Pool,
  kind: Database["kind"],
  extras: Pick<Database, "close"> & Partial<Pick<Database, "dataDir" | "socketPath" | "counters">>,
): Database {
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  attachScrubber(db, async () => {
    const client = await pool.connect();
    try {
      // The server's sessions on PostgreSQL are bounded; a table rewrite may take longer.
      if (kind === "postgres") await client.query("SET statement_timeout = 0");
      return await scrubWith(async (statement) => (await client.query(statement)).rows, kind);
    } finally {
      if (kind === "postgres") await client.query("RESET statement_timeout").catch(() => {});
      client.release();
    }
  });
  return {
    kind,
    db,
    ...extras,
    ping: async () => {
      await pool.query("select 1");
    },
  };
}
