import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { createApplicationReceiver } from "../../server/applications/receive.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { acquireDataDirLock, DataDirLockedError } from "../../server/db/lock.ts";
import { applicationIdempotencyKeys, applications } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createApplicationStore, type ApplicationStore } from "../../server/applications/store.ts";
import { testDatabases } from "./test-databases.ts";

/** Keeps every log line, so tests can read what the operator would see. */
const logLines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
const logger: Logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [
    level,
    (msg: string, fields: Record<string, unknown> = {}) => void logLines.push({ level, msg, fields }),
  ]),
) as unknown as Logger;
const logText = () => JSON.stringify(logLines);
const valid = {
  name: "Grace Hopper",
  email: "grace@example.com",
  discord: "",
  division: "vesperguard",
  portfolio: "",
  message: "I find bugs, literally and figuratively.",
};

interface Harness {
  url: string;
  close(): Promise<void>;
}

async function serve(database: Database, store: ApplicationStore, applicationRateLimit = 1000): Promise<Harness> {
  const app = createApp({ config: { applicationRateLimit, trustProxy: false, buildDir: "unused" }, logger, database, store });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const drivers = testDatabases(logger, "vesper-it-");

describe.each(drivers)("POST /api/contact on $name", (driver) => {
  let database: Database;
  let store: ApplicationStore;
  let harness: Harness;
  let cleanup: () => void;

  async function rows() {
    return database.db.select().from(applications);
  }

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    store = createApplicationStore(database.db);
    harness = await serve(database, store);
  });
  afterAll(async () => {
    await harness.close();
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate table jobs, contact_submissions, application_idempotency_keys restart identity cascade`);
    logLines.length = 0;
  });

  it("stores a valid application and answers 201 with its id and time", async () => {
    const res = await post(harness.url, { ...valid, discord: " grace ", portfolio: "https://grace.example.com" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; createdAt: string };
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String), confirmationEmail: false });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: body.id, name: "Grace Hopper", discord: "grace", portfolio: "https://grace.example.com" });
    expect(stored[0]?.createdAt.toISOString()).toBe(body.createdAt);
  });

  it("stores empty optional fields as NULL", async () => {
    await post(harness.url, valid);
    expect((await rows())[0]).toMatchObject({ discord: null, portfolio: null });
  });

  it("answers 400 with the field messages and stores nothing", async () => {
    const res = await post(harness.url, { ...valid, name: "G", division: "skynet", portfolio: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: {
        name: "Name must be at least 2 characters",
        division: "Please select a division",
        portfolio: "Please enter a valid URL",
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    const malformed = await post(harness.url, "{ nope");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The body is not valid JSON." });
    expect((await post(harness.url, "[1,2]")).status).toBe(400);
  });

  it("answers 413 to a body over 16 KB, declared or chunked, as soon as the count passes", async () => {
    const res = await post(harness.url, { ...valid, message: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    // A chunked body with no Content-Length: the answer comes while the client is still sending.
    const { status, sentBytes } = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
      const { port } = new URL(harness.url);
      let sent = 0;
      const req = http.request({
        host: "127.0.0.1",
        port,
        path: "/api/contact",
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      });
      req.on("response", (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, sentBytes: sent });
        req.destroy();
      });
      req.on("error", (error) => (sent > 16 * 1024 ? undefined : reject(error)));
      const chunk = Buffer.alloc(4096, 0x20);
      const pump = () => {
        // Never more than 64 MB, whatever happens.
        while (sent < 64 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sentBytes).toBeLessThan(64 * 1024 * 1024);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 415 to a JSON body in another charset or with a Content-Encoding", async () => {
    const variants: Record<string, string>[] = [
      { "Content-Type": "application/json; charset=latin1" },
      { "Content-Encoding": "foo" },
      { "Content-Encoding": "gzip" },
    ];
    for (const headers of variants) {
      const res = await post(harness.url, valid, headers);
      expect(res.status).toBe(415);
    }
    expect(await rows()).toHaveLength(0);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("answers 415 to anything but JSON", async () => {
    const res = await fetch(`${harness.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Grace",
    });
    expect(res.status).toBe(415);
  });

  it("answers 403 to a cross-site request", async () => {
    expect((await post(harness.url, valid, { Origin: "https://attacker.example" })).status).toBe(403);
    expect((await post(harness.url, valid, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await rows()).toHaveLength(0);
    const sameOrigin = await post(harness.url, valid, { Origin: harness.url, "Sec-Fetch-Site": "same-origin" });
    expect(sameOrigin.status).toBe(201);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await fetch(`${harness.url}/api/contact`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });

  it("returns the first answer for a retried Idempotency-Key and never stores a second row", async () => {
    const headers = { "Idempotency-Key": "fill-0123456789abcdef" };
    const first = await post(harness.url, valid, headers);
    // The same application spelled differently on the wire (spaces, key order) is the same body.
    const { message, ...rest } = valid;
    const second = await post(harness.url, { message: ` ${message}`, ...rest, name: `${valid.name}  ` }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    const bad = await post(harness.url, valid, { "Idempotency-Key": "bad key!" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Idempotency-Key must be 8 to 128 letters, digits, - or _." });
  });

  it("answers 409 to the same key with a different application, and leaks nothing of the first", async () => {
    const headers = { "Idempotency-Key": "shared-key-123456" };
    const first = await post(harness.url, valid, headers);
    expect(first.status).toBe(201);
    const firstReceipt = (await first.json()) as { id: number };
    const other = await post(harness.url, { ...valid, name: "Someone Else", email: "else@example.com" }, headers);
    expect(other.status).toBe(409);
    const body = (await other.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: expect.stringMatching(/already used for a different application/) });
    expect(JSON.stringify(body)).not.toContain(String(firstReceipt.id));
    expect(await rows()).toHaveLength(1);
  });

  it("forgets a key after 24 hours: the same key then names a new application", async () => {
    const headers = { "Idempotency-Key": "old-key-123456789" };
    expect((await post(harness.url, valid, headers)).status).toBe(201);
    await database.db.execute(sql`update application_idempotency_keys set created_at = now() - interval '25 hours'`);
    const later = await post(harness.url, { ...valid, name: "Later Applicant" }, headers);
    expect(later.status).toBe(201);
    expect(await rows()).toHaveLength(2);
    expect(await database.db.select().from(applicationIdempotencyKeys)).toHaveLength(1);
  });

  it("stores one row for ten concurrent posts with one key and one body", async () => {
    const headers = { "Idempotency-Key": "double-click-12345" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(harness.url, valid, headers)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (res) => ((await res.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it("refuses a NUL or an escape sequence with the field's message, and logs nothing the applicant typed", async () => {
    const hostile: [string, string][] = [
      ["name", "Al\u0000ice"],
      ["portfolio", "https://x.example/\u0000"],
      ["message", "Hello there \u001b[2J friends"],
    ];
    for (const [field, value] of hostile) {
      const res = await post(harness.url, { ...valid, [field]: value });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
    }
    expect(await rows()).toHaveLength(0);
    expect(logText()).not.toMatch(/Al\\u0000ice|Grace|grace@example\.com|literally/);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("keeps every one of 50 concurrent submissions", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(harness.url, { ...valid, name: `Applicant ${i}` }, { "Idempotency-Key": `concurrent-${i}-key` })),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    expect(await rows()).toHaveLength(50);
  });

  it("pretends to accept a filled honeypot but stores nothing", async () => {
    const res = await post(harness.url, { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await rows()).toHaveLength(0);
  });

  it("answers 429 with Retry-After once the per-minute limit is used, API and form posts counted together", async () => {
    const limited = await serve(database, store, 3);
    try {
      expect((await post(limited.url, valid)).status).toBe(201);
      expect((await post(limited.url, { ...valid, name: "" })).status).toBe(400);
      // A form post in another spelling counts too (no React Router here, so it ends in 404 after the gate).
      const form = await fetch(`${limited.url}/JOIN/`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=x" });
      expect(form.status).not.toBe(429);
      const res = await post(limited.url, valid);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: string }).error).toMatch(/Too many forms sent/);
      // Changing X-Forwarded-For changes nothing without a trusted proxy.
      expect((await post(limited.url, valid, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(429);
      expect(await rows()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it("answers 500 without internals when storing fails, logs only the database's code, and the health check reports the database", async () => {
    // The shape Drizzle gives a failed insert: its message quotes every parameter; the cause is PostgreSQL's error.
    const failure = Object.assign(new Error(`Failed query: insert into "contact_submissions" params: Grace Hopper,grace@example.com`), {
      name: "DrizzleQueryError",
      cause: Object.assign(new Error("invalid byte sequence"), { code: "22021", constraint: undefined, table: "contact_submissions" }),
    });
    const failing: ApplicationStore = { ...store, submit: async () => Promise.reject(failure) };
    const broken = await serve(database, failing);
    try {
      const res = await post(broken.url, valid);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toMatch(/Failed query|grace|at .*\.ts/);
    } finally {
      await broken.close();
    }
    const fault = logLines.find((line) => line.level === "error" && line.msg === "application not stored");
    expect(fault?.fields).toMatchObject({ door: "api", database: { code: "22021", table: "contact_submissions" } });
    expect(logText()).not.toMatch(/Grace|grace@example\.com|Failed query/);
    const health = await fetch(`${harness.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: "ok",
      database: database.kind,
      outbox: { pending: 0, failed: 0, oldestPendingSeconds: null },
      team: { unansweredInquiries: 0, overdueInquiries: 0 },
    });
  });

  it("answers 405 to other methods on any other path, and 414 to a URL too long or too deep", async () => {
    const put = await fetch(`${harness.url}/about`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${harness.url}/${"a/".repeat(40)}`)).status).toBe(414);
    expect((await fetch(`${harness.url}/${"a".repeat(2100)}`)).status).toBe(414);
    expect((await fetch(`${harness.url}/healthz`)).status).toBe(200);
  });

  it("sends security headers and no X-Powered-By", async () => {
    const res = await fetch(`${harness.url}/healthz`);
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("HTTPS behind a proxy", () => {
  it("sends HSTS only when the request came over HTTPS through a trusted proxy", async () => {
    const database: Database = { kind: "pglite", db: {} as Database["db"], ping: async () => {}, close: async () => {} };
    const app = createApp({ config: { applicationRateLimit: 5, trustProxy: "loopback", buildDir: "unused" }, logger, database, store: {} as ApplicationStore });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
    try {
      expect((await fetch(url)).headers.get("strict-transport-security")).toBeNull();
      const https = await fetch(url, { headers: { "X-Forwarded-Proto": "https" } });
      expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("health check", () => {
  it("answers 503 when the database does not answer", async () => {
    const down: Database = { kind: "pglite", db: {} as Database["db"], ping: async () => Promise.reject(new Error("down")), close: async () => {} };
    const harness = await serve(down, {} as ApplicationStore);
    try {
      expect((await fetch(`${harness.url}/healthz`)).status).toBe(503);
    } finally {
      await harness.close();
    }
  });
});

describe("embedded database lock", () => {
  const fast = { staleMs: 2_000, updateMs: 500 };
  const lockDir = (dataDir: string) => path.join(dataDir, "server.lock");
  /** A data directory whose lock a killed server left: not refreshed for a minute. */
  const past = new Date(Date.now() - 60_000);
  function withStaleLock(): string {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-lock-"));
    fs.mkdirSync(lockDir(dataDir));
    fs.utimesSync(lockDir(dataDir), past, past);
    return dataDir;
  }

  it("refuses a second holder on the same data directory while the first is alive", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-lock-"));
    const release = await acquireDataDirLock(dataDir, fast);
    try {
      await expect(acquireDataDirLock(dataDir, fast)).rejects.toThrow(DataDirLockedError);
      await expect(acquireDataDirLock(dataDir, fast)).rejects.toThrow(/Another server is using the embedded database/);
    } finally {
      await release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("takes over a lock whose holder stopped refreshing it (kill -9), and releases it", async () => {
    const dataDir = withStaleLock();
    try {
      const release = await acquireDataDirLock(dataDir, fast);
      expect(fs.statSync(lockDir(dataDir)).mtimeMs).toBeGreaterThan(past.getTime());
      await release();
      expect(fs.existsSync(lockDir(dataDir))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses, with what to do, a PID lock file left by an earlier version", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-lock-"));
    try {
      fs.writeFileSync(lockDir(dataDir), "12345");
      await expect(acquireDataDirLock(dataDir, fast)).rejects.toThrow(/lock file from an earlier version.*delete that file/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a start whose fresh lock another start replaced before its first refresh gives up, however late that refresh runs", async () => {
    const dataDir = withStaleLock();
    try {
      const starting = acquireDataDirLock(dataDir, fast);
      // What a second start that saw the same stale lock does: removes it (now this start's) and makes its own.
      await expect.poll(() => fs.statSync(lockDir(dataDir), { throwIfNoEntry: false })?.mtimeMs ?? 0, { interval: 5 }).toBeGreaterThan(past.getTime());
      // Not before the start has finished taking it (it sets the lock's time once made), well before its
      // first refresh (a second later at the soonest).
      await new Promise((resolve) => setTimeout(resolve, 300));
      fs.rmdirSync(lockDir(dataDir));
      fs.mkdirSync(lockDir(dataDir));
      await expect(starting).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("lets exactly one of two starts that race for a stale lock win", async () => {
    const dataDir = withStaleLock();
    try {
      const results = await Promise.allSettled([acquireDataDirLock(dataDir, fast), acquireDataDirLock(dataDir, fast)]);
      const winners = results.filter((result) => result.status === "fulfilled");
      expect(winners).toHaveLength(1);
      expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(DataDirLockedError);
      await (winners[0] as PromiseFulfilledResult<() => Promise<void>>).value();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe("the one function behind both doors", () => {
  it("gives a double post of the same form, which carries no key, one row and the same receipt", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-form-door-"));
    const database = await openDatabase({ dataDir, logger });
    try {
      const receive = createApplicationReceiver({ store: createApplicationStore(database.db), logger });
      const form = { ...valid, message: "I find bugs,\r\nliterally and figuratively.", website: "" };
      const [first, second] = await Promise.all([receive({ door: "form", body: form }), receive({ door: "form", body: { ...form, name: ` ${valid.name}` } })]);
      expect(first.kind).toBe("stored");
      expect(second).toEqual({ ...first, replayed: expect.any(Boolean) });
      expect(await database.db.select().from(applications)).toHaveLength(1);
      // Through the API, without a key, the same application is a new one (a person may mean it twice).
      expect((await receive({ door: "api", body: form })).kind).toBe("stored");
      expect(await database.db.select().from(applications)).toHaveLength(2);
      // A malformed key is refused the same way by both doors.
      for (const door of ["api", "form"] as const) {
        expect(await receive({ door, body: form, idempotencyKey: "bad key!" })).toMatchObject({ kind: "refused" });
      }
      expect(await receive({ door: "form", body: ["not", "an", "object"] })).toMatchObject({ kind: "refused" });
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
