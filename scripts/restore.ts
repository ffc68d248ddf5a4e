/**
 * npm run restore -- FILE: puts a backup made by `npm run backup` into a new DATA_DIR (refusing one a server
 * uses, or any folder with something in it), then opens it once as the server would — applying the
 * migrations of this version — and says what it holds. Start the server on that DATA_DIR afterwards.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, readConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { sql } from "../server/db/drizzle.ts";
import { BackupError, restoreEmbeddedDatabase } from "../server/db/embedded-backup.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { DataDirUnsafeError } from "../server/db/private-data-dir.ts";
import { createLogger } from "../server/logger.ts";

const usage = `usage: DATA_DIR=NEW_FOLDER npm run restore -- FILE
  restores a backup made by npm run backup into DATA_DIR (default ./data), which must not exist yet or be
  empty; a folder a server uses is never touched. Then start the server with that DATA_DIR.`;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
if (values.help || positionals.length !== 1) {
  (values.help ? console.log : console.error)(usage);
  process.exit(values.help ? 0 : 2);
}
const file = path.resolve(positionals[0]!);

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backups"). Unset it to restore the embedded database.');
  process.exit(2);
}

try {
  const { manifest, files } = await restoreEmbeddedDatabase({ dataDir: config.dataDir, file });
  const database = await openDatabase({ dataDir: config.dataDir, logger: createLogger("warn") });
  try {
    const result = await database.db.execute(sql`select
      (select count(*) from contact_submissions)::int as applications,
      (select count(*) from content_versions)::int as "contentVersions",
      (select count(*) from media_images)::int as images,
      (select count(*) from admin_users)::int as members`);
    const counts = (result as unknown as { rows: { applications: number; contentVersions: number; images: number; members: number }[] }).rows[0]!;
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir} (${files} files): ${count(counts.applications, "application")}, ` +
        `${count(counts.contentVersions, "published content version")}, ${count(counts.images, "image")}, ${count(counts.members, "team member")}. ` +
        `Start the server with DATA_DIR=${config.dataDir}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError || error instanceof DataDirUnsafeError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
