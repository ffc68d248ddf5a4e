import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import pg from "pg";
import { acquireDataDirLock, dataDirIsHeld } from "./lock.ts";
import { socketPathFor } from "./pglite-socket.ts";
import { isInitialisedCluster, pgliteVersion, tarEntries } from "./pglite-template.ts";
import { preparePrivateDataDir, privateFileMode, privateFolderMode } from "./private-data-dir.ts";

/**
 * Backups of the embedded database (`npm run backup`, `npm run restore`): its cluster folder, DATA_DIR/pglite,
 * copied while nothing writes to it, as one gzipped tar with a manifest. Everything the site stores is in
 * that database — applications, notes, the team, content versions and drafts, the renders publishes keep,
 * uploaded images (media_images / media_variants) — so the one folder is the whole backup.
 *
 * While a server runs, the copy is made through its socket: the backup holds the database's one session
 * (as any socket client does for a transaction), has PostgreSQL write everything to its files (CHECKPOINT),
 * copies the folder, and only then gives the session back; the server's queries wait meanwhile, its pages do
 * not. The socket lends the session for 10 s at most (server/db/pglite-socket.ts): a folder too large to
 * copy in that time is refused, not copied half-way. With no server running, the backup takes DATA_DIR's
 * lock for the copy, so no server starts on it meanwhile.
 */
export class BackupError extends Error {}

/** What the first entry of every backup says; a restore refuses a file without it. */
export interface BackupManifest {
  format: "vesper-embedded-database";
  version: 1;
  createdAt: string;
  pgliteVersion: string;
  /** How the copy was made: through a running server's socket, or from a folder no server held. */
  via: "socket" | "direct";
}

const manifestName = "vesper-backup.json";
/** The cluster's folder in DATA_DIR (server/db/pglite-host.worker.ts) and in the archive. */
const clusterName = "pglite";
/** A socket client silent this long is cut off (pglite-socket.ts: 5 s); the copy speaks up well before. */
const keepAliveMs = 1_000;

/** Copies every file under `from` to `to` (folders 0700, files 0600), calling `between` after each file. */
async function copyFolder(from: string, to: string, between: () => Promise<void>): Promise<number> {
  let files = 0;
  fs.mkdirSync(to, { recursive: true, mode: privateFolderMode });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) files += await copyFolder(source, target, between);
    else if (entry.isFile()) {
      await fs.promises.copyFile(source, target);
      fs.chmodSync(target, privateFileMode);
      files++;
      await between();
    }
  }
  return files;
}

