import type { Db } from "./database.ts";

/**
 * A DELETE only marks rows dead: their bytes stay in the table's pages, its indexes and TOAST, in the
 * column statistics (pg_statistic) and in the write-ahead log until something overwrites them. After an
 * erasure or a purge has committed, this rewrites the affected tables into new files (VACUUM FULL, which
 * cannot run inside a transaction), rebuilds their statistics from the rows left and rewrites
 * pg_statistic, then checkpoints so the old files are unlinked. On the embedded database it also closes
 * the WAL segment that held the rows and checkpoints again with recycling off, so that segment is
 * deleted rather than kept for reuse. On PostgreSQL, CHECKPOINT and pg_statistic need a superuser (or
 * pg_checkpoint / pg_maintain); without them those steps are skipped and the result says so, and
 * PostgreSQL's WAL, archives, replicas and backups stay the operator's.
 */

/**
 * The tables a person's words live in: applications (contact_submissions), project inquiries and newsletter
 * subscriptions, and every table that hangs off them by ON DELETE CASCADE (their notes, keys, mail in the jobs
 * table, copies of newsletter sends).
 */
export const personalDataTables = [
  "contact_submissions",
  "application_notes",
  "application_idempotency_keys",
  "inquiries",
  "inquiry_notes",
  "inquiry_idempotency_keys",
  "jobs",
  // A newsletter subscriber's address, and their copies of each send (server/admin/newsletter.ts erases both).
  "newsletter_subscribers",
  "newsletter_deliveries",
] as const;

export interface ScrubResult {
  /** The affected tables were rewritten: no dead row left in their files. */
  tablesRewritten: boolean;
  statisticsRewritten: boolean;
  checkpointed: boolean;
  /** The WAL segments holding the deleted rows were removed (the embedded database only). */
  walRemoved: boolean;
}

/** Runs one statement on one session, outside any transaction, and gives its rows. */
export type RunStatement = (statement: string) => Promise<Record<string, unknown>[]>;

const insufficientPrivilege = "42501";

export async function scrubWith(run: RunStatement, kind: "pglite" | "postgres"): Promise<ScrubResult> {
  const [role] = await run("SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user");
  const superuser = role?.rolsuper === true;
  for (const table of personalDataTables) await run(`VACUUM (FULL, ANALYZE) ${table}`);
  // Another role's VACUUM of pg_statistic is skipped with a mere warning, so only a superuser tries.
  if (superuser) await run("VACUUM FULL pg_catalog.pg_statistic");
  let checkpointed = true;
  try {
    await run("CHECKPOINT");
  } catch (error) {
    if ((error as { code?: string }).code !== insufficientPrivilege) throw error;
    checkpointed = false;
  }
  let walRemoved = false;
  if (kind === "pglite") {
    await run("SET wal_recycle = off");
    await run("SELECT pg_switch_wal()");
    await run("CHECKPOINT");
    walRemoved = true;
  }
  return { tablesRewritten: true, statisticsRewritten: superuser, checkpointed, walRemoved };
}

const scrubbers = new WeakMap<Db, () => Promise<ScrubResult>>();

/** Called by whoever opens a database (server/db/database.ts, server/db/operator-database.ts). */
export function attachScrubber(db: Db, scrub: () => Promise<ScrubResult>): void {
  scrubbers.set(db, scrub);
}

/** Leaves nothing readable of the rows an erasure or purge deleted: call it after their transaction committed. */
export async function scrubDeletedRows(db: Db): Promise<ScrubResult> {
  const scrub = scrubbers.get(db);
  if (!scrub) throw new Error("scrubDeletedRows needs a database opened by openDatabase or openOperatorDatabase");
  return scrub();
}
