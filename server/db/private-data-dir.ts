import fs from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * The embedded database holds applicants' data and the team's password hashes: only the server's user
 * may read or write DATA_DIR. Folders are 0700 and files 0600, whoever created them (PGlite, the lock,
 * the socket, or an earlier version of this server that left them 0755 and 0666).
 */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;
/** The group and other permission bits, taken off every file and folder in DATA_DIR. */
export const othersBits = 0o077;

/** DATA_DIR is not the server's alone: the server does not start on it. */
export class DataDirUnsafeError extends Error {}

/** New files and folders of this process get no group or other bits (umask is per process, not per thread). */
export function restrictNewFiles(): void {
  if (isMainThread) process.umask(othersBits);
}

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * Creates DATA_DIR if need be, refuses one that other users can write to or that holds anything owned
 * by another user (what they planted there could be read as ours), and makes everything in it private.
 */
export function preparePrivateDataDir(dataDir: string): void {
  restrictNewFiles();
  fs.mkdirSync(dataDir, { recursive: true, mode: privateFolderMode });
  const uid = process.getuid?.();
  const stat = fs.statSync(dataDir);
  if (!stat.isDirectory()) throw new DataDirUnsafeError(`DATA_DIR ${dataDir} is not a folder.`);
  if (uid !== undefined && stat.uid !== uid) {
    throw new DataDirUnsafeError(
      `DATA_DIR ${dataDir} belongs to another user (uid ${stat.uid}, this server runs as uid ${uid}): give the server a folder of its own.`,
    );
  }
  if (stat.mode & 0o022) {
    throw new DataDirUnsafeError(
      `DATA_DIR ${dataDir} can be written by other users (mode ${modeText(stat.mode)}): check nobody changed its files, then run chmod 700 ${dataDir}.`,
    );
  }
  if ((stat.mode & 0o777) !== privateFolderMode) fs.chmodSync(dataDir, privateFolderMode);
  makePrivate(dataDir, uid);
}

function makePrivate(folder: string, uid: number | undefined): void {
  for (const name of fs.readdirSync(folder)) {
    const entry = path.join(folder, name);
    const stat = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (uid !== undefined && stat.uid !== uid) {
      throw new DataDirUnsafeError(`${entry} in DATA_DIR belongs to another user (uid ${stat.uid}): DATA_DIR must be the server's alone.`);
    }
    // chmod would follow a link out of DATA_DIR; PGlite makes none.
    if (stat.isSymbolicLink()) continue;
    const mode = stat.isDirectory() ? privateFolderMode : privateFileMode;
    if ((stat.mode & 0o777) !== mode) fs.chmodSync(entry, mode);
    if (stat.isDirectory()) makePrivate(entry, uid);
  }
}
