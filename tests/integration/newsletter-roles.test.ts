// Who may see and send the newsletter (decision 039): owners and editors; a recruiter or a sales member gets a 403 for every page, action, export and preview, in parallel too.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as newsletterRoute from "../../app/routes/admin/newsletter.tsx";
import * as sendRoute from "../../app/routes/admin/newsletter-send.tsx";
import { adminArea } from "../../server/admin/admin-area.ts";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { createNewsletterServices, type NewsletterSetup } from "../../server/admin/newsletter.ts";
import { sessionCookieName } from "../../server/admin/session-cookie.ts";
import { findSession, startSession } from "../../server/admin/sessions.ts";
import { addUser, findUser } from "../../server/admin/users.ts";
import { auditEvents, newsletterSends, newsletterSubscribers } from "../../server/db/schema.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const setup: NewsletterSetup = { documents: () => shippedDocuments, perMinute: 120, wake: () => {} };
const firstPost = `/blog/${shippedDocuments.blog.blogPosts[0]!.slug}`;
const roles: TeamRole[] = ["owner", "editor", "recruiter", "sales"];
const allowed = (role: TeamRole) => role === "owner" || role === "editor";

describe.each(testDatabases(quiet, "vesper-newsletter-roles-"))("newsletter roles on $name", (driver) => {
  const opened = useTestDatabase(
    driver,
    "admin_users, admin_account_tokens, admin_sessions, audit_events, newsletter_deliveries, newsletter_sends, newsletter_subscribers, jobs",
  );
  const db = () => opened.database.db;
  let url = "";
  let server: ReturnType<express.Express["listen"]>;

  beforeAll(async () => {
    const app = express();
    app.use(express.raw({ type: "application/x-www-form-urlencoded" }));
    app.use(adminArea({ db: db(), render: (_req, res) => void res.type("text/plain").send("rendered"), mail: { configured: false }, newsletter: setup }));
    app.use(errorHandler(quiet));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const signedIn = async (role: TeamRole) => {
    const email = `${role}@vesper.example`;
    await addUser(db(), email, "correct horse battery", "cli", [role]);
    const { token } = await startSession(db(), (await findUser(db(), email))!.id);
    return { token, session: (await findSession(db(), token))! };
  };

  /** One member per role, signed in one after the other: the first account of a team becomes an owner whatever it asked for. */
  async function signUp<Key extends "session" | "token">(list: TeamRole[], key: Key) {
    const members: Partial<Record<TeamRole, Awaited<ReturnType<typeof signedIn>>[Key]>> = {};
    for (const role of list) members[role] = (await signedIn(role))[key];
    return members as Record<TeamRole, Awaited<ReturnType<typeof signedIn>>[Key]>;
  }

  async function asMember(
    session: Awaited<ReturnType<typeof signedIn>>["session"],
    run: (args: never) => unknown,
    query: string,
    form: Record<string, string> = {},
  ) {
    const context = new RouterContextProvider();
    const services = createAdminServices(db(), session, { configured: false });
    context.set(requestServicesContext, {
      nonce: "n",
      receiveApplication: () => Promise.reject(new Error("unused")),
      admin: { ...services, newsletter: createNewsletterServices(db(), session, setup) },
      adminForm: new URLSearchParams(form),
    });
    try {
      await run({ context, request: new Request(`http://localhost/admin/newsletter${query}`), params: {} } as never);
      return "allowed";
    } catch (error) {
      if ((error as { init?: ResponseInit }).init?.status === 403) return "403";
      if (error instanceof Response) return String(error.status);
      throw error;
    }
  }

  it("every newsletter page and action lets owners and editors in and answers 403 to a recruiter and a sales member, before reading or writing", async () => {
    await db().insert(newsletterSubscribers).values({ email: "reader@example.com", mailbox: "reader@example.com", status: "confirmed" });
    const members = await signUp(roles, "session");
    const parts: { name: string; run: unknown; query: string; form?: Record<string, string> }[] = [
      { name: "the overview", run: newsletterRoute.loader, query: "" },
      { name: "an erasure", run: newsletterRoute.action, query: "", form: { intent: "erase", email: "nobody@example.com", checked: "yes" } },
      { name: "the send step", run: sendRoute.loader, query: `/send?path=${firstPost}` },
      { name: "a test send", run: sendRoute.action, query: `/send?path=${firstPost}`, form: { intent: "test" } },
    ];
    const answers = await Promise.all(
      parts.flatMap((part) =>
        roles.map(async (role) => [`${part.name} as ${role}`, await asMember(members[role]!, part.run as never, part.query, part.form)] as const),
      ),
    );
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(parts.flatMap((part) => roles.map((role) => [`${part.name} as ${role}`, allowed(role) ? "allowed" : "403"]))),
    );
    // Only the owner's and the editor's test sends and erasures were made.
    expect((await db().select().from(auditEvents).where(eq(auditEvents.action, "newsletter.test-send"))).map((row) => row.actor).sort()).toEqual([
      "editor@vesper.example",
      "owner@vesper.example",
    ]);
    expect((await db().select().from(auditEvents).where(eq(auditEvents.action, "newsletter.erase"))).length).toBe(2);
  });

  it("the export, the preview and the pages' data answer 403 to a recruiter and a sales member, in parallel; the export is audited with its count only", async () => {
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: "one@example.com", mailbox: "one@example.com", status: "confirmed", confirmedAt: new Date("2026-11-01T10:00:00Z"), confirmedHow: "link" },
        { email: "two@example.com", mailbox: "two@example.com", status: "pending" },
        {
          email: "=cmd|'/c calc'!A1@example.com",
          mailbox: "x@example.com",
          status: "confirmed",
          confirmedAt: new Date("2026-11-02T10:00:00Z"),
          confirmedHow: "link",
        },
      ]);
    const tokens = await signUp(roles, "token");
    const paths = [
      "/admin/newsletter/export.csv",
      `/admin/newsletter/preview.html?path=${encodeURIComponent(firstPost)}`,
      "/admin/newsletter.data",
      "/admin/newsletter/send.data",
    ];
    const answers = await Promise.all(
      paths.flatMap((path) =>
        roles.map(async (role) => {
          const res = await fetch(url + path, { headers: { cookie: `${sessionCookieName}=${tokens[role]}`, "sec-fetch-site": "same-origin" } });
          return {
            key: `${path} as ${role}`,
            role,
            path,
            status: res.status,
            body: await res.text(),
            type: res.headers.get("content-type"),
            csp: res.headers.get("content-security-policy"),
          };
        }),
      ),
    );
    for (const answer of answers) {
      if (!allowed(answer.role)) {
        expect(answer.status, answer.key).toBe(403);
        expect(answer.body, answer.key).toContain("needs the editor role");
      } else expect(answer.status, answer.key).toBe(200);
    }
    const csv = answers.find((answer) => answer.key === "/admin/newsletter/export.csv as editor")!;
    expect(csv.type).toBe("text/csv; charset=utf-8");
    // The confirmed list only, a formula neutralised by the export's CSV cells (server/export/csv.ts).
    expect(csv.body.trimEnd().split("\n")).toEqual([
      `"email","confirmed_at","confirmed_how"`,
      `"one@example.com","2026-11-01T10:00:00.000Z","link"`,
      `"'=cmd|'/c calc'!A1@example.com","2026-11-02T10:00:00.000Z","link"`,
    ]);
    const preview = answers.find((answer) => answer.key.startsWith("/admin/newsletter/preview.html") && answer.role === "owner")!;
    expect(preview.body).toContain(shippedDocuments.blog.blogPosts[0]!.title.replace(/'/g, "&#39;"));
    expect(preview.csp).toContain("sandbox");
    expect(preview.csp).not.toContain("script-src");
    const exports = await db().select().from(auditEvents).where(eq(auditEvents.action, "newsletter.export"));
    expect(exports.map((row) => [row.actor, row.details]).sort()).toEqual([
      ["editor@vesper.example", { format: "csv", rows: 2 }],
      ["owner@vesper.example", { format: "csv", rows: 2 }],
    ]);
  });

  it("a send confirmed with a stale count is refused and shows the count again; two confirmed clicks at once make one send", async () => {
    const { session } = await signedIn("editor");
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: "a@example.com", mailbox: "a@example.com", status: "confirmed" },
        { email: "b@example.com", mailbox: "b@example.com", status: "confirmed" },
      ]);
    const services = createNewsletterServices(db(), session, setup);
    expect(await services.send(firstPost, 1)).toEqual({ kind: "recipients-changed", recipients: 2 });
    expect(await db().$count(newsletterSends)).toBe(0);
    const clicks = await Promise.all([services.send(firstPost, 2), services.send(firstPost, 2), services.send(firstPost, 2)]);
    expect(clicks.map((click) => click?.kind).sort()).toEqual(["already-sent", "already-sent", "started"]);
    expect(await db().$count(newsletterSends)).toBe(1);
    expect((await services.overview()).candidates.find((candidate) => candidate.path === firstPost)?.sentAt).not.toBeNull();
  });
});
