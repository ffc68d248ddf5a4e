import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import type { PgliteHostMessage, PgliteHostSettings } from "./pglite-host.ts";
import { servePgliteOnSocket, type PgliteSocketServer } from "./pglite-socket.ts";
import { PrivateNodeFS } from "./private-data-dir.ts";

/**
 * The embedded database's own thread. PGlite runs each statement to its end on the thread that calls
 * it, with no way to interrupt it; here, a slow statement (a psql user's, or a big erasure) holds this
 * thread only, while the server's thread goes on serving pages and answering /healthz. The server
 * reaches the database through a private socket, the CLIs and psql through the public one.
 */
const settings = workerData as PgliteHostSettings;
const port = parentPort!;
const post = (message: PgliteHostMessage) => port.postMessage(message);
const report = (what: string) => (error: unknown) =>
  post({ type: "log", level: "warn", msg: what, fields: { code: (error as NodeJS.ErrnoException)?.code, reason: (error as Error)?.message } });

let client: PGlite | undefined;
const sockets: PgliteSocketServer[] = [];

try {
  client = await PGlite.create({ fs: new PrivateNodeFS(path.join(settings.dataDir, "pglite")) });
  await migratePglite(drizzlePglite(client), { migrationsFolder: settings.migrationsFolder });
  // The server's own pool: its transactions are short, but an erasure's table rewrite may take a while.
  sockets.push(
    await servePgliteOnSocket(client, settings.serverSocketPath, {
      maxClients: settings.serverConnections + 2,
      holdLimitMs: 120_000,
      idleLimitMs: 60_000,
      onError: report("database socket (server)"),
    }),
  );
  if (settings.cliSocketPath) {
    try {
      sockets.push(await servePgliteOnSocket(client, settings.cliSocketPath, { onError: report("database socket") }));
    } catch (error) {
      // The site works without it; only the CLIs cannot reach the database while it runs.
      post({
        type: "log",
        level: "warn",
        msg: "the embedded database is not served on a socket: npm run admin and npm run applications need the server stopped",
        fields: { reason: (error as Error).message },
      });
    }
  }
  post({ type: "ready", cliSocketPath: sockets.length > 1 ? settings.cliSocketPath : undefined });
} catch (error) {
  post({ type: "failed", message: (error as Error).message, stack: (error as Error).stack });
  await client?.close().catch(() => {});
  process.exit(1);
}

port.on("message", async (message: { type: "close" }) => {
  if (message.type !== "close") return;
  try {
    for (const socket of sockets) await socket.close();
    await client?.close();
    post({ type: "closed" });
  } catch (error) {
    post({ type: "failed", message: (error as Error).message, stack: (error as Error).stack });
  }
  port.close();
});
