import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { privateFolderMode } from "./private-data-dir.ts";

/**
 * PGlite has no guard against two processes opening one data directory, which corrupts it. The lock
 * is proper-lockfile's: an atomic mkdir of `server.lock` whose mtime the holder refreshes every
 * `updateMs`. A lock not refreshed for `staleMs` (its holder was killed) is taken over; no PID is
 * involved, so a PID reused after a reboot blocks nothing.
 */
export class DataDirLockedError extends Error {}

export interface DataDirLockOptions {
  /** Called when the lock is lost while held (refresh failed, or another process took it). */
  onLost?: (error: Error) => void;
  staleMs?: number;
  updateMs?: number;
}

export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? 10_000;
  const updateMs = options.updateMs ?? 1_000;
  const lockfilePath = path.join(dataDir, "server.lock");
  // Settles once, at the first refresh (undefined) or at the loss of the lock (its error), whichever is first.
  let settleStart!: (lost?: Error) => void;
  const started = new Promise<Error | undefined>((resolve) => (settleStart = resolve));
  let onLost = (error: Error) => settleStart(error);
  if (fs.statSync(lockfilePath, { throwIfNoEntry: false })?.isFile()) {
    // Versions before proper-lockfile wrote a PID file here; whether its server still runs cannot be told.
    throw new DataDirLockedError(
      `${lockfilePath} is a lock file from an earlier version of this server. If no server is using ${dataDir}, delete that file and start again.`,
    );
  }
  // Two servers that take over one stale lock together can both believe they won; the loser finds out at
  // its first refresh, when the lock's time is no longer the one it set. So the start waits for that
  // refresh itself, seen through the file system calls, not for a fixed time: on a busy machine the
  // refresh timer fired after a fixed wait, and both went on to open the database.
  let acquired = false;
  const watchedFs = {
    ...fs,
    // A refresh writes the lock's time only after it has checked that the lock is still its own.
    utimes: (file: fs.PathLike, atime: fs.TimeLike, mtime: fs.TimeLike, callback: fs.NoParamCallback) =>
      fs.utimes(file, atime, mtime, (error) => {
        callback(error);
        if (!error && acquired) settleStart();
      }),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      fs: watchedFs,
      lockfilePath,
      realpath: false,
      stale: staleMs,
      update: updateMs,
      // A restart right after a crash waits for the dead holder's lock to go stale, then takes it.
      retries: { retries: Math.ceil((staleMs + 2 * updateMs) / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (error) => onLost(error),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const age = lockAgeSeconds(lockfilePath);
    throw new DataDirLockedError(
      `Another server is using the embedded database in ${dataDir} (its lock in ${lockfilePath} was refreshed ${age} ago). ` +
        `Stop it first, or give this server another DATA_DIR.`,
    );
  }
  acquired = true;
  // Private like the rest of DATA_DIR even where the process umask could not be set.
  fs.chmodSync(lockfilePath, privateFolderMode);
  // proper-lockfile's refresh timer does not keep the process alive (unref): this one does meanwhile, or
  // a process with nothing else to do would exit before the refresh.
  const keepAlive = setInterval(() => {}, 1_000);
  let lostBeforeRefresh: Error | undefined;
  try {
    lostBeforeRefresh = await started;
  } finally {
    clearInterval(keepAlive);
  }
  if (lostBeforeRefresh) {
    throw new DataDirLockedError(`Another server took the lock of ${dataDir} while this one was starting. Stop the other server first.`);
  }
  onLost =
    options.onLost ??
    ((error) => {
      throw error;
    });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await release();
    } catch (error) {
      // Already released or taken over: nothing left to release.
      if ((error as NodeJS.ErrnoException).code !== "ERELEASED" && (error as NodeJS.ErrnoException).code !== "ENOTACQUIRED") throw error;
    }
  };
}

function lockAgeSeconds(lockfilePath: string): string {
  try {
    return `${((Date.now() - fs.statSync(lockfilePath).mtimeMs) / 1000).toFixed(1)} s`;
  } catch {
    return "moments";
  }
}

/** Whether a live process holds DATA_DIR's lock (a server, or a CLI that opened the folder itself). */
export async function dataDirIsHeld(dataDir: string): Promise<boolean> {
  if (!fs.existsSync(dataDir)) return false;
  try {
    return await lockfile.check(dataDir, { lockfilePath: path.join(dataDir, "server.lock"), realpath: false, stale: 10_000 });
  } catch {
    return false;
  }
}
