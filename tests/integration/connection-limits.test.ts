import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { answerClientErrors, connectionTimeouts, defaultTotalConnections, limitConnections } from "../../server/http/connection-limits.ts";
import type { Logger } from "../../server/logger.ts";
import { fixedSecurityHeaders } from "../../server/security.ts";
import { createApplicationStore } from "../../server/applications/store.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const limits = { total: 40, perAddress: 20 };

/** An idle connection from `localAddress` (any of 127.0.0.0/8 on Linux), resolved once connected. */
function openIdle(port: number, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
    socket.on("error", () => {});
  });
}

/** Resolves with what the server sent when it closes the connection, or "open" if it is still open after `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    const timer = setTimeout(() => resolve("open"), ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(received || "closed");
    });
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("connection limits on the application server", () => {
  let database: Database;
  let dataDir: string;
  let server: http.Server;
  let port: number;
  /** Connections the server really holds, counted by Node itself. */
  const open = () => new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-connections-"));
    database = await openDatabase({ dataDir, logger: quiet });
    const app = createApp({
      config: { applicationRateLimit: 1000, trustProxy: false, buildDir: "unused" },
      logger: quiet,
      database,
      store: createApplicationStore(database.db),
    });
    // Shorter timeouts than production, so the test does not wait 10 s for slow headers.
    server = http.createServer({ ...connectionTimeouts, headersTimeout: 1_000, requestTimeout: 2_000, connectionsCheckingInterval: 250 }, app);
    limitConnections(server, limits, { fixedHeaders: fixedSecurityHeaders() });
    answerClientErrors(server, fixedSecurityHeaders());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds at most the cap under a flood of idle connections from many addresses, and /healthz and the form still answer", async () => {
    const flood = await Promise.all(Array.from({ length: 200 }, (_, i) => openIdle(port, `127.0.0.${10 + (i % 10)}`)));
    sockets.push(...flood);
    await settle();
    expect(await open()).toBeLessThanOrEqual(limits.total);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const application = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Reserve Test", email: "reserve@example.com", division: "noxgpt", message: "Still answering under a flood." }),
    });
    expect(application.status).toBe(201);
    expect(await open()).toBeLessThanOrEqual(limits.total);
  });

  it("holds at most the per-address cap for one address, and that address can still be served", async () => {
    const mine = await Promise.all(Array.from({ length: 60 }, () => openIdle(port, "127.0.0.77")));
    sockets.push(...mine);
    await settle();
    const stillOpen = mine.filter((socket) => !socket.destroyed && socket.readyState === "open");
    // The server closed its side of all but the newest `perAddress`; give the close time to arrive.
    await settle();
    expect(mine.filter((socket) => !socket.closed).length).toBeLessThanOrEqual(limits.perAddress);
    expect(stillOpen.length).toBeGreaterThan(0);
    const health = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/healthz", localAddress: "127.0.0.77", agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(health).toBe(200);
  });

  it("drops a client that sends its headers too slowly, with a 408 that carries the security headers", async () => {
    const socket = await openIdle(port, "127.0.0.99");
    sockets.push(socket);
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const answer = await closedWithin(socket, 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(answer).toMatch(/content-security-policy: default-src 'none'/i);
  });

  it("sizes the default cap from the process's file limit, leaving half of it free", () => {
    expect(defaultTotalConnections(20_000)).toBe(10_000);
    expect(defaultTotalConnections(1_024)).toBe(512);
    expect(defaultTotalConnections(1_000_000)).toBe(10_000);
  });
});

describe("when every connection is busy", () => {
  it("refuses a new one with a 503 that carries the security headers, and serves again once one is free", async () => {
    const release: (() => void)[] = [];
    const server = http.createServer((_req, res) => {
      release.push(() => res.end("done"));
    });
    limitConnections(server, { total: 3, perAddress: 3 }, { fixedHeaders: fixedSecurityHeaders() });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const busy = Array.from({ length: 3 }, () => fetch(`http://127.0.0.1:${port}/`).then((res) => res.text()));
      while (release.length < 3) await settle();
      const refused = await fetch(`http://127.0.0.1:${port}/`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
      expect(refused.headers.get("retry-after")).toBe("5");
      for (const done of release.splice(0)) done();
      expect(await Promise.all(busy)).toEqual(["done", "done", "done"]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
