/**
 * npm run backup -- FILE: a consistent backup of the embedded database in DATA_DIR (applications, the team,
 * content versions and drafts, uploaded images: everything the site stores), made while the server runs —
 * through its socket, which pauses the site's database work for the moment of the copy — or directly when
 * none does (server/db/embedded-backup.ts). With DATABASE_URL the data is in PostgreSQL: back it up with
 * pg_dump (docs/operations.md, "Backups").
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, readConfig } from "../server/config.ts";
import { BackupError, backupEmbeddedDatabase } from "../server/db/embedded-backup.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { DataDirUnsafeError } from "../server/db/private-data-dir.ts";

const usage = `usage: npm run backup -- FILE
  writes a backup of the embedded database in DATA_DIR (default ./data) to FILE, a new file readable by
  this user only; works while the server runs. npm run restore -- FILE puts it back into a new DATA_DIR.`;

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
  console.error('DATABASE_URL is set: the site\'s data is in PostgreSQL. Back it up with pg_dump (docs/operations.md, "Backups").');
  process.exit(2);
}

try {
  const started = Date.now();
  const result = await backupEmbeddedDatabase({ dataDir: config.dataDir, file });
  const how =
    result.via === "socket"
      ? `through the running server (its database waited ${((result.heldMs ?? 0) / 1000).toFixed(2)} s for the copy)`
      : "directly (no server was running)";
  console.log(
    `Backed up the embedded database in ${config.dataDir} ${how}: ${file} (${result.files} files, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError || error instanceof DataDirUnsafeError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
