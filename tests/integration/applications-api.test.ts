import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { acquireDataDirLock, DataDirLockedError } from "../../server/db/lock.ts";
import { contactSubmissions } from "../../server/db/schema.ts";
import { createLogger } from "../../server/logger.ts";
import { createSubmissionStore, type SubmissionStore } from "../../server/submissions.ts";

const logger = createLogger("silent");
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

async function serve(database: Database, store: SubmissionStore, contactRateLimit = 1000): Promise<Harness> {
  const app = createApp({ config: { contactRateLimit, trustProxy: false, buildDir: "unused" }, logger, database, store });
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

const drivers: { name: string; open: () => Promise<{ database: Database; cleanup: () => void }> }[] = [
  {
    name: "PGlite",
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-it-"));
      const database = await openDatabase({ dataDir, logger });
      return { database, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  drivers.push({
    name: "PostgreSQL",
    open: async () => ({ database: await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger }), cleanup: () => {} }),
  });
}

describe.each(drivers)("POST /api/contact on $name", (driver) => {
  let database: Database;
  let store: SubmissionStore;
  let harness: Harness;
  let cleanup: () => void;

  async function rows() {
    return database.db.select().from(contactSubmissions);
  }

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    store = createSubmissionStore(database.db);
    harness = await serve(database, store);
  });
  afterAll(async () => {
    await harness.close();
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate table contact_submissions restart identity`);
  });

  it("stores a valid application and answers 201 with its id and time", async () => {
    const res = await post(harness.url, { ...valid, discord: " grace ", portfolio: "https://grace.example.com" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; createdAt: string };
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
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

  it("answers 413 to a body over 16 KB", async () => {
    const res = await post(harness.url, { ...valid, message: "x".repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect(await rows()).toHaveLength(0);
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
    const second = await post(harness.url, valid, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    expect((await post(harness.url, valid, { "Idempotency-Key": "bad key!" })).status).toBe(400);
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

  it("answers 429 with Retry-After once the per-minute limit is used", async () => {
    const limited = await serve(database, store, 2);
    try {
      expect((await post(limited.url, valid)).status).toBe(201);
      expect((await post(limited.url, { ...valid, name: "" })).status).toBe(400);
      const res = await post(limited.url, valid);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: string }).error).toMatch(/Too many applications/);
      expect(await rows()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it("answers 500 without internals when storing fails, and the health check reports the database", async () => {
    const failing: SubmissionStore = { ...store, submit: async () => Promise.reject(new Error("disk on fire at /var/secret")) };
    const broken = await serve(database, failing);
    try {
      const res = await post(broken.url, valid);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toMatch(/disk on fire|\/var\/secret|at .*\.ts/);
    } finally {
      await broken.close();
    }
    const health = await fetch(`${harness.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: database.kind });
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
    const app = createApp({ config: { contactRateLimit: 5, trustProxy: "loopback", buildDir: "unused" }, logger, database, store: {} as SubmissionStore });
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
    const harness = await serve(down, {} as SubmissionStore);
    try {
      expect((await fetch(`${harness.url}/healthz`)).status).toBe(503);
    } finally {
      await harness.close();
    }
  });
});

describe("embedded database lock", () => {
  it("refuses a second server on the same data directory while the first is alive", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-lock-"));
    try {
      // Another live process (our parent) holds the lock.
      fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/Another server \(PID \d+\)/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("takes over a lock left by a process that no longer exists, and releases it", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-lock-"));
    try {
      fs.writeFileSync(path.join(dataDir, "server.lock"), "999999999");
      const release = acquireDataDirLock(dataDir);
      expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));
      release();
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
