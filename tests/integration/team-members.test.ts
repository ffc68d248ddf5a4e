import { eq, sql } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { auditHref, readAuditKind } from "../../app/lib/contracts/audit-filter.ts";
import { hashAccountToken, isLiveAccountLink } from "../../server/account-tokens/account-tokens.ts";
import { acceptAccountLink, inviteMember, requestPasswordReset } from "../../server/admin/account-links.ts";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { readAuditLog, recordAudit } from "../../server/audit/audit-log.ts";
import { findSession, liveSessionCount, startSession } from "../../server/admin/sessions.ts";
import { signIn } from "../../server/admin/sign-in.ts";
import { UserError, addUser, findUser, listMembers, removeMember } from "../../server/admin/users.ts";
import type { Database } from "../../server/db/database.ts";
import { adminAccountTokens, auditEvents, jobs } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { createMailDelivery } from "../../server/mail/delivery.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const password = "correct horse battery";
const settings = { from: { name: "Vesper Careers", address: "careers@vesper.example" }, hiringEmails: ["hiring@vesper.example"] };

const drivers = testDatabases(quiet, "vesper-team-");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)("team members on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
  });
  afterAll(async () => {
    await database.close();
    cleanup();
  });
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate table jobs, admin_account_tokens, admin_users, admin_sessions, sign_in_throttles, audit_events, contact_submissions restart identity cascade`,
    );
  });

  const db = () => database.db;
  const member = async (email: string) => {
    await addUser(db(), email, password, "cli");
    const user = (await findUser(db(), email))!;
    return { userId: user.id, email: user.email };
  };
  const auditOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));

  /** Runs the real delivery loop until the outbox has nothing pending, and returns what it sent. */
  async function deliverAll(): Promise<SendMailOptions[]> {
    const sent: SendMailOptions[] = [];
    const delivery = createMailDelivery({
      db: db(),
      logger: quiet,
      sender: { send: async (message) => (sent.push(message), { accepted: [message.to], rejected: [] }), close() {} },
      settings,
      workers: 1,
      pollMs: 20,
    });
    await delivery.start();
    const deadline = Date.now() + 15_000;
    while ((await db().$count(jobs, eq(jobs.status, "pending"))) > 0) {
      if (Date.now() > deadline) throw new Error("the outbox did not empty");
      await wait(20);
    }
    await delivery.stop();
    return sent;
  }
  const tokenOf = (message: SendMailOptions) => {
    const match = /\?token=([A-Za-z0-9_-]{43})/.exec(String(message.text));
    if (!match) throw new Error(`no link in ${String(message.text)}`);
    return match[1]!;
  };
  const linkOf = (message: SendMailOptions) => /https?:\/\/\S+/.exec(String(message.text))![0];

  it("an invitation is an outbox row with no token; the token is made when the mail is built, sent on the site's own address, stored as its SHA-256 only", async () => {
    const ada = await member("ada@example.com");
    await inviteMember(db(), ada.email, " Grace@Example.com ");
    const [row] = await db().select().from(jobs);
    expect(row).toMatchObject({ kind: "member-invitation", submissionId: null, status: "pending" });
    const [link] = await db().select().from(adminAccountTokens);
    expect(link).toMatchObject({ purpose: "invite", email: "grace@example.com", tokenHash: null, requestedBy: "ada@example.com", usedAt: null });
    expect(row!.accountTokenId).toBe(link!.id);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(48 * 3_600_000, -4);

    const [mail] = await deliverAll();
    expect(mail!.to).toEqual({ name: "", address: "grace@example.com" });
    expect(mail!.messageId).toBe(row!.messageId);
    expect(String(mail!.subject)).toContain("invited");
    expect(String(mail!.text)).toContain("ada@example.com invited you");
    const token = tokenOf(mail!);
    expect(linkOf(mail!)).toBe(`${new URL("/admin/invite", site.url).href}?token=${token}`);
    expect(String(mail!.html)).toContain(`href="${site.url}/admin/invite?token=${token}"`);
    const [issued] = await db().select().from(adminAccountTokens);
    expect(issued!.tokenHash).toBe(hashAccountToken(token));
    // Nowhere in the database in clear.
    const everything = JSON.stringify([await db().select().from(adminAccountTokens), await db().select().from(jobs), await db().select().from(auditEvents)]);
    expect(everything).not.toContain(token);
    expect((await db().select().from(jobs))[0]!.status).toBe("sent");
    expect(await auditOf("user.invite")).toEqual([expect.objectContaining({ actor: "ada@example.com", subject: "user:grace@example.com" })]);
  });

  it("an invitation is accepted once only, even by posts in parallel, and signs the new member in", async () => {
    const ada = await member("ada@example.com");
    await inviteMember(db(), ada.email, "grace@example.com");
    const token = tokenOf((await deliverAll())[0]!);
    expect(await isLiveAccountLink(db(), "invite", token)).toBe(true);
    expect(await isLiveAccountLink(db(), "password-reset", token)).toBe(false);
    // A short password is refused without spending the link.
    expect(await acceptAccountLink(db(), { purpose: "invite", token, password: "too short" })).toMatchObject({ kind: "refused", problem: "password" });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => acceptAccountLink(db(), { purpose: "invite", token, password: `${password} ${i}` })),
    );
    const signedIn = outcomes.filter((outcome) => outcome.kind === "signed-in");
    expect(signedIn).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "refused" && outcome.problem === "link")).toHaveLength(4);
    const winner = signedIn[0]!;
    if (winner.kind !== "signed-in") throw new Error("unreachable");
    expect(winner.email).toBe("grace@example.com");
    expect(await findSession(db(), winner.token)).toMatchObject({ email: "grace@example.com" });
    expect(await acceptAccountLink(db(), { purpose: "invite", token, password })).toMatchObject({ kind: "refused", problem: "link" });
    expect(await isLiveAccountLink(db(), "invite", token)).toBe(false);
    expect((await listMembers(db())).map((m) => m.email)).toEqual(["ada@example.com", "grace@example.com"]);
    expect(await auditOf("user.invite-accepted")).toEqual([expect.objectContaining({ actor: "grace@example.com", subject: "user:grace@example.com" })]);
    expect((await listMembers(db())).find((m) => m.email === "grace@example.com")!.lastSignInAt).toBeInstanceOf(Date);
  });

  it("refuses an expired link, a made-up one, and an invitation to a member; a newer link revokes the older, whose pending mail is skipped", async () => {
    const ada = await member("ada@example.com");
    await expect(inviteMember(db(), ada.email, "ADA@example.com")).rejects.toThrow(/already has an account/);
    await expect(inviteMember(db(), ada.email, "not an address")).rejects.toThrow(UserError);
    await inviteMember(db(), ada.email, "grace@example.com");
    await inviteMember(db(), ada.email, "grace@example.com");
    const sent = await deliverAll();
    expect(sent).toHaveLength(1);
    const rows = await db().select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => row.status)).toEqual(["skipped", "sent"]);
    expect(rows[0]!.lastError).toMatch(/replaced by a newer one/);
    const token = tokenOf(sent[0]!);
    expect(await acceptAccountLink(db(), { purpose: "invite", token: "x".repeat(43), password })).toMatchObject({ kind: "refused", problem: "link" });
    await db().update(adminAccountTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await isLiveAccountLink(db(), "invite", token)).toBe(false);
    expect(await acceptAccountLink(db(), { purpose: "invite", token, password })).toMatchObject({ kind: "refused", problem: "link" });
    expect(await findUser(db(), "grace@example.com")).toBeUndefined();
    // A link issued after the first one was sent also revokes it.
    await inviteMember(db(), ada.email, "hopper@example.com");
    const first = tokenOf((await deliverAll())[0]!);
    await inviteMember(db(), ada.email, "hopper@example.com");
    expect(await isLiveAccountLink(db(), "invite", first)).toBe(false);
  });

  it("a password reset is a 2-hour link; using it sets the password and signs the member out everywhere", async () => {
    const ada = await member("ada@example.com");
    const bob = await member("bob@example.com");
    const phone = await startSession(db(), bob.userId);
    const laptop = await startSession(db(), bob.userId);
    await requestPasswordReset(db(), ada.email, "Bob@Example.com");
    await expect(requestPasswordReset(db(), ada.email, "nobody@example.com")).rejects.toThrow(/no account/);
    const [link] = await db().select().from(adminAccountTokens);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(2 * 3_600_000, -4);
    // Asking changes nothing yet: the old password and the sessions stay until the link is used.
    expect(await liveSessionCount(db(), bob.userId)).toBe(2);
    const [mail] = await deliverAll();
    expect(mail!.to).toEqual({ name: "", address: "bob@example.com" });
    const token = tokenOf(mail!);
    expect(linkOf(mail!)).toContain("/admin/reset-password?token=");
    expect(await isLiveAccountLink(db(), "invite", token)).toBe(false);
    const outcome = await acceptAccountLink(db(), { purpose: "password-reset", token, password: "a brand new passphrase" });
    expect(outcome.kind).toBe("signed-in");
    expect(await findSession(db(), phone.token)).toBeUndefined();
    expect(await findSession(db(), laptop.token)).toBeUndefined();
    expect(await liveSessionCount(db(), bob.userId)).toBe(1);
    expect((await signIn(db(), { email: bob.email, password, clientAddress: "10.0.0.1" })).kind).toBe("refused");
    expect((await signIn(db(), { email: bob.email, password: "a brand new passphrase", clientAddress: "10.0.0.1" })).kind).toBe("signed-in");
    expect(await acceptAccountLink(db(), { purpose: "password-reset", token, password: "yet another passphrase" })).toMatchObject({
      kind: "refused",
      problem: "link",
    });
    expect(await auditOf("user.password-reset-requested")).toEqual([expect.objectContaining({ actor: "ada@example.com", subject: "user:bob@example.com" })]);
    expect(await auditOf("user.password-reset")).toEqual([
      expect.objectContaining({ actor: "bob@example.com", subject: "user:bob@example.com", details: expect.objectContaining({ sessionsEnded: 2 }) }),
    ]);
  });

  it("a reset link dies with its member, and its pending mail goes with it", async () => {
    const ada = await member("ada@example.com");
    await member("bob@example.com");
    await requestPasswordReset(db(), ada.email, "bob@example.com");
    await removeMember(db(), ada, "bob@example.com");
    expect(await db().select().from(adminAccountTokens)).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it("removes a member, never oneself nor the last member, and two members removing each other at once cannot both succeed", async () => {
    const ada = await member("ada@example.com");
    await expect(removeMember(db(), ada, "ada@example.com")).rejects.toThrow(/cannot remove yourself/);
    await expect(removeMember(db(), ada, "nobody@example.com")).rejects.toThrow(/no account/);
    const bob = await member("bob@example.com");
    const bobSession = await startSession(db(), bob.userId);
    await removeMember(db(), ada, "BOB@example.com");
    expect(await findSession(db(), bobSession.token)).toBeUndefined();
    expect(await auditOf("user.remove")).toEqual([expect.objectContaining({ actor: "ada@example.com", subject: "user:bob@example.com" })]);

    for (let round = 0; round < 3; round++) {
      const carol = await member(`carol${round}@example.com`);
      const results = await Promise.allSettled([removeMember(db(), ada, carol.email), removeMember(db(), carol, ada.email)]);
      const done = results.filter((result) => result.status === "fulfilled");
      expect(done).toHaveLength(1);
      expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(UserError);
      const left = await listMembers(db());
      expect(left).toHaveLength(1);
      // Whoever is left carries on: the other is gone.
      if (left[0]!.email !== ada.email) {
        Object.assign(ada, { userId: carol.userId, email: carol.email });
      }
    }
    // The one left is the last member.
    const [last] = await listMembers(db());
    const lastMember = { userId: last!.id, email: last!.email };
    const other = await member("dave@example.com");
    await removeMember(db(), lastMember, other.email);
    await expect(removeMember(db(), lastMember, lastMember.email)).rejects.toThrow(UserError);
  });

  it("the team services refuse what the rules refuse and say why", async () => {
    const ada = await member("ada@example.com");
    const session = (await findSession(db(), (await startSession(db(), ada.userId)).token))!;
    const admin = createAdminServices(db(), session, { configured: false });
    expect(await admin.team.remove("ada@example.com")).toEqual({ ok: false, error: expect.stringMatching(/cannot remove yourself/) });
    expect(await admin.team.invite("not an address")).toEqual({ ok: false, error: expect.stringMatching(/not an e-mail address/) });
    expect(await admin.team.invite("grace@example.com")).toEqual({ ok: true });
    expect(await admin.team.requestPasswordReset("ada@example.com")).toEqual({ ok: true });
    const page = await admin.team.read();
    expect(page.canManage).toBe(true);
    expect(page.members).toEqual([expect.objectContaining({ email: "ada@example.com", isViewer: true })]);
    expect(page.pending.map((link) => [link.purpose, link.email, link.mail])).toEqual([
      ["invite", "grace@example.com", "waiting"],
      ["password-reset", "ada@example.com", "waiting"],
    ]);
  });

  it("the audit log filters by kind: changes by default, then sign-ins, views, exports or all", async () => {
    const ada = await member("ada@example.com");
    await recordAudit(db(), { actor: ada.email, action: "sign-in" });
    await recordAudit(db(), { actor: ada.email, action: "application.view", subject: "application:1" });
    await recordAudit(db(), { actor: ada.email, action: "application.view", subject: "application:2" });
    await recordAudit(db(), { actor: ada.email, action: "applications.export", details: { rows: 2 } });
    await recordAudit(db(), { actor: ada.email, action: "application.status", subject: "application:1" });
    await inviteMember(db(), ada.email, "grace@example.com");
    const actions = async (kind: Parameters<typeof readAuditLog>[2]) => (await readAuditLog(db(), 1, kind)).entries.map((entry) => entry.action).sort();
    expect(await actions("changes")).toEqual(["application.status", "user.add", "user.invite"]);
    expect(await actions("sign-ins")).toEqual(["sign-in"]);
    expect(await actions("views")).toEqual(["application.view", "application.view"]);
    expect(await actions("exports")).toEqual(["applications.export"]);
    expect(await actions("all")).toHaveLength(7);
    expect((await readAuditLog(db(), 1, "views")).total).toBe(2);
    expect(readAuditKind(new URLSearchParams(""))).toBe("changes");
    expect(readAuditKind(new URLSearchParams("kind=nonsense"))).toBe("changes");
    expect(readAuditKind(new URLSearchParams("kind=views"))).toBe("views");
    // Pagination keeps the kind; the default kind and the first page stay out of the address.
    expect(auditHref("views", 2)).toBe("/admin/audit?kind=views&page=2");
    expect(auditHref("changes", 1)).toBe("/admin/audit");
    expect(auditHref("changes", 3)).toBe("/admin/audit?page=3");
  });
});