/** The copy made through a running server's socket, holding its database session from BEGIN to COMMIT. */
async function copyThroughServer(dataDir: string, staging: string): Promise<{ files: number; heldMs: number }> {
  const client = new pg.Client({ host: path.resolve(dataDir), port: 5432, user: "postgres", database: "postgres" });
  let lost: Error | undefined;
  client.on("error", (error) => (lost = error));
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `A server is using ${dataDir}, but its database socket ${socketPathFor(dataDir)} does not answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Wait until it has started, or stop it and try again.`,
    );
  }
  try {
    // From BEGIN until COMMIT nothing else runs in the database: the files copied are one moment's.
    const held = performance.now();
    await client.query("BEGIN");
    await client.query("CHECKPOINT");
    let spoke = Date.now();
    const files = await copyFolder(path.join(dataDir, clusterName), staging, async () => {
      if (Date.now() - spoke < keepAliveMs) return;
      await client.query("SELECT 1");
      spoke = Date.now();
    });
    await client.query("COMMIT");
    if (lost) throw lost;
    return { files, heldMs: performance.now() - held };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `The running server took its database back before the copy was done (${(lost ?? (error as Error)).message}): nothing was written. ` +
        `The server lends it for 10 s; for a database that takes longer to copy, stop the server and run the backup again.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** One ustar header (names up to 100 bytes, plus a 155-byte prefix: PostgreSQL's paths are short). */
function tarHeader(name: string, size: number, type: "file" | "folder"): Buffer {
  const header = Buffer.alloc(512);
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) throw new BackupError(`a file name too long for the archive: ${name}`);
  }
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, "0") + "\0";
  header.write(base, 0, 100, "utf8");
  header.write(octal(type === "folder" ? privateFolderMode : privateFileMode, 8), 100, "latin1");
  header.write(octal(0, 8), 108, "latin1");
  header.write(octal(0, 8), 116, "latin1");
  header.write(octal(size, 12), 124, "latin1");
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136, "latin1");
  header.write("        ", 148, "latin1");
  header.write(type === "folder" ? "5" : "0", 156, "latin1");
  header.write("ustar\0", 257, "latin1");
  header.write("00", 263, "latin1");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + " ", 148, "latin1");
  return header;
}

/** The archive's entries, one at a time: the manifest, then the cluster's folders and files. */
async function* archiveOf(manifest: BackupManifest, staging: string): AsyncGenerator<Buffer> {
  const padding = (size: number) => Buffer.alloc((512 - (size % 512)) % 512);
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + "\n");
  yield tarHeader(manifestName, manifestBytes.length, "file");
  yield manifestBytes;
  yield padding(manifestBytes.length);
  const walk = async function* (folder: string, name: string): AsyncGenerator<Buffer> {
    yield tarHeader(`${name}/`, 0, "folder");
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const entryName = `${name}/${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), entryName);
      else if (entry.isFile()) {
        const bytes = await fs.promises.readFile(path.join(folder, entry.name));
        yield tarHeader(entryName, bytes.length, "file");
        yield bytes;
        yield padding(bytes.length);
      }
    }
  };
  yield* walk(staging, clusterName);
  yield Buffer.alloc(1024);
}

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (private to this user: it holds
 * applicants' data), through the running server when one holds the folder, directly when none does.
 * The file appears only once complete.
 */
export async function backupEmbeddedDatabase(options: {
  dataDir: string;
  file: string;
}): Promise<{ via: BackupManifest["via"]; files: number; bytes: number /** How long the running server's database waited for the copy. */; heldMs?: number }> {
  const { dataDir, file } = options;
  if (!isInitialisedCluster(path.join(dataDir, clusterName))) throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: give the backup a new file name.`);
  const unique = `${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  const staging = `${file}.${unique}.staging`;
  const partial = `${file}.${unique}.partial`;
  try {
    let via: BackupManifest["via"];
    let files: number;
    let heldMs: number | undefined;
    if (await dataDirIsHeld(dataDir)) {
      via = "socket";
      ({ files, heldMs } = await copyThroughServer(dataDir, staging));
    } else {
      via = "direct";
      preparePrivateDataDir(dataDir);
      const release = await acquireDataDirLock(dataDir);
      try {
        files = await copyFolder(path.join(dataDir, clusterName), staging, async () => {});
      } finally {
        await release();
      }
    }
    const manifest: BackupManifest = { format: "vesper-embedded-database", version: 1, createdAt: new Date().toISOString(), pgliteVersion, via };
    await pipeline(archiveOf(manifest, staging), zlib.createGzip(), fs.createWriteStream(partial, { mode: privateFileMode, flags: "wx" }));
    fs.renameSync(partial, file);
    return { via, files, bytes: fs.statSync(file).size, heldMs };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Unpacks a backup into `dataDir`, which must be new: a folder a server holds, or any folder with
 * something in it, is refused and left alone. The cluster is written beside its place and renamed into
 * it, under DATA_DIR's lock, so no server starts on half a database.
 */
export async function restoreEmbeddedDatabase(options: { dataDir: string; file: string }): Promise<{ manifest: BackupManifest; files: number }> {
  const { dataDir, file } = options;
  if (await dataDirIsHeld(dataDir)) throw new BackupError(`A server is using ${dataDir}: restore into a new DATA_DIR, then start the server on it.`);
  if (fs.existsSync(dataDir) && (!fs.statSync(dataDir).isDirectory() || fs.readdirSync(dataDir).length > 0)) {
    throw new BackupError(`${dataDir} is not empty: restore into a new DATA_DIR (a folder that does not exist yet, or an empty one).`);
  }
  let archive: Buffer;
  try {
    archive = zlib.gunzipSync(fs.readFileSync(file));
  } catch (error) {
    throw new BackupError(`${file} is not a backup of this site (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  }
  const entries = tarEntries(archive);
  const first = entries.next();
  let manifest: BackupManifest | undefined;
  try {
    if (!first.done && first.value.name === manifestName) manifest = JSON.parse(first.value.data.toString("utf8")) as BackupManifest;
  } catch {
    // Not ours: refused below.
  }
  if (manifest?.format !== "vesper-embedded-database" || manifest.version !== 1) throw new BackupError(`${file} is not a backup made by npm run backup.`);

  preparePrivateDataDir(dataDir);
  const release = await acquireDataDirLock(dataDir);
  const partial = path.join(dataDir, `${clusterName}.${process.pid}.partial`);
  try {
    let files = 0;
    fs.mkdirSync(partial, { mode: privateFolderMode });
    for (const entry of entries) {
      if (entry.name !== clusterName && !entry.name.startsWith(`${clusterName}/`)) throw new BackupError(`${file} holds an unexpected entry: ${entry.name}`);
      const target = path.join(partial, entry.name.slice(clusterName.length));
      if (entry.type === "folder") fs.mkdirSync(target, { recursive: true, mode: privateFolderMode });
      else {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: privateFolderMode });
        fs.writeFileSync(target, entry.data, { mode: privateFileMode });
        files++;
      }
    }
    if (!isInitialisedCluster(partial)) throw new BackupError(`${file} holds no database.`);
    fs.renameSync(partial, path.join(dataDir, clusterName));
    return { manifest, files };
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
    await release();
  }
}
