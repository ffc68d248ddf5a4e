import { PGlite } from "@electric-sql/pglite";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";

/**
 * A freshly initialised, empty embedded database, kept as a tarball so that a new DATA_DIR starts from
 * a copy instead of running initdb. PGlite's initdb runs two more WebAssembly PostgreSQL instances
 * beside the database: on a 2-core machine it took 10-20 s and peaked above 800 MB, where loading the
 * copy takes about 2 s and 150 MB. The copy holds no data of the site (migrations run after it, as on
 * any start) and depends only on the PGlite version, which names the file. `npm run build` makes it;
 * a start that finds none makes it once, the same way. A new DATA_DIR gets it unpacked onto the disk
 * (`startClusterFromTemplate`) before PGlite opens the folder as an existing cluster: handing PGlite the
 * tarball instead (its `loadDataDir`) unpacks it in memory, ~200 MB more at the start's peak.
 */
const packageFolder = path.dirname(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")));
export const pgliteVersion = (JSON.parse(fs.readFileSync(path.join(packageFolder, "package.json"), "utf8")) as { version: string }).version;

/** Where the copy lives: the dependency cache, beside the PGlite it was made with. */
export const pgliteTemplateFile = path.resolve(import.meta.dirname, "../../node_modules/.cache/vesper", `pglite-${pgliteVersion}-empty-cluster.tar.gz`);

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
 * The entries of a tar archive (PGlite's dump, or a backup of server/db/embedded-backup.ts: POSIX ustar,
 * folders and regular files only), read from its 512-byte headers. A name starting with "/" is taken relative to the archive; anything climbing out
 * of it ("..") or of another type is refused: the archive is our own, but a damaged one must not write elsewhere.
 */
export function* tarEntries(archive: Buffer): Generator<{ name: string; type: "file" | "folder"; data: Buffer }> {
  const text = (start: number, length: number) => archive.toString("utf8", start, start + length).replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= archive.length; ) {
    if (archive[offset] === 0) return; // the two zero blocks that end the archive
    const prefix = text(offset + 257, 5) === "ustar" ? text(offset + 345, 155) : "";
    const name = (prefix ? `${prefix}/` : "") + text(offset, 100);
    const size = parseInt(text(offset + 124, 12).trim() || "0", 8);
    const flag = String.fromCharCode(archive[offset + 156] ?? 0);
    const relative = name.replace(/^\/+/, "").replace(/\/+$/, "");
    if (relative.split("/").includes("..") || !Number.isSafeInteger(size)) throw new Error(`the archive has an unsafe entry: ${name}`);
    const data = archive.subarray(offset + 512, offset + 512 + size);
    if (flag === "5") yield { name: relative, type: "folder", data };
    else if (flag === "0" || flag === "\0") yield { name: relative, type: "file", data };
    else throw new Error(`the archive has an entry of type ${JSON.stringify(flag)}: ${name}`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks the copy into `folder` (a new DATA_DIR's cluster), privately (folders 0700, files 0600), into
 * a sibling folder first and renamed into place: a start that dies half-way leaves no half cluster that
 * would pass for an initialised one. False when there is no copy to be had (PGlite then runs initdb).
 */
export async function startClusterFromTemplate(folder: string, file = pgliteTemplateFile): Promise<boolean> {
  if (!(await ensurePgliteTemplate(file))) return false;
  const partial = `${folder}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.partial`;
  try {
    fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
    for (const entry of tarEntries(zlib.gunzipSync(fs.readFileSync(file)))) {
      const target = path.join(partial, entry.name);
      if (entry.type === "folder") fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        fs.writeFileSync(target, entry.data, { mode: 0o600 });
      }
    }
    if (!isInitialisedCluster(partial)) throw new Error("the embedded database's template holds no cluster");
    // What an earlier, unfinished initdb left (no PG_VERSION) is not a cluster: it is replaced.
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(partial, folder);
    return true;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** A PGlite data folder that was initialised (PostgreSQL writes PG_VERSION first thing). */
export function isInitialisedCluster(folder: string): boolean {
  return fs.existsSync(path.join(folder, "PG_VERSION"));
}
