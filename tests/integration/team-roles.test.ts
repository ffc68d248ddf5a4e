import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as applicationRoute from "../../app/routes/admin/application.tsx";
import * as auditRoute from "../../app/routes/admin/audit.tsx";
import * as eraseRoute from "../../app/routes/admin/erase.tsx";
import * as inboxRoute from "../../app/routes/admin/inbox.tsx";
import * as teamRoute from "../../app/routes/admin/team.tsx";
import { inviteMember } from "../../server/admin/account-links.ts";
import { adminArea } from "../../server/admin/admin-area.ts";
import { exportPageRows } from "../../server/admin/inbox.ts";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { sessionCookieName } from "../../server/admin/session-cookie.ts";
import { findSession, startSession } from "../../server/admin/sessions.ts";
import { UserError, addUser, findUser, listUsers, removeMember, removeUser, setRoles } from "../../server/admin/users.ts";
import type { Database } from "../../server/db/database.ts";
import { adminAccountTokens, adminUsers, applicationNotes, auditEvents, applications } from "../../server/db/schema.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const password = "correct horse battery";
const noMail = { configured: false };

describe.each(testDatabases(quiet, "vesper-roles-"))("team roles on $name", (driver) => {
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
      sql`truncate table jobs, admin_account_tokens, admin_users, admin_sessions, sign_in_throttles, audit_events, application_notes, contact_submissions restart identity cascade`,
    );
  });

  const db = () => database.db;
  const auditOf = (action: string) => db().select().from(auditEvents).where(eq(auditEvents.action, action));
  const rolesOf = async (email: string) => (await findUser(db(), email))?.roles;
  /** A member with these roles, signed in: their session as the server finds it from the cookie. */
  const signedIn = async (email: string, roles: TeamRole[]) => {
    await addUser(db(), email, password, "cli", roles);
    const { token } = await startSession(db(), (await findUser(db(), email))!.id);
    return { token, session: (await findSession(db(), token))! };
  };
  const apply = async () => {
    const [row] = await db()
      .insert(applications)
      .values({ name: "Grace Hopper", email: "grace@example.com", division: "noxgpt", message: "Compilers, please." })
      .returning();
    return row!;
  };

  it("migration 0008 gives the accounts and open invitations made before roles owner and recruiter: what they could do", async () => {
    await addUser(db(), "ada@example.com", password, "cli");
    await inviteMember(db(), "ada@example.com", "grace@example.com");
    const statements = fs.readFileSync(new URL("../../drizzle/0008_team_roles.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
    class Rollback extends Error {}
    let after: { users: unknown[]; invites: unknown[]; refused: boolean } = { users: [], invites: [], refused: false };
    // Back to the tables before 0008 with an old account and invitation, the migration forward, then all rolled back.
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`alter table admin_users drop constraint admin_users_roles_known`);
        await tx.execute(sql`alter table admin_users drop column roles`);
        await tx.execute(sql`alter table admin_account_tokens drop column roles`);
        await tx.execute(sql`insert into admin_users (email, password_hash) values ('bob@example.com', 'x')`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const users = await tx.select({ email: adminUsers.email, roles: adminUsers.roles }).from(adminUsers).orderBy(adminUsers.email);
        const invites = await tx.select({ email: adminAccountTokens.email, roles: adminAccountTokens.roles }).from(adminAccountTokens);
        // No default stays: an account made later states its roles.
        const refused = await tx.execute(sql`insert into admin_users (email, password_hash) values ('carol@example.com', 'x')`).then(
          () => false,
          () => true,
        );
        after = { users, invites, refused };
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(after.users).toEqual([
      { email: "ada@example.com", roles: ["owner", "recruiter"] },
      { email: "bob@example.com", roles: ["owner", "recruiter"] },
    ]);
    expect(after.invites).toEqual([{ email: "grace@example.com", roles: ["owner", "recruiter"] }]);
    expect(after.refused).toBe(true);
    // And the database itself refuses a role it does not know, or none.
    await expect(db().execute(sql`update admin_users set roles = '{admin}'`)).rejects.toThrow();
    await expect(db().execute(sql`update admin_users set roles = '{}'`)).rejects.toThrow();
  });

  it("add-user gives owner, recruiter and sales unless told otherwise, refuses unknown roles; audited", async () => {
    expect(await addUser(db(), "ada@example.com", password, "cli")).toEqual({ roles: ["owner", "recruiter", "sales"], madeOwner: false });
    expect(await addUser(db(), "ed@example.com", password, "cli", ["editor"])).toEqual({ roles: ["editor"], madeOwner: false });
    await expect(addUser(db(), "x@example.com", password, "cli", ["admin" as TeamRole])).rejects.toThrow('Unknown role "admin"');
    expect((await listUsers(db())).map((user) => [user.email, user.roles])).toEqual([
      ["ada@example.com", ["owner", "recruiter", "sales"]],
      ["ed@example.com", ["editor"]],
    ]);
    expect((await auditOf("user.add")).map((row) => [row.subject, row.details])).toEqual([
      ["user:ada@example.com", { roles: ["owner", "recruiter", "sales"] }],
      ["user:ed@example.com", { roles: ["editor"] }],
    ]);
  });

  it("the first account becomes an owner with the roles asked for, audited as such; the next one gets what was asked", async () => {
    expect(await addUser(db(), "eve@example.com", password, "cli", ["editor"])).toEqual({ roles: ["owner", "editor"], madeOwner: true });
    expect(await addUser(db(), "ed@example.com", password, "cli", ["editor"])).toEqual({ roles: ["editor"], madeOwner: false });
    expect((await auditOf("user.add")).map((row) => row.details)).toEqual([{ roles: ["owner", "editor"], madeOwner: true }, { roles: ["editor"] }]);
  });

  it("first accounts added at once: one becomes the owner, the others get only what was asked", async () => {
    const emails = ["one@example.com", "two@example.com", "three@example.com"];
    let adding: Promise<Awaited<ReturnType<typeof addUser>>[]> | undefined;
    if (driver.name === "PostgreSQL") {
      // Hold the table until all three are waiting for it, so their transactions run at the same moment
      // (PGlite has one connection: its transactions never overlap).
      await db().transaction(async (tx) => {
        await tx.execute(sql`lock table admin_users in access exclusive mode`);
        adding = Promise.all(emails.map((email) => addUser(db(), email, password, "cli", ["editor"])));
        for (;;) {
          const result = (await tx.execute(
            sql`select count(*)::int as waiting from pg_locks where not granted and relation = 'admin_users'::regclass`,
          )) as unknown as { rows: { waiting: number }[] };
          if (result.rows[0]!.waiting >= emails.length) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
    } else {
      adding = Promise.all(emails.map((email) => addUser(db(), email, password, "cli", ["editor"])));
    }
    const added = await adding!;
    expect(added.filter((result) => result.madeOwner)).toHaveLength(1);
    const users = await listUsers(db());
    expect(users.filter((user) => user.roles.includes("owner"))).toHaveLength(1);
    expect(users.filter((user) => !user.roles.includes("owner")).map((user) => user.roles)).toEqual([["editor"], ["editor"]]);
  });

  it("set-roles replaces an account's roles, audited with before and after; never leaves the team without an owner", async () => {
    await addUser(db(), "ada@example.com", password, "cli");
    await addUser(db(), "ed@example.com", password, "cli", ["editor"]);
    expect(await setRoles(db(), "ED@example.com", ["recruiter", "editor"], "cli:ops")).toEqual({
      from: ["editor"],
      to: ["editor", "recruiter"],
      schedulesCancelled: 0,
    });
    await expect(setRoles(db(), "ada@example.com", ["recruiter"], "cli:ops")).rejects.toThrow(/at least one owner/);
    await expect(setRoles(db(), "ada@example.com", ["boss"], "cli:ops")).rejects.toThrow(/Unknown role "boss"/);
    await expect(setRoles(db(), "ada@example.com", [], "cli:ops")).rejects.toThrow(/at least one role/);
    await expect(setRoles(db(), "nobody@example.com", ["owner"], "cli:ops")).rejects.toThrow(/has no account/);
    // Removing the only owner is refused too, from the CLI and from the team page.
    await expect(removeUser(db(), "ada@example.com", "cli:ops")).rejects.toThrow(/at least one owner/);
    await setRoles(db(), "ed@example.com", ["owner"], "cli:ops");
    const ed = (await findUser(db(), "ed@example.com"))!;
    await setRoles(db(), "ada@example.com", ["recruiter"], "cli:ops");
    await addUser(db(), "bob@example.com", password, "cli", ["owner"]);
    const bob = (await findUser(db(), "bob@example.com"))!;
    await setRoles(db(), "ed@example.com", ["editor"], "cli:ops");
    await expect(removeMember(db(), { userId: ed.id, email: "ed@example.com" }, "bob@example.com")).rejects.toThrow(/at least one owner/);
    expect(await rolesOf("bob@example.com")).toEqual(["owner"]);
    await removeMember(db(), { userId: bob.id, email: "bob@example.com" }, "ada@example.com");
    expect((await auditOf("user.roles")).map((row) => [row.actor, row.subject, row.details])).toEqual([
      ["cli:ops", "user:ed@example.com", { from: ["editor"], to: ["editor", "recruiter"] }],
      ["cli:ops", "user:ed@example.com", { from: ["editor", "recruiter"], to: ["owner"] }],
      ["cli:ops", "user:ada@example.com", { from: ["owner", "recruiter", "sales"], to: ["recruiter"] }],
      ["cli:ops", "user:ed@example.com", { from: ["owner"], to: ["editor"] }],
    ]);
  });

  it("two owners taking the owner role from each other at the same moment: one succeeds, the team keeps an owner", async () => {
    for (let round = 0; round < 3; round++) {
      await db().execute(sql`truncate table admin_users, audit_events restart identity cascade`);
      await addUser(db(), "ada@example.com", password, "cli", ["owner", "recruiter"]);
      await addUser(db(), "bob@example.com", password, "cli", ["owner", "editor"]);
      const outcomes = await Promise.allSettled([
        setRoles(db(), "ada@example.com", ["recruiter"], "bob@example.com"),
        setRoles(db(), "bob@example.com", ["editor"], "ada@example.com"),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(UserError);
      const owners = (await listUsers(db())).filter((user) => user.roles.includes("owner"));
      expect(owners).toHaveLength(1);
      expect(await auditOf("user.roles")).toHaveLength(1);
    }
  });

  it("an owner changes roles and invites with roles from the team page, audited; the invitation's roles become the account's", async () => {
    const { session } = await signedIn("ada@example.com", ["owner"]);
    await addUser(db(), "ed@example.com", password, "cli", ["editor"]);
    const team = createAdminServices(db(), session, noMail).team;
    expect(await team.setRoles("ed@example.com", ["editor", "recruiter"])).toEqual({ ok: true });
    expect(await team.setRoles("ada@example.com", ["editor"])).toEqual({ ok: false, error: expect.stringMatching(/at least one owner/) });
    expect(await team.invite("grace@example.com", ["nobody"])).toEqual({ ok: false, error: expect.stringMatching(/Unknown role "nobody"/) });
    expect(await team.invite("grace@example.com", ["editor"])).toEqual({ ok: true });
    expect(await rolesOf("ed@example.com")).toEqual(["editor", "recruiter"]);
    const [invite] = await db().select().from(adminAccountTokens);
    expect(invite?.roles).toEqual(["editor"]);
    expect((await auditOf("user.roles")).map((row) => [row.actor, row.details])).toEqual([
      ["ada@example.com", { from: ["editor"], to: ["editor", "recruiter"] }],
    ]);
    expect((await auditOf("user.invite"))[0]?.details).toMatchObject({ roles: ["editor"] });
  });

  /** A route's loader or action run as the server runs it for this member; its 403, or what it answered. */
  async function asMember(
    session: Awaited<ReturnType<typeof signedIn>>["session"],
    run: (args: { context: RouterContextProvider; request: Request; params: Record<string, string> }) => unknown,
    params: Record<string, string> = {},
    form?: Record<string, string | string[]>,
  ): Promise<"403" | "allowed"> {
    const context = new RouterContextProvider();
    const fields = new URLSearchParams();
    for (const [name, value] of Object.entries(form ?? {})) for (const one of [value].flat()) fields.append(name, one);
    context.set(requestServicesContext, {
      nonce: "n",
      receiveApplication: () => Promise.reject(new Error("unused")),
      admin: createAdminServices(db(), session, noMail),
      adminForm: fields,
    });
    try {
      await run({ context, request: new Request("http://localhost/admin"), params });
      return "allowed";
    } catch (error) {
      if ((error as { init?: ResponseInit }).init?.status === 403) return "403";
      throw error;
    }
  }

  it("every admin page and action answers 403 to a member without its role, before it reads or writes anything", async () => {
    const application = await apply();
    const id = String(application.id);
    const members = {
      owner: (await signedIn("owner@example.com", ["owner"])).session,
      editor: (await signedIn("editor@example.com", ["editor"])).session,
      recruiter: (await signedIn("recruiter@example.com", ["recruiter"])).session,
    };
    type Run = Parameters<typeof asMember>[1];
    const parts: { name: string; role: TeamRole; run: Run; form?: Record<string, string | string[]> }[] = [
      { name: "the inbox", role: "recruiter", run: (args) => inboxRoute.loader(args as never) },
      { name: "an application's page", role: "recruiter", run: (args) => applicationRoute.loader(args as never) },
      { name: "a note", role: "recruiter", run: (args) => applicationRoute.action(args as never), form: { intent: "note", body: "Call her" } },
      { name: "a status change", role: "recruiter", run: (args) => applicationRoute.action(args as never), form: { intent: "status", to: "reviewing" } },
      { name: "the erasure page", role: "recruiter", run: (args) => eraseRoute.loader(args as never) },
      { name: "an erasure", role: "recruiter", run: (args) => eraseRoute.action(args as never), form: { checked: "yes", confirmation: "nobody@example.com" } },
      { name: "the audit log", role: "owner", run: (args) => auditRoute.loader(args as never) },
      { name: "the team page", role: "owner", run: (args) => teamRoute.loader(args as never) },
      {
        name: "an invitation",
        role: "owner",
        run: (args) => teamRoute.action(args as never),
        form: { intent: "invite", email: "new@example.com", role: ["recruiter"] },
      },
      {
        name: "a role change",
        role: "owner",
        run: (args) => teamRoute.action(args as never),
        form: { intent: "roles", email: "editor@example.com", role: ["editor"] },
      },
    ];
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const part of parts) {
      for (const [role, session] of Object.entries(members)) {
        answers[`${part.name} as ${role}`] = await asMember(session, part.run, { id }, part.form);
        expected[`${part.name} as ${role}`] = role === part.role ? "allowed" : "403";
      }
    }
    expect(answers).toEqual(expected);
    // The refused ones read and wrote nothing: one view, one note, one status change, all the recruiter's.
    expect((await auditOf("application.view")).map((row) => row.actor)).toEqual(["recruiter@example.com"]);
    expect((await db().select().from(applicationNotes)).map((row) => row.author)).toEqual(["recruiter@example.com"]);
    expect((await auditOf("application.status")).map((row) => row.actor)).toEqual(["recruiter@example.com"]);
  });

  describe("the server's own answers", () => {
    let url = "";
    let server: ReturnType<express.Express["listen"]>;
    beforeAll(async () => {
      const app = express();
      app.use(express.raw({ type: "application/x-www-form-urlencoded" }));
      // Pages render through React Router in the real server; here a stand-in says the request got that far.
      app.use(adminArea({ db: db(), render: (_req, res) => void res.type("text/plain").send("rendered"), mail: noMail }));
      app.use(errorHandler(quiet));
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("the exports and the pages' data answer 403 with the reason to a member without the role, in parallel too; nothing is logged as exported", async () => {
      await apply();
      const tokens = {
        owner: (await signedIn("owner@example.com", ["owner"])).token,
        editor: (await signedIn("editor@example.com", ["editor"])).token,
        recruiter: (await signedIn("recruiter@example.com", ["recruiter"])).token,
      };
      const requests: { path: string; role: TeamRole }[] = [
        { path: "/admin/export.csv", role: "recruiter" },
        { path: "/admin/export.json", role: "recruiter" },
        { path: "/admin/applications/1.data", role: "recruiter" },
        { path: "/admin/team.data", role: "owner" },
        { path: "/admin/audit.data", role: "owner" },
      ];
      const cases = requests.flatMap((request) => Object.entries(tokens).map(([role, token]) => ({ ...request, as: role, token })));
      const answers = await Promise.all(
        cases.map(async (one) => {
          const res = await fetch(url + one.path, { headers: { cookie: `${sessionCookieName}=${one.token}`, "sec-fetch-site": "same-origin" } });
          return { key: `${one.path} as ${one.as}`, status: res.status, body: await res.text(), allowed: one.as === one.role, role: one.role };
        }),
      );
      for (const answer of answers) {
        if (answer.allowed) expect(answer.status, answer.key).toBe(200);
        else {
          expect(answer.status, answer.key).toBe(403);
          expect(answer.body, answer.key).toContain(`needs the ${answer.role} role`);
        }
      }
      expect((await auditOf("applications.export")).map((row) => row.actor)).toEqual(["recruiter@example.com", "recruiter@example.com"]);
    });

    it("an export is streamed a page at a time, and the audit log counts what it holds", async () => {
      const count = exportPageRows * 2 + 7;
      await db()
        .insert(applications)
        .values(
          Array.from({ length: count }, (_, i) => ({
            name: `Streamed ${i}`,
            email: `streamed${i}@example.com`,
            division: "general",
            message: "A streamed export row.",
          })),
        );
      const { token } = await signedIn("recruiter@example.com", ["owner", "recruiter"]);
      const headers = { cookie: `${sessionCookieName}=${token}`, "sec-fetch-site": "same-origin" };
      const csv = await fetch(`${url}/admin/export.csv`, { headers });
      expect(csv.status).toBe(200);
      // Sent as it is read (chunked), not built whole and sent with its length.
      expect(csv.headers.get("content-length")).toBeNull();
      expect(csv.headers.get("transfer-encoding")).toBe("chunked");
      expect((await csv.text()).trimEnd().split("\n")).toHaveLength(count + 1);
      const json = (await (await fetch(`${url}/admin/export.json`, { headers })).json()) as { name: string }[];
      expect(json.map((row) => row.name)).toEqual(Array.from({ length: count }, (_, i) => `Streamed ${count - 1 - i}`));
      expect((await auditOf("applications.export")).map((row) => (row.details as { rows: number }).rows)).toEqual([count, count]);
    });

    it("after signing in, a member without recruiter lands where they may go; one with it on the inbox", async () => {
      await addUser(db(), "owner@example.com", password, "cli", ["owner"]);
      await addUser(db(), "editor@example.com", password, "cli", ["editor"]);
      await addUser(db(), "recruiter@example.com", password, "cli", ["recruiter"]);
      const landing = async (email: string) => {
        const res = await fetch(`${url}/admin/login`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password }).toString(),
        });
        return [res.status, res.headers.get("location")];
      };
      expect(await landing("editor@example.com")).toEqual([303, "/admin/content"]);
      expect(await landing("owner@example.com")).toEqual([303, "/admin/team"]);
      expect(await landing("recruiter@example.com")).toEqual([303, "/admin"]);
    });
  });
});
