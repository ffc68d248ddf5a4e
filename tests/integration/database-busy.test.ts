import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { healthCheckDeadlineMs } from "../../server/db/within.ts";
import { dynamicPathPrefixes } from "../../server/http/dynamic-paths.ts";
import { withStaticFastPath } from "../../server/http/static-fast-path.ts";
import type { Logger } from "../../server/logger.ts";
import { fixedSecurityHeaders } from "../../server/security.ts";
import { loadStaticSite } from "../../server/static-site.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import { rawRequest, routeList, specialPageNames, writeBuildFile } from "../unit/server/build-fixture.ts";

// A psql user's heavy query, or a transaction left open, on the embedded database's socket: PGlite runs
// on a thread of its own, so the server's thread goes on serving pages and answers /healthz in bounded time.
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-busy-"));
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-busy-build-"));
let database: Database;
let server: http.Server;
let base: string;

beforeAll(async () => {
  database = await openDatabase({ dataDir, logger: quiet, serveSocket: true });
  const client = path.join(buildDir, "client");
  writeBuildFile(client, "about/index.html", "<!doctype html><title>About</title><h1>About</h1>");
  for (const name of specialPageNames) {
    writeBuildFile(client, `_status/${name}.html`, `<!doctype html><title>${name}</title>`);
  }
  const site = loadStaticSite(client);
  const app = createApp({
    config: { applicationRateLimit: 1000, trustProxy: false, buildDir },
    logger: quiet,
    database,
    store: createApplicationStore(database.db),
    site,
  });
  server = http.createServer(
    withStaticFastPath({ site, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger: quiet }, app),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const socketClient = () => {
  const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  client.on("error", () => {});
  return client;
};

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe("while the embedded database is busy", () => {
  it("a heavy query through the socket does not stop pages from being served, and /healthz answers within its deadline", { timeout: 90_000 }, async () => {
    const heavy = socketClient();
    await heavy.connect();
    const started = performance.now();
    // Seconds of work inside PGlite, which nothing can interrupt.
    const query = heavy.query("select count(*) from generate_series(1, 40000000)");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const page = await timed(() => rawRequest(`${base}/about`));
    expect(page.value.status).toBe(200);
    expect(page.ms).toBeLessThan(500);
    const health = await timed(() => rawRequest(`${base}/healthz`));
    const queryStillRunning = await Promise.race([query.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 0))]);
    await query;
    const queryMs = performance.now() - started;
    await heavy.end();
    // The test proves something only if the query outlasted the requests above.
    expect(queryStillRunning).toBe(true);
    expect(queryMs).toBeGreaterThan(page.ms + 300);
    expect(health.value.status).toBe(503);
    expect(health.ms).toBeLessThan(healthCheckDeadlineMs + 1_000);
    expect((await rawRequest(`${base}/healthz`)).status).toBe(200);
  });

  it("a transaction left open on the socket delays /healthz no longer than its deadline", { timeout: 30_000 }, async () => {
    const holder = socketClient();
    await holder.connect();
    await holder.query("begin");
    await holder.query("select 1");
    const health = await timed(() => rawRequest(`${base}/healthz`));
    expect(health.ms).toBeLessThan(healthCheckDeadlineMs + 1_000);
    const page = await timed(() => rawRequest(`${base}/about`));
    expect(page.value.status).toBe(200);
    expect(page.ms).toBeLessThan(500);
    await holder.end().catch(() => {});
  });
});
