import express from "express";
import type { AddressInfo } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { retentionPeriods } from "../../app/content/retention.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { addMonths } from "../../app/lib/contracts/retention.ts";
import { adminArea } from "../../server/admin/admin-area.ts";
import { verifyPassword } from "../../server/admin/passwords.ts";
import { defaultSignInRateLimit } from "../../server/config.ts";
import { signIn, type SignInOutcome } from "../../server/admin/sign-in.ts";
import { accountKey, throttlePolicy } from "../../server/admin/sign-in-throttle.ts";
import { addUser } from "../../server/admin/users.ts";
import { openDatabase, type Database, type Db } from "../../server/db/database.ts";
import { auditEvents, signInThrottles } from "../../server/db/schema.ts";
import { runHousekeeping } from "../../server/housekeeping.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import { writeGate } from "../../server/http/write-gate.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases } from "./test-databases.ts";

// Every password check goes through this spy, so a test counts the checks an attack got.
vi.mock("../../server/admin/passwords.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../server/admin/passwords.ts")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);
const { verifyPassword: realVerify } = await vi.importActual<typeof import("../../server/admin/passwords.ts")>("../../server/admin/passwords.ts");

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const password = "correct horse battery";
const drivers = testDatabases(quiet, "vesper-sign-in-");
/** The most passwords one account's attempts may have checked before it is held back. */
const accountChecks = throttlePolicy.accountFreeFailures + 1;

async function wipe(db: Db) {
  await db.execute(sql`truncate table admin_users, admin_sessions, sign_in_throttles, audit_events, rate_limit_counters restart identity cascade`);
}

const kinds = (outcomes: SignInOutcome[]) => outcomes.map((outcome) => outcome.kind);

/** 59 wrong guesses and the right password last, all sent at once, each from its own address. */
function sixtyAtOnce(instances: Db[]): Promise<SignInOutcome[]> {
  return Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      signIn(instances[i % instances.length]!, { email: "ada@example.com", password: i === 59 ? password : `wrong guess ${i}`, clientAddress: `10.60.${i}.1` }),
    ),
  );
}

