import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import type { PgliteHostMessage, PgliteHostSettings } from "./pglite-host.ts";
import { servePgliteOnSocket, type PgliteSocketServer } from "./pglite-socket.ts";
import { isInitialisedCluster, startClusterFromTemplate } from "./pglite-template.ts";
import { PrivateNodeFS } from "./private-node-fs.ts";

/**
 * The embedded database's own thread. PGlite runs each statement to its end on the thread that calls
 * it, with no way to interrupt it; here, a slow statement (a psql user's, or a big erasure) holds this
 * thread only, while the server's thread goes on serving pages and answering /healthz. The server
 * reaches the database through a private socket, the CLIs and psql through the public one, and
 * migrates it through that socket like a PostgreSQL server (no Drizzle on this thread: loading it costs
 * a thread about 180 MB, see docs/decisions/011-embedded-database-on-its-own-thread.md).
 */
const settings = workerData as PgliteHostSettings;
const port = parentPort!;
const post = (message: PgliteHostMessage) => port.postMessage(message);
const report = (what: string) => (error: unknown) =>
  post({ type: "log", level: "warn", msg: what, fields: { code: (error as NodeJS.ErrnoException)?.code, reason: (error as Error)?.message } });

/** The embedded database's cache (PostgreSQL's shared_buffers); docs/architecture.md, "Footprint". */
const embeddedDatabaseCache = "16MB";

let client: PGlite | undefined;
const sockets: PgliteSocketServer[] = [];

try {
  const clusterFolder = path.join(settings.dataDir, "pglite");
  // A new data folder starts from a copy of an empty cluster, unpacked onto the disk, rather than
  // running initdb (pglite-template.ts); without a copy, PGlite runs initdb in the folder.
  if (!isInitialisedCluster(clusterFolder)) await startClusterFromTemplate(clusterFolder);
  client = await PGlite.create({
    fs: new PrivateNodeFS(clusterFolder),
    // The database cache. PostgreSQL's default, 128 MB, is resident from the first query: the site's
    // tables fit many times over in 16 MB, and a miss costs a read from the page cache, not the disk.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${embeddedDatabaseCache}`],
  });
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
