import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { answerClientErrors, connectionTimeouts } from "../../server/http/connection-limits.ts";
import type { Logger } from "../../server/logger.ts";
import { fixedSecurityHeaders } from "../../server/security.ts";
import { createApplicationStore } from "../../server/applications/store.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Sends raw bytes and returns the raw answer (status line and headers lower-cased into a map). */
function raw(port: number, request: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("close", () => {
      const [head = ""] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
    socket.on("error", reject);
    socket.write(request);
  });
}

const securityHeaderNames = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

function expectSecurityHeaders(headers: Map<string, string> | Headers) {
  for (const name of securityHeaderNames) expect(headers.get(name), name).toBeTruthy();
  expect(headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
}

function expectAdminHeaders(headers: Map<string, string> | Headers) {
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
}

describe("every refusal carries the security headers; every answer under /admin is no-store and noindex", () => {
  let database: Database;
  let dataDir: string;
  let server: http.Server;
  let base: string;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-refusals-"));
    database = await openDatabase({ dataDir, logger: quiet });
    const app = createApp({
      config: { applicationRateLimit: 2, trustProxy: false, buildDir: "unused" },
      logger: quiet,
      database,
      store: createApplicationStore(database.db),
    });
    server = http.createServer(connectionTimeouts, app);
    answerClientErrors(server, fixedSecurityHeaders());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("414 for a long URL, and under /admin too", async () => {
    const plain = await fetch(`${base}/${"a".repeat(3000)}`);
    expect(plain.status).toBe(414);
    expectSecurityHeaders(plain.headers);
    const admin = await fetch(`${base}/admin/${"a".repeat(3000)}`);
    expect(admin.status).toBe(414);
    expectSecurityHeaders(admin.headers);
    expectAdminHeaders(admin.headers);
  });

  it.each([
    ["PUT", "/admin"],
    ["DELETE", "/admin/applications/1"],
    ["PATCH", "/ADMIN/"],
    ["PUT", "/%61dmin/export.csv"],
  ])("405 for %s %s carries no-store and noindex", async (method, target) => {
    const res = await fetch(`${base}${target}`, { method });
    expect(res.status).toBe(405);
    expectSecurityHeaders(res.headers);
    expectAdminHeaders(res.headers);
  });

  it("400 for an undecodable path, under /admin and elsewhere", async () => {
    for (const target of ["/admin/%E0%A4%A", "/%E0%A4%A"]) {
      const res = await fetch(`${base}${target}`);
      expect(res.status).toBe(400);
      expectSecurityHeaders(res.headers);
    }
    expectAdminHeaders((await fetch(`${base}/admin/%E0%A4%A`)).headers);
  });

  it("403, 415, 413 and 429 from the write gate", async () => {
    const crossSite = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite.headers);
    const wrongType = await fetch(`${base}/api/contact`, { method: "POST", headers: { "Content-Type": "text/xml" }, body: "<a/>" });
    expect(wrongType.status).toBe(415);
    expectSecurityHeaders(wrongType.headers);
    const tooLarge = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(40_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge.headers);
    let limited: Response | undefined;
    for (let i = 0; i < 5 && limited?.status !== 429; i++) {
      limited = await fetch(`${base}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    }
    expect(limited?.status).toBe(429);
    expectSecurityHeaders(limited!.headers);
  });

  it("what Node's parser refuses (bad request line, headers too large) carries them too", async () => {
    const bad = await raw(port, "NOT A REQUEST\r\n\r\n");
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad.headers);
    const huge = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expectSecurityHeaders(huge.headers);
  });
});
