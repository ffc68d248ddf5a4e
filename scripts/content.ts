/**
 * The site's content as files (decision 014):
 *   npm run content -- export DIR   the published content, one file per document as app/content holds them
 *   npm run content -- import DIR   validates every file, then publishes the changed documents as one new version each
 * Reads DATABASE_URL, or the embedded database in DATA_DIR: through the running server's socket while a
 * server runs (which then serves the import within seconds), directly when none does
 * (server/db/operator-database.ts). An import is audited as "cli:<user>".
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, readConfig } from "../server/config.ts";
import { OperatorDatabaseError, openOperatorDatabase } from "../server/db/operator-database.ts";
import { DataDirLockedError } from "../server/db/lock.ts";
import { createLogger } from "../server/logger.ts";
import { cliActor } from "./lib/cli-actor.ts";
import { exportContent, importContent, readContentFiles } from "./lib/content-files.ts";

const usage = `usage: npm run content -- <command> DIR
  export DIR   write the published content to DIR as files (DIR/services.json, DIR/legal/privacy.json, …),
               the format app/content holds: copy them over app/content and commit
  import DIR   validate every content file in DIR (app/content itself works) and publish the changed
               documents as one new version each, in one go; nothing is imported if any file has a problem`;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [command, dir, ...extra] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (command !== "export" && command !== "import") fail(`unknown command "${command}"\n${usage}`);
if (!dir) fail(`${command} needs a folder\n${usage}`);
if (extra.length > 0) fail(`unexpected argument "${extra[0]}"\n${usage}`);

// Files with problems are reported before the database is opened.
if (command === "import") {
  const { problems } = readContentFiles(dir);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`${problem.file}: ${problem.field ? `${problem.field}: ` : ""}${problem.message}`);
    fail(`Nothing was imported: ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix.`, 1);
  }
}

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let database;
try {
  database = await openOperatorDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger: createLogger("warn") });
} catch (error) {
  if (error instanceof OperatorDatabaseError || error instanceof DataDirLockedError) fail(error.message, 1);
  throw error;
}

try {
  if (command === "export") {
    const { files, published } = await exportContent(database.db, dir);
    console.log(`Wrote ${files.length} documents to ${path.resolve(dir)} (${published} as published from the editor, the rest as shipped).`);
  } else {
    const result = await importContent(database.db, dir, cliActor(), { publishHook: config.publishWebhook !== undefined });
    if (result.problems.length > 0) {
      // The files changed between the check above and now.
      for (const problem of result.problems) console.error(`${problem.file}: ${problem.field ? `${problem.field}: ` : ""}${problem.message}`);
      process.exitCode = 1;
      console.error("Nothing was imported.");
    } else {
      for (const file of result.ignored) console.log(`${file}: not a content document, left alone`);
      for (const { id, version, summary } of result.published) console.log(`${id}: published as version ${version} (${summary})`);
      for (const id of result.draftsReplaced) console.log(`${id}: its draft in the editor was replaced by the import`);
      console.log(
        result.published.length === 0
          ? `Nothing to import: all ${result.unchanged.length} documents are as published.`
          : `Imported ${result.published.length} document${result.published.length === 1 ? "" : "s"}; ${result.unchanged.length} unchanged.${database.via === "direct" ? "" : " A running server shows them within a few seconds."}`,
      );
    }
  }
} finally {
  await database.close().catch(() => {});
}