/** The team's side as the server mounts it, behind the write gate, on a port of its own. */
async function serveAdmin(db: Db, signInPostsPerMinute?: number): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(writeGate({ limiters: { applications: (_req, _res, next) => next() } }));
  app.use(adminArea({ db, render: (_req, res) => void res.send("a page"), mail: { configured: false }, signInPostsPerMinute }));
  app.use(errorHandler(quiet));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function postSignIn(url: string, email: string): Promise<Response> {
  return fetch(`${url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: "not the password" }).toString(),
    redirect: "manual",
  });
}

/** The audit log's entries of refused sign-ins (not the account's creation). */
const refusalRows = (db: Db) =>
  db
    .select()
    .from(auditEvents)
    .where(inArray(auditEvents.action, ["sign-in.failed", "sign-in.throttled"]));

/** Sign-in attempts that reached the throttle: the counts of the refusal entries, summed. */
async function attemptsCounted(db: Db): Promise<number> {
  return (await refusalRows(db)).reduce((sum, row) => sum + Number(row.details?.count), 0);
}

/**
 * The refusal entries as [action, actor, subject, count], the counts of one kind summed, and how many
 * entries there were: one per kind, or two if the hour turned during the test.
 */
async function refusals(db: Db): Promise<{ summaries: [string, string, string | null, number][]; entries: number }> {
  const rows = await refusalRows(db);
  const sums = new Map<string, [string, string, string | null, number]>();
  for (const row of rows) {
    const key = `${row.action}|${row.actor}|${row.subject}`;
    const sum = sums.get(key) ?? [row.action, row.actor, row.subject, 0];
    sum[3] += Number(row.details?.count);
    sums.set(key, sum);
  }
  expect(rows.length).toBeLessThanOrEqual(2 * sums.size);
  return { summaries: [...sums.values()], entries: rows.length };
}

describe.each(drivers)("sign-in limits on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
  });
  afterAll(async () => {
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await wipe(db());
    await addUser(db(), "ada@example.com", password, "cli");
    checks.mockImplementation(realVerify);
    checks.mockClear();
  });

  it("60 attempts at once on one fresh account check no more passwords than one at a time, and the right one last is held back", async () => {
    const outcomes = await sixtyAtOnce([db()]);
    expect(checks.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(accountChecks);
    expect(outcomes.at(-1)).toMatchObject({ kind: "held-back" });
    expect(kinds(outcomes)).not.toContain("signed-in");
    expect(kinds(outcomes).filter((kind) => kind === "refused").length).toBe(checks.mock.calls.length);
    // Every attempt is counted, in one entry per kind of refusal.
    const { summaries } = await refusals(db());
    expect(summaries).toEqual(
      expect.arrayContaining([
        ["sign-in.failed", "ada@example.com", "user:ada@example.com", checks.mock.calls.length],
        ["sign-in.throttled", "ada@example.com", "user:ada@example.com", 60 - checks.mock.calls.length],
      ]),
    );
    expect(summaries.length).toBe(2);
    expect(await attemptsCounted(db())).toBe(60);
  });

  it("a held account checks no password however many attempts arrive, and its audit entries stay two", async () => {
    for (let i = 0; i < accountChecks; i++) await signIn(db(), { email: "ada@example.com", password: `wrong ${i}`, clientAddress: "10.61.0.1" });
    checks.mockClear();
    const flood = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        signIn(db(), { email: "ada@example.com", password: i % 100 ? `guess ${i}` : password, clientAddress: `10.61.${i % 250}.${2 + (i % 3)}` }),
      ),
    );
    expect(checks).not.toHaveBeenCalled();
    expect(new Set(kinds(flood))).toEqual(new Set(["held-back"]));
    const { summaries } = await refusals(db());
    expect(summaries).toEqual(
      expect.arrayContaining([
        ["sign-in.failed", "ada@example.com", "user:ada@example.com", accountChecks],
        ["sign-in.throttled", "ada@example.com", "user:ada@example.com", 1000],
      ]),
    );
    expect(summaries.length).toBe(2);
  }, 30_000);

  it("a success does not wipe the failures that attempts in parallel with it recorded", async () => {
    // The right password's check ends last, after the three wrong ones have been counted.
    checks.mockImplementation(async (hash, typed) => {
      const ok = await realVerify(hash, typed);
      if (ok) await new Promise((resolve) => setTimeout(resolve, 300));
      return ok;
    });
    const round = await Promise.all(
      [password, "wrong one", "wrong two", "wrong three"].map((typed, i) =>
        signIn(db(), { email: "ada@example.com", password: typed, clientAddress: `10.62.0.${i}` }),
      ),
    );
    expect(kinds(round)).toEqual(["signed-in", "refused", "refused", "refused"]);
    const [account] = await db()
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, accountKey("ada@example.com")));
    expect(account).toMatchObject({ failures: 3, inFlight: 0, blockedUntil: null });
    // So two more failures, not five, hold the account back.
    for (const typed of ["wrong four", "wrong five"]) {
      expect((await signIn(db(), { email: "ada@example.com", password: typed, clientAddress: "10.62.1.1" })).kind).toBe("refused");
    }
    expect((await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.62.1.2" })).kind).toBe("held-back");
  });

  it("a success alone still clears its account's own earlier failures", async () => {
    for (let i = 0; i < throttlePolicy.accountFreeFailures; i++)
      await signIn(db(), { email: "ada@example.com", password: `typo ${i}`, clientAddress: "10.63.0.1" });
    expect((await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.63.0.1" })).kind).toBe("signed-in");
    const [account] = await db()
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, accountKey("ada@example.com")));
    expect(account).toMatchObject({ failures: 0, inFlight: 0, blockedUntil: null });
  });

  it('logs an account that does not exist as "unknown account", never what was typed', async () => {
    // A password typed into the e-mail field, again and again until held back.
    for (let i = 0; i < accountChecks + 2; i++) {
      await signIn(db(), { email: "Tr0ub4dor&3-my-Secret", password: "whatever was here", clientAddress: `10.64.0.${i}` });
    }
    await signIn(db(), { email: "", password: "blank", clientAddress: "10.64.1.1" });
    await signIn(db(), { email: "ada@example.com", password: "wrong password!", clientAddress: "10.64.1.2" });
    expect(JSON.stringify(await db().select().from(auditEvents))).not.toMatch(/tr0ub4dor|secret/i);
    // Nor in the throttle's counters, kept for a day: an account's key is a hash of what was typed, an address's a keyed digest of it.
    const counters = await db().select().from(signInThrottles);
    expect(JSON.stringify(counters)).not.toMatch(/tr0ub4dor|secret|ada@example|10\.64\./i);
    const addressKeys = counters.map((row) => row.key).filter((key) => key.startsWith("address:"));
    expect(addressKeys.length).toBeGreaterThan(0);
    expect(addressKeys.filter((key) => !/^address:[0-9a-f]{64}$/.test(key))).toEqual([]);
    const { summaries } = await refusals(db());
    expect(summaries).toEqual(
      expect.arrayContaining([
        ["sign-in.failed", "unknown account", "unknown account", accountChecks + 1],
        ["sign-in.throttled", "unknown account", "unknown account", 2],
        ["sign-in.failed", "ada@example.com", "user:ada@example.com", 1],
      ]),
    );
    expect(summaries.length).toBe(3);
  });

  it("the housekeeping deletes audit entries older than the period the privacy policy states, and keeps the rest", async () => {
    const now = new Date();
    const cutoff = addMonths(now, -retentionPeriods.auditLogMonths);
    await db()
      .insert(auditEvents)
      .values([
        { actor: "ada@example.com", action: "application.view", subject: "application:1", at: new Date(cutoff.getTime() - 60_000) },
        { actor: "ada@example.com", action: "application.view", subject: "application:2", at: new Date(cutoff.getTime() + 60_000) },
      ]);
    const result = await runHousekeeping(db(), quiet, now);
    expect(result.auditEntriesPurged).toBe(1);
    expect(
      (await db().select({ subject: auditEvents.subject }).from(auditEvents).where(eq(auditEvents.action, "application.view"))).map((row) => row.subject),
    ).toEqual(["application:2"]);
    expect(JSON.stringify(shippedDocuments["legal/privacy"].privacyPolicy)).toContain(
      `${retentionPeriods.auditLogMonths} months after each entry was written, then deleted`,
    );
  });

  it(`POST /admin/login takes ${defaultSignInRateLimit} a minute from one address, refused at once in parallel before any work`, async () => {
    const admin = await serveAdmin(db());
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => postSignIn(admin.url, `guess${i}@example.com`)));
      expect(new Set(answers.map((res) => res.status))).toEqual(new Set([303]));
      const locations = answers.map((res) => res.headers.get("location") ?? "");
      // The sign-in page says how long to wait, whether the limit or the throttle refused.
      expect(locations.filter((location) => /^\/admin\/login\?wait=\d+$/.test(location)).length).toBeGreaterThanOrEqual(1000 - defaultSignInRateLimit);
      expect(await attemptsCounted(db())).toBe(defaultSignInRateLimit);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(throttlePolicy.addressFreeFailures + 1);
      expect((await refusals(db())).summaries.length).toBeLessThanOrEqual(2);
    } finally {
      await admin.close();
    }
  }, 30_000);

  it("SIGN_IN_RATE_LIMIT sets how many: at 5, five of forty parallel posts are counted and the rest wait", async () => {
    const admin = await serveAdmin(db(), 5);
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => postSignIn(admin.url, `guess${i}@example.com`)));
      expect(answers.filter((res) => /^\/admin\/login\?wait=\d+$/.test(res.headers.get("location") ?? "")).length).toBe(35);
      expect(await attemptsCounted(db())).toBe(5);
    } finally {
      await admin.close();
    }
  });
});

/** Two servers on one PostgreSQL, as behind a load balancer: the same bounds in all. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("sign-in limits across two instances on one PostgreSQL", () => {
  const databases: Database[] = [];
  const dbs = () => databases.map((database) => database.db);

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger: quiet }));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
  });
  beforeEach(async () => {
    await wipe(dbs()[0]!);
    await addUser(dbs()[0]!, "ada@example.com", password, "cli");
    checks.mockImplementation(realVerify);
    checks.mockClear();
  });

  it("60 attempts at once, half on each instance, check no more passwords than one at a time, and the right one last is held back", async () => {
    const outcomes = await sixtyAtOnce(dbs());
    expect(checks.mock.calls.length).toBeLessThanOrEqual(accountChecks);
    expect(outcomes.at(-1)).toMatchObject({ kind: "held-back" });
    expect(kinds(outcomes)).not.toContain("signed-in");
    expect(await attemptsCounted(dbs()[0]!)).toBe(60);
  });

  it(`POST /admin/login takes ${defaultSignInRateLimit} a minute from one address in all, whichever instance each reaches`, async () => {
    const servers = await Promise.all(dbs().map((db) => serveAdmin(db)));
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => postSignIn(servers[i % 2]!.url, `guess${i}@example.com`)));
      expect(new Set(answers.map((res) => res.status))).toEqual(new Set([303]));
      expect(await attemptsCounted(dbs()[0]!)).toBe(defaultSignInRateLimit);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
