import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { readAuditLog } from "../../server/audit/audit-log.ts";
import { addNote, changeStatus } from "../../server/admin/inbox.ts";
import { findSession, hashToken, startSession, sweepIdleSessions } from "../../server/admin/sessions.ts";
import { signIn } from "../../server/admin/sign-in.ts";
import { accountKey, throttlePolicy } from "../../server/admin/sign-in-throttle.ts";
import { UserError, addUser, findUser, listUsers, removeUser, resetPassword } from "../../server/admin/users.ts";
import { createApp } from "../../server/app.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { adminSessions, applicationIdempotencyKeys, applicationNotes, auditEvents, applications, rateLimitCounters } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { applicationRateLimitStore, DatabaseRateLimitStore } from "../../server/rate-limit-store.ts";
import { eraseApplicantByEmail, purgeExpiredApplications } from "../../server/retention.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const password = "correct horse battery";

const drivers = testDatabases(quiet, "vesper-admin-");

async function wipe(database: Database) {
  await database.db.execute(
    sql`truncate table contact_submissions, application_idempotency_keys, application_notes, admin_users, admin_sessions, sign_in_throttles, audit_events, rate_limit_counters restart identity cascade`,
  );
}

describe.each(drivers)("the team's side on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
  });
  afterAll(async () => {
    await database.close();
    cleanup();
  });
  beforeEach(() => wipe(database));

  const db = () => database.db;
  const apply = async (values: Partial<typeof applications.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(applications)
      .values({ name: "Grace Hopper", email: "grace@example.com", division: "noxgpt", message: "Compilers, please.", ...values })
      .returning();
    return row!;
  };
  const auditOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

  describe("accounts", () => {
    it("adds a user with an Argon2id hash, one account per address whatever its case, audited", async () => {
      await addUser(db(), " Ada@Example.com ", password, "cli");
      const user = await findUser(db(), "ADA@example.com");
      expect(user?.email).toBe("ada@example.com");
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      await expect(addUser(db(), "ada@example.com", password, "cli")).rejects.toThrow(UserError);
      await expect(addUser(db(), "bob@example.com", "too short", "cli")).rejects.toThrow(/at least 12/);
      await expect(addUser(db(), "not an address", password, "cli")).rejects.toThrow(UserError);
      expect((await listUsers(db())).map((u) => u.email)).toEqual(["ada@example.com"]);
      expect(await auditOf("user.add")).toEqual([expect.objectContaining({ actor: "cli", subject: "user:ada@example.com" })]);
    });

    it("resetting a password signs the account out everywhere; removing it ends its sessions too", async () => {
      await addUser(db(), "ada@example.com", password, "cli");
      const user = (await findUser(db(), "ada@example.com"))!;
      const first = await startSession(db(), user.id);
      const second = await startSession(db(), user.id);
      expect(await resetPassword(db(), "ada@example.com", "another long password", "cli")).toEqual({ sessionsEnded: 2 });
      expect(await findSession(db(), first.token)).toBeUndefined();
      expect(await findSession(db(), second.token)).toBeUndefined();
      expect((await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.0.0.1" })).kind).toBe("refused");
      expect((await signIn(db(), { email: "ada@example.com", password: "another long password", clientAddress: "10.0.0.1" })).kind).toBe("signed-in");
      await removeUser(db(), "ada@example.com", "cli");
      expect(await db().select().from(adminSessions)).toEqual([]);
      await expect(removeUser(db(), "ada@example.com", "cli")).rejects.toThrow(/no account/);
    });
  });

  describe("sign-in and sessions", () => {
    beforeEach(() => addUser(db(), "ada@example.com", password, "cli"));

    it("answers an unknown account and a wrong password alike, and audits both failures and the success", async () => {
      const unknown = await signIn(db(), { email: "nobody@example.com", password, clientAddress: "10.0.0.2" });
      const wrong = await signIn(db(), { email: "ada@example.com", password: "wrong password!", clientAddress: "10.0.0.2" });
      expect(unknown).toEqual(wrong);
      expect(unknown).toEqual({ kind: "refused" });
      const ok = await signIn(db(), { email: "ADA@example.com", password, clientAddress: "10.0.0.2" });
      expect(ok.kind).toBe("signed-in");
      expect((await auditOf("sign-in.failed")).map((row) => [row.actor, row.details?.count])).toEqual([
        ["unknown account", 1],
        ["ada@example.com", 1],
      ]);
      expect(await auditOf("sign-in")).toEqual([expect.objectContaining({ actor: "ada@example.com" })]);
    });

    it("holds an account back after its free failures, even for the right password, with a growing delay", async () => {
      for (let i = 0; i < throttlePolicy.accountFreeFailures; i++) {
        expect((await signIn(db(), { email: "ada@example.com", password: "wrong password!", clientAddress: `10.1.0.${i}` })).kind).toBe("refused");
      }
      // The next failure starts the delay; from then on even the right password is not checked.
      expect((await signIn(db(), { email: "ada@example.com", password: "wrong password!", clientAddress: "10.1.1.1" })).kind).toBe("refused");
      const held = await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.1.1.2" });
      expect(held.kind).toBe("held-back");
      expect(held.kind === "held-back" && held.seconds).toBeGreaterThan(throttlePolicy.firstDelaySeconds - 5);
      expect(held.kind === "held-back" && held.seconds).toBeLessThanOrEqual(throttlePolicy.firstDelaySeconds);
      // Once the wait is over, one more failure doubles it.
      await db().execute(sql`update sign_in_throttles set blocked_until = now() - interval '1 second' where key = ${accountKey("ada@example.com")}`);
      await signIn(db(), { email: "ada@example.com", password: "wrong password!", clientAddress: "10.1.1.3" });
      const longer = await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.1.1.4" });
      expect(longer.kind === "held-back" && longer.seconds).toBeGreaterThan(throttlePolicy.firstDelaySeconds * 2 - 5);
      // Both held-back attempts are counted in one entry for the account and hour.
      expect(await auditOf("sign-in.throttled")).toEqual([
        expect.objectContaining({ actor: "ada@example.com", details: expect.objectContaining({ count: 2 }) }),
      ]);
    });

    it("holds a client address back after its own free failures, across accounts", async () => {
      for (let i = 0; i <= throttlePolicy.addressFreeFailures; i++) {
        await signIn(db(), { email: `guess${i}@example.com`, password: "wrong password!", clientAddress: "10.2.0.1" });
      }
      expect((await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.2.0.1" })).kind).toBe("held-back");
      expect((await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.2.0.2" })).kind).toBe("signed-in");
    });

    it("gives a new token at every sign-in and ends the session it replaces", async () => {
      const first = await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.3.0.1" });
      if (first.kind !== "signed-in") throw new Error("expected a sign-in");
      const second = await signIn(db(), { email: "ada@example.com", password, clientAddress: "10.3.0.1", previousToken: first.token });
      if (second.kind !== "signed-in") throw new Error("expected a sign-in");
      expect(second.token).not.toBe(first.token);
      expect(second.csrfToken).not.toBe(first.csrfToken);
      expect(await findSession(db(), first.token)).toBeUndefined();
      expect(await findSession(db(), second.token)).toMatchObject({ email: "ada@example.com", csrfToken: second.csrfToken });
      // Only the token's hash is stored.
      const stored = await db().select().from(adminSessions);
      expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(second.token)]);
    });

    it("ends a session after 12 idle hours, not before", async () => {
      const user = (await findUser(db(), "ada@example.com"))!;
      const session = await startSession(db(), user.id);
      await db().update(adminSessions).set({ lastSeenAt: sql`now() - interval '11 hours 50 minutes'` });
      expect(await findSession(db(), session.token)).toBeDefined();
      await db().update(adminSessions).set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` });
      expect(await findSession(db(), session.token)).toBeUndefined();
      expect(await db().select().from(adminSessions)).toEqual([]);
      const idle = await startSession(db(), user.id);
      await db().update(adminSessions).set({ lastSeenAt: sql`now() - interval '13 hours'` });
      expect(await sweepIdleSessions(db())).toBe(1);
      expect(await findSession(db(), idle.token)).toBeUndefined();
    });
  });

  describe("the inbox's actions", () => {
    it("moves an application along the workflow with a note, refuses a move to where it is, and audits each step", async () => {
      const application = await apply();
      expect(await changeStatus(db(), application.id, "interview", "Strong background", "ada@example.com")).toEqual({ ok: true });
      const refused = await changeStatus(db(), application.id, "interview", "", "ada@example.com");
      expect(refused.ok).toBe(false);
      expect(await addNote(db(), application.id, "   ", "ada@example.com")).toEqual({ ok: false, error: "Write the note first." });
      expect(await addNote(db(), application.id, "Call on Monday", "bob@example.com")).toEqual({ ok: true });
      const [row] = await db().select().from(applications);
      expect(row?.status).toBe("interview");
      expect(row?.statusChangedAt).toBeInstanceOf(Date);
      const notes = await db().select().from(applicationNotes);
      expect(notes.map((n) => [n.author, n.body])).toEqual([
        ["ada@example.com", "Strong background"],
        ["bob@example.com", "Call on Monday"],
      ]);
      expect(await auditOf("application.status")).toEqual([
        expect.objectContaining({ actor: "ada@example.com", subject: `application:${application.id}`, details: { from: "new", to: "interview" } }),
      ]);
      expect((await auditOf("application.note")).length).toBe(2);
    });

    it("a misclick is undone by moving back, audited as a move back; a decision can be taken back too", async () => {
      const application = await apply();
      expect(await changeStatus(db(), application.id, "interview", "", "ada@example.com")).toEqual({ ok: true });
      expect(await changeStatus(db(), application.id, "reviewing", "Wrong one, sorry", "ada@example.com")).toEqual({ ok: true });
      expect(await changeStatus(db(), application.id, "rejected", "", "bob@example.com")).toEqual({ ok: true });
      expect(await changeStatus(db(), application.id, "reviewing", "", "bob@example.com")).toEqual({ ok: true });
      const [row] = await db().select().from(applications);
      expect(row?.status).toBe("reviewing");
      expect((await auditOf("application.status")).map((entry) => [entry.actor, entry.details])).toEqual([
        ["ada@example.com", { from: "new", to: "interview" }],
        ["ada@example.com", { from: "interview", to: "reviewing", back: true }],
        ["bob@example.com", { from: "reviewing", to: "rejected" }],
        ["bob@example.com", { from: "rejected", to: "reviewing", back: true }],
      ]);
    });

    it("reads the detail with its history and audits the view; erasure asks for the applicant's address", async () => {
      await addUser(db(), "ada@example.com", password, "cli");
      const user = (await findUser(db(), "ada@example.com"))!;
      const session = await startSession(db(), user.id);
      const found = await findSession(db(), session.token);
      const admin = createAdminServices(db(), found!, { configured: false });
      const application = await apply();
      await apply({ email: "GRACE@example.com", name: "Grace again" });
      await admin.changeStatus(application.id, "reviewing", "");
      const detail = await admin.application(application.id);
      // Stored without the application function, so no e-mail was ever due for it.
      expect(detail).toMatchObject({
        name: "Grace Hopper",
        status: "reviewing",
        delivery: { messages: [] },
        history: [{ from: "new", to: "reviewing", by: "ada@example.com" }],
      });
      expect(await auditOf("application.view")).toEqual([expect.objectContaining({ actor: "ada@example.com", subject: `application:${application.id}` })]);
      expect(await admin.erasureCandidate(application.id)).toMatchObject({ email: "grace@example.com", applications: 2 });
      expect(await admin.eraseApplicant(application.id, "someone@example.com")).toMatchObject({ ok: false });
      expect(await db().$count(applications)).toBe(2);
      expect(await admin.eraseApplicant(application.id, " Grace@Example.com ")).toEqual({ ok: true, erased: 2 });
      expect(await db().$count(applications)).toBe(0);
    });
  });

  describe("retention", () => {
    it("purges what is past its period, with its notes and idempotency keys, and audits a count only", async () => {
      const now = new Date("2028-06-15T12:00:00Z");
      const keptNew = await apply({ name: "Recent", createdAt: new Date("2028-01-01T00:00:00Z") });
      const oldUndecided = await apply({ name: "Forgotten", createdAt: new Date("2026-05-01T00:00:00Z") });
      const decidedLongAgo = await apply({
        name: "Rejected",
        status: "rejected",
        createdAt: new Date("2027-01-01T00:00:00Z"),
        statusChangedAt: new Date("2027-05-01T00:00:00Z"),
      });
      const decidedRecently = await apply({
        name: "Hired",
        status: "hired",
        createdAt: new Date("2027-01-01T00:00:00Z"),
        statusChangedAt: new Date("2027-12-01T00:00:00Z"),
      });
      await addNote(db(), oldUndecided.id, "note on a purged one", "ada@example.com");
      await addNote(db(), decidedLongAgo.id, "note on a purged one", "ada@example.com");
      await db().insert(applicationIdempotencyKeys).values({ key: "k-1", bodyHash: "h", submissionId: decidedLongAgo.id });

      expect(await purgeExpiredApplications(db(), "system", now)).toMatchObject({ deleted: 2, scrubbed: { tablesRewritten: true } });
      const left = await db().select({ id: applications.id }).from(applications);
      expect(left.map((row) => row.id).sort()).toEqual([keptNew.id, decidedRecently.id].sort());
      expect(await db().select().from(applicationNotes)).toEqual([]);
      expect(await db().select().from(applicationIdempotencyKeys)).toEqual([]);
      expect(await auditOf("applications.purge")).toEqual([expect.objectContaining({ actor: "system", subject: null, details: { deleted: 2 } })]);
      // Run again, nothing more to delete.
      expect(await purgeExpiredApplications(db(), "system", now)).toEqual({ deleted: 0, scrubbed: null });
    });

    it("erases one applicant by address, whatever its case, with everything attached, and audits a count only", async () => {
      const first = await apply();
      const second = await apply({ email: "Grace@Example.COM" });
      const other = await apply({ name: "Alan", email: "alan@example.com" });
      await addNote(db(), first.id, "private", "ada@example.com");
      await addNote(db(), other.id, "stays", "ada@example.com");
      expect(await eraseApplicantByEmail(db(), "GRACE@example.com", "cli")).toMatchObject({ deleted: 2, scrubbed: { tablesRewritten: true } });
      expect((await db().select({ id: applications.id }).from(applications)).map((r) => r.id)).toEqual([other.id]);
      expect((await db().select().from(applicationNotes)).map((n) => n.body)).toEqual(["stays"]);
      const [entry] = await auditOf("applicant.erase");
      expect(entry).toMatchObject({ actor: "cli", subject: null, details: { deleted: 2 } });
      expect(JSON.stringify(await readAuditLog(db(), 1))).not.toMatch(/grace/i);
      expect(second.id).toBeGreaterThan(first.id);
    });
  });

  describe("the application rate limit in the database", () => {
    it("counts hits atomically in a fixed window and forgets them when it is over", async () => {
      const store = new DatabaseRateLimitStore(db(), "test:");
      store.init({ windowMs: 60_000 } as never);
      const query = vi.spyOn(pg.Client.prototype, "query");
      const hits = await Promise.all(Array.from({ length: 10 }, () => store.increment("10.9.0.1")));
      const writes = query.mock.calls.filter(([statement]) => JSON.stringify(statement).includes("rate_limit_counters")).length;
      query.mockRestore();
      expect(hits.map((hit) => hit.totalHits)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      // Hits that arrive together are counted together: the first alone, the nine behind it in one statement.
      expect(writes).toBe(2);
      expect((await store.get("10.9.0.1"))?.totalHits).toBe(10);
      // Counted under a keyed digest of the address, never the address itself.
      expect((await db().select().from(rateLimitCounters)).map((row) => row.key)).toEqual([expect.stringMatching(/^test:[0-9a-f]{64}$/)]);
      await store.decrement("10.9.0.1");
      expect((await store.get("10.9.0.1"))?.totalHits).toBe(9);
      await db().execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second'`);
      expect(await store.get("10.9.0.1")).toBeUndefined();
      expect((await store.increment("10.9.0.1")).totalHits).toBe(1);
    });
  });
});

/** Two servers on one PostgreSQL, as behind a load balancer: one limit, one set of sessions and counters. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two instances on one PostgreSQL", () => {
  const instances: { database: Database; url: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "unused", logger: quiet });
      const app = createApp({
        config: { applicationRateLimit: 5, trustProxy: false, buildDir: "unused" },
        logger: quiet,
        database,
        store: createApplicationStore(database.db),
        rateLimitStore: applicationRateLimitStore(database),
      });
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      instances.push({ database, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) });
    }
    await wipe(instances[0]!.database);
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.close();
      await instance.database.close();
    }
  });

  it("a limit of 5 applications a minute is 5 in all, whichever instance each one reaches, sent all at once", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await fetch(`${instances[i % 2]!.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Applicant ${i}`, email: `a${i}@example.com`, division: "nexus", message: "Two servers, one limit, please." }),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await instances[0]!.database.db.$count(applications)).toBe(5);
  });

  it("counts on sessions that do not wait for the disk; applications are committed to it", async () => {
    const setting = async (db: Database["db"]) =>
      ((await db.execute(sql`show synchronous_commit`)) as unknown as { rows: { synchronous_commit: string }[] }).rows[0]?.synchronous_commit;
    const { counters, db } = instances[0]!.database;
    expect(await setting(counters!)).toBe("off");
    expect(await setting(db)).toBe("on");
  });

  it("a session started on one instance is known to the other, and so are failed sign-ins", async () => {
    const [a, b] = [instances[0]!.database.db, instances[1]!.database.db];
    await addUser(a, "ada@example.com", password, "cli");
    const signedIn = await signIn(a, { email: "ada@example.com", password, clientAddress: "10.4.0.1" });
    if (signedIn.kind !== "signed-in") throw new Error("expected a sign-in");
    expect(await findSession(b, signedIn.token)).toMatchObject({ email: "ada@example.com" });
    for (let i = 0; i <= throttlePolicy.accountFreeFailures; i++) {
      await signIn(i % 2 ? a : b, { email: "ada@example.com", password: "wrong password!", clientAddress: `10.4.1.${i}` });
    }
    expect((await signIn(a, { email: "ada@example.com", password, clientAddress: "10.4.2.1" })).kind).toBe("held-back");
    expect((await signIn(b, { email: "ada@example.com", password, clientAddress: "10.4.2.2" })).kind).toBe("held-back");
  });
});
