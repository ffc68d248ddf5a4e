import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Logger } from "../logger.ts";
import { maxSocketPathBytes, socketFileName, socketPathFor } from "./pglite-socket.ts";
import { privateFolderMode } from "./private-data-dir.ts";

/** What the embedded database's thread is started with (server/db/pglite-host.worker.ts). */
export interface PgliteHostSettings {
  dataDir: string;
  /** The server's private socket: its connection pool reaches the database through it. */
  serverSocketPath: string;
  serverConnections: number;
  /** The socket of the CLIs and psql (`DATA_DIR/.s.PGSQL.5432`), when the server serves one. */
  cliSocketPath?: string;
}

export type PgliteHostMessage =
  | { type: "ready"; cliSocketPath?: string }
  | { type: "closed" }
  | { type: "failed"; message: string; stack?: string }
  | { type: "log"; level: "warn" | "error"; msg: string; fields: Record<string, unknown> };

export interface PgliteHost {
  /** The folder holding the server's socket, as a `pg` host (`pg` appends `/.s.PGSQL.<port>`). */
  socketFolder: string;
  socketPort: number;
  cliSocketPath?: string;
  close(): Promise<void>;
}

/** The server's private socket: a folder of its own in DATA_DIR, so psql -h DATA_DIR never lands on it. */
export function serverSocketFolder(dataDir: string): string {
  return path.join(dataDir, "server-socket");
}

/**
 * Starts the embedded database on its own thread and waits until it is open and served (the caller
 * migrates it through the socket).
 * `onFailure` is called if the thread dies while the server runs: the server cannot go on without it.
 */
export async function startPgliteHost(options: {
  dataDir: string;
  serverConnections: number;
  serveCliSocket: boolean;
  logger: Logger;
  onFailure: (error: Error) => void;
}): Promise<PgliteHost> {
  const socketFolder = serverSocketFolder(options.dataDir);
  fs.mkdirSync(socketFolder, { recursive: true, mode: privateFolderMode });
  const serverSocketPath = path.join(socketFolder, socketFileName);
  if (Buffer.byteLength(serverSocketPath) > maxSocketPathBytes) {
    throw new Error(`the database socket path ${serverSocketPath} is longer than ${maxSocketPathBytes} bytes; use a shorter DATA_DIR`);
  }
  const settings: PgliteHostSettings = {
    dataDir: options.dataDir,
    serverSocketPath,
    serverConnections: options.serverConnections,
    cliSocketPath: options.serveCliSocket ? socketPathFor(options.dataDir) : undefined,
  };
  // Beside this file: the TypeScript source, or the production bundle's JavaScript (scripts/build/server-bundle.ts).
  const workerFile = import.meta.url.endsWith(".ts") ? "./pglite-host.worker.ts" : "./pglite-host.worker.mjs";
  const worker = new Worker(new URL(workerFile, import.meta.url), { workerData: settings });
  let closing = false;
  let onClosed: (() => void) | undefined;

  const ready = new Promise<{ cliSocketPath?: string }>((resolve, reject) => {
    worker.on("message", (message: PgliteHostMessage) => {
      if (message.type === "ready") resolve({ cliSocketPath: message.cliSocketPath });
      else if (message.type === "closed") onClosed?.();
      else if (message.type === "log") options.logger[message.level](message.msg, message.fields);
      else if (message.type === "failed") {
        const error = Object.assign(new Error(message.message), { stack: message.stack });
        reject(error);
        if (!closing) options.onFailure(error);
      }
    });
    worker.on("error", (error) => {
      reject(error);
      if (!closing) options.onFailure(error);
    });
    worker.on("exit", (code) => {
      const error = new Error(`the embedded database's thread stopped (exit code ${code})`);
      reject(error);
      if (!closing) options.onFailure(error);
    });
  });
  const { cliSocketPath } = await ready;

  return {
    socketFolder,
    socketPort: 5432,
    cliSocketPath,
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => {
        onClosed = resolve;
        worker.once("exit", () => resolve());
      });
      worker.postMessage({ type: "close" });
      await closed;
      await worker.terminate();
    },
  };
}
