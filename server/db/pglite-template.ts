import { PGlite } from "@electric-sql/pglite";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * A freshly initialised, empty embedded database, kept as a tarball so that a new DATA_DIR starts from
 * a copy instead of running initdb. PGlite's initdb runs two more WebAssembly PostgreSQL instances
 * beside the database: on a 2-core machine it took 10-20 s and peaked above 800 MB, where loading the
 * copy takes about 2 s and 150 MB. The copy holds no data of the site (migrations run after it, as on
 * any start) and depends only on the PGlite version, which names the file. `npm run build` makes it;
 * a start that finds none makes it once, the same way.
 */
const packageFolder = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(packageFolder, "package.json"), "utf8")) as { version: string }).version;

/** Where the copy lives: the dependency cache, beside the PGlite it was made with. */
export const pgliteTemplateFile = path.resolve(
  import.meta.dirname,
  "../../node_modules/.cache/vesper",
  `pglite-${pgliteVersion}-empty-cluster.tar.gz`,
);

/** Runs initdb in memory and writes the copy (atomically: a start never reads half a file). */
export async function makePgliteTemplate(file = pgliteTemplateFile): Promise<{ bytes: number }> {
  // A folder that cannot be written fails here, before initdb's cost is paid.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.accessSync(path.dirname(file), fs.constants.W_OK);
  const client = await PGlite.create();
  try {
    const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    return { bytes: dump.length };
  } finally {
    await client.close();
  }
}

/** Makes the copy if there is none yet; false when it cannot be written (a read-only install). */
export async function ensurePgliteTemplate(file = pgliteTemplateFile): Promise<boolean> {
  try {
    if (!fs.existsSync(file)) await makePgliteTemplate(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The copy to start a new data folder from, made now if there is none. Undefined when it cannot be
 * had: the caller then lets PGlite run initdb in place, as before.
 */
export async function pgliteTemplate(file = pgliteTemplateFile): Promise<Blob | undefined> {
  return (await ensurePgliteTemplate(file)) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** A PGlite data folder that was initialised (PostgreSQL writes PG_VERSION first thing). */
export function isInitialisedCluster(folder: string): boolean {
  return fs.existsSync(path.join(folder, "PG_VERSION"));
}
