import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as teamRoute from "../../app/routes/admin/team.tsx";
import { adminArea } from "../../server/admin/admin-area.ts";
import { sessionCookieName } from "../../server/admin/session-cookie.ts";
import { findSession, startSession } from "../../server/admin/sessions.ts";
import { addUser, findUser, removeMember, removeUser, setRoles, UserError } from "../../server/admin/users.ts";
import { createContentServices } from "../../server/content/content-services.ts";
import { createLiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { and, eq, sql } from "../../server/db/drizzle.ts";
import { auditEvents, jobs } from "../../server/db/schema.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import { schedulePublish, scheduledPublishRunner, ScheduleRefusedError } from "../../server/content/scheduled-publish.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

/**
 * A member's scheduled publishes die with their right to publish (issue 32): removing them (the CLI, the
 * team page) or taking away their editor role cancels what they scheduled, audited, in the same
 * transaction; a schedule racing that is refused or cancelled with the rest; the job checks again when it
 * runs; and an owner, editor or not, sees every scheduled publish on /admin/team and can cancel any.
 */
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const password = "correct horse battery";
const inAnHour = () => new Date(Date.now() + 3_600_000);

function withPrice(price: string): ContentDocuments["services"] {
  const data = structuredClone(shippedDocuments.services);
  data.serviceDetails.web.pricing = price;
  return data;
}

/** A renderer whose "site" is the documents, counting what it serves. */
function fakeRenderer() {
  const served: ContentDocuments[] = [];
  const renderer: SiteRenderer<ContentDocuments> = {
    async render(documents) {
      return documents;
    },
    serve(site) {
      served.push(site);
    },
  };
  return { renderer, served };
}

describe.each(testDatabases(quiet, "vesper-member-schedules-"))("a member's scheduled publishes on $name", (driver) => {
  const opened = useTestDatabase(
    driver,
    "jobs, admin_account_tokens, admin_users, admin_sessions, sign_in_throttles, audit_events, content_versions, content_drafts, site_renders",
  );
  const db = () => opened.database.db;
  const member = async (email: string, roles: TeamRole[]) => {
    await addUser(db(), email, password, "cli", roles);
    return (await findUser(db(), email))!;
  };
  const schedule = (email: string, price = `From $${email.length}`) =>
    schedulePublish(db(), { documentId: "services", data: withPrice(price) }, inAnHour(), email);
  const statusBy = async () => {
    const rows = await db().select({ by: jobs.createdBy, status: jobs.status }).from(jobs).where(eq(jobs.kind, "scheduled-publish")).orderBy(jobs.id);
    return rows.map((row) => `${row.by}: ${row.status}`);
  };
  const cancelAudits = async () =>
    (await db().select().from(auditEvents).where(eq(auditEvents.action, "content.schedule-cancel")).orderBy(auditEvents.id)).map((row) => ({
      actor: row.actor,
      subject: row.subject,
      details: row.details,
    }));

  it("removing an editor, with the CLI or from the team page, cancels what they scheduled, audited; the others' stay", async () => {
    const owner = await member("owner@example.com", ["owner"]);
    await member("cli-removed@example.com", ["editor"]);
    await member("team-removed@example.com", ["editor", "recruiter"]);
    await member("stays@example.com", ["editor"]);
    for (const email of ["cli-removed@example.com", "team-removed@example.com", "stays@example.com", "cli-removed@example.com"]) await schedule(email);

    expect(await removeUser(db(), "cli-removed@example.com", "cli:root")).toEqual({ schedulesCancelled: 2 });
    await removeMember(db(), { userId: owner.id, email: owner.email }, "team-removed@example.com");

    expect(await statusBy()).toEqual([
      "cli-removed@example.com: cancelled",
      "team-removed@example.com: cancelled",
      "stays@example.com: pending",
      "cli-removed@example.com: cancelled",
    ]);
    expect(await cancelAudits()).toEqual([
      {
        actor: "cli:root",
        subject: "content:services",
        details: expect.objectContaining({ job: 1, scheduledBy: "cli-removed@example.com", because: "member removed" }),
      },
      {
        actor: "cli:root",
        subject: "content:services",
        details: expect.objectContaining({ job: 4, scheduledBy: "cli-removed@example.com", because: "member removed" }),
      },
      {
        actor: "owner@example.com",
        subject: "content:services",
        details: expect.objectContaining({ job: 2, scheduledBy: "team-removed@example.com", because: "member removed" }),
      },
    ]);
  });

  it("in the same transaction as the removal: a removal that is refused cancels nothing", async () => {
    await member("only-owner@example.com", ["owner", "editor"]);
    await member("editor@example.com", ["editor"]);
    await schedule("only-owner@example.com");
    await expect(removeUser(db(), "only-owner@example.com", "cli:root")).rejects.toBeInstanceOf(UserError);
    expect(await statusBy()).toEqual(["only-owner@example.com: pending"]);
    expect(await cancelAudits()).toEqual([]);
  });

  it("taking away the editor role cancels theirs; a role change that keeps it does not", async () => {
    await member("owner@example.com", ["owner"]);
    await member("demoted@example.com", ["editor", "recruiter"]);
    await member("kept@example.com", ["editor"]);
    await schedule("demoted@example.com");
    await schedule("kept@example.com");
    await setRoles(db(), "kept@example.com", ["editor", "recruiter"], "owner@example.com");
    expect(await setRoles(db(), "demoted@example.com", ["recruiter"], "owner@example.com")).toMatchObject({ schedulesCancelled: 1 });
    expect(await statusBy()).toEqual(["demoted@example.com: cancelled", "kept@example.com: pending"]);
    expect(await cancelAudits()).toEqual([
      {
        actor: "owner@example.com",
        subject: "content:services",
        details: expect.objectContaining({ scheduledBy: "demoted@example.com", because: "editor role taken away" }),
      },
    ]);
    // And no new one in their name.
    await expect(schedule("demoted@example.com")).rejects.toBeInstanceOf(ScheduleRefusedError);
  });

  it("a schedule racing its author's removal or demotion is refused or cancelled with the rest: none is left waiting", async () => {
    await member("owner@example.com", ["owner"]);
    const editors = Array.from({ length: 6 }, (_, index) => `racer${index}@example.com`);
    for (const email of editors) await member(email, ["editor"]);
    const outcomes = await Promise.all(
      editors.flatMap((email, index) => [
        schedule(email).then(
          () => "scheduled",
          (error: unknown) => (error instanceof ScheduleRefusedError ? "refused" : Promise.reject(error)),
        ),
        index % 2 === 0
          ? removeUser(db(), email, "owner@example.com").then(() => "removed")
          : setRoles(db(), email, ["recruiter"], "owner@example.com").then(() => "demoted"),
      ]),
    );
    expect(outcomes.filter((outcome) => outcome === "removed" || outcome === "demoted")).toHaveLength(editors.length);
    expect((await statusBy()).filter((line) => line.endsWith("pending"))).toEqual([]);
  });

  it("when the job runs, it checks again: scheduled by someone who is not an editor now, it is cancelled, not published", async () => {
    await member("owner@example.com", ["owner"]);
    await member("bypassed@example.com", ["editor"]);
    const id = await schedulePublish(db(), { documentId: "services", data: withPrice("From $1") }, new Date(), "bypassed@example.com");
    // The role taken away past users.ts (straight in the database), so the job is still waiting.
    await db().execute(sql`update admin_users set roles = array['recruiter'] where email = 'bypassed@example.com'`);
    const { renderer, served } = fakeRenderer();
    const live = createLiveContent({ db: db(), renderer, logger: quiet, pollMs: 60_000 });
    const [job] = await db().select().from(jobs).where(eq(jobs.id, id));
    await scheduledPublishRunner({ db: db(), logger: quiet, live }).run(job!);
    expect(served).toEqual([]);
    expect(await statusBy()).toEqual(["bypassed@example.com: cancelled"]);
    expect(await cancelAudits()).toEqual([
      { actor: "system", subject: "content:services", details: expect.objectContaining({ job: id, scheduledBy: "bypassed@example.com" }) },
    ]);
    live.stop();
  });

  describe("on the team page, through the server", () => {
    let url = "";
    let server: ReturnType<express.Express["listen"]>;
    beforeAll(async () => {
      const { renderer } = fakeRenderer();
      const live = createLiveContent({ db: db(), renderer, logger: quiet, pollMs: 60_000 });
      const app = express();
      app.use(express.raw({ type: "application/x-www-form-urlencoded" }));
      // React Router's part in the real server: the team route's loader or action with the services the server gave this request.
      const render: express.RequestHandler = async (req, res, next) => {
        try {
          const context = new RouterContextProvider();
          context.set(requestServicesContext, {
            nonce: "n",
            receiveApplication: () => Promise.reject(new Error("unused")),
            admin: res.locals.admin,
            adminForm: res.locals.adminForm,
          });
          const args = { context, request: new Request(`http://localhost${req.originalUrl}`), params: {} } as never;
          const answer = await (req.method === "POST" ? teamRoute.action(args) : teamRoute.loader(args));
          if (answer instanceof Response)
            return void res
              .status(answer.status)
              .set("Location", answer.headers.get("Location") ?? "")
              .end();
          // `data(…, { status })`: the action's refusal with its words.
          const refused = answer as { data?: unknown; init?: ResponseInit | null };
          if (refused.init?.status) return void res.status(refused.init.status).json(refused.data);
          res.json(answer);
        } catch (error) {
          const init = (error as { init?: ResponseInit }).init;
          if (init?.status) return void res.status(init.status).end();
          next(error);
        }
      };
      app.use(
        adminArea({
          db: db(),
          render,
          mail: { configured: false },
          content: { services: (actor) => createContentServices(db(), live, actor), preview: (_req, _res, next) => next(), timeZone: () => "Europe/Berlin" },
        }),
      );
      app.use(errorHandler(quiet));
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const signedIn = async (email: string, roles: TeamRole[]) => {
      const account = await member(email, roles);
      const { token } = await startSession(db(), account.id);
      return { cookie: `${sessionCookieName}=${token}`, csrf: (await findSession(db(), token))!.csrfToken };
    };
    const headers = (cookie: string) => ({ cookie, "sec-fetch-site": "same-origin" });
    const cancel = (as: { cookie: string; csrf: string }, job: number) =>
      fetch(`${url}/admin/team`, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers(as.cookie), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: as.csrf, intent: "cancel-schedule", _job: String(job) }).toString(),
      });

    it("an owner without the editor role sees every waiting scheduled publish and cancels any, audited; other members cannot", async () => {
      const owner = await signedIn("owner@example.com", ["owner"]);
      const recruiter = await signedIn("recruiter@example.com", ["recruiter"]);
      const editor = await signedIn("editor@example.com", ["editor"]);
      await member("other@example.com", ["editor"]);
      const first = await schedule("editor@example.com");
      const second = await schedule("other@example.com");

      const page = (await (await fetch(`${url}/admin/team`, { headers: headers(owner.cookie) })).json()) as {
        scheduled: { id: number; scheduledBy: string; title: string }[];
      };
      expect(page.scheduled.map((entry) => [entry.id, entry.scheduledBy, entry.title])).toEqual([
        [first, "editor@example.com", expect.any(String)],
        [second, "other@example.com", expect.any(String)],
      ]);

      // In parallel: the recruiter's and the editor's posts to the team page are refused, the owner's cancel lands once.
      const answers = await Promise.all([cancel(recruiter, first), cancel(editor, first), cancel(owner, second), cancel(owner, second)]);
      expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([403, 403]);
      expect(
        answers
          .slice(2)
          .map((answer) => answer.status)
          .sort(),
      ).toEqual([303, 409]);
      expect(answers.find((answer) => answer.status === 303)?.headers.get("location")).toBe("/admin/team?done=schedule-cancelled");
      expect(await statusBy()).toEqual(["editor@example.com: pending", "other@example.com: cancelled"]);
      expect(await cancelAudits()).toEqual([{ actor: "owner@example.com", subject: "content:services", details: expect.objectContaining({ job: second }) }]);
      expect(
        await db()
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, first), eq(jobs.status, "pending"))),
      ).toHaveLength(1);
    });
  });
});
