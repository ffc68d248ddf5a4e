import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext, type RequestServices } from "../../app/lib/contracts/server-context.ts";
import * as insightsRoute from "../../app/routes/admin/insights.tsx";
import { adminArea } from "../../server/admin/admin-area.ts";
import { sessionCookieName } from "../../server/admin/session-cookie.ts";
import { startSession } from "../../server/admin/sessions.ts";
import { addUser, findUser } from "../../server/admin/users.ts";
import type { Database } from "../../server/db/database.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import { addCounts } from "../../server/insights/insights-store.ts";
import type { Logger } from "../../server/logger.ts";
import { recordMissedSearch } from "../../server/search/search-misses.ts";
import { testDatabases } from "./test-databases.ts";

/**
 * /admin/insights and its CSV (decision 042): owners and editors read them, a recruiter or a sales member
 * is refused — asked all at once, so no answer depends on another's — and the numbers are the counts'.
 */
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const members: [string, TeamRole[]][] = [
  ["owner@example.com", ["owner"]],
  ["editor@example.com", ["editor"]],
  ["recruiter@example.com", ["recruiter"]],
  ["sales@example.com", ["sales"]],
];

describe.each(testDatabases(quiet, "vesper-insights-dashboard-"))("the insights dashboard on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  let url = "";
  let server: ReturnType<express.Express["listen"]>;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    await database.db.execute(
      sql`truncate table jobs, admin_account_tokens, admin_users, admin_sessions, audit_events, insights_counts, search_misses restart identity cascade`,
    );
    for (const [email, roles] of members) {
      await addUser(database.db, email, "correct horse battery", "cli", roles);
      tokens.set(email, (await startSession(database.db, (await findUser(database.db, email))!.id)).token);
    }
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await addCounts(database.db, [
      { hour, dimension: "page", value: "/services/web", count: 7 },
      { hour, dimension: "device", value: "phone", count: 7 },
      { hour, dimension: "referrer", value: "news.ycombinator.com", count: 3 },
      { hour, dimension: "inquiry", value: "/contact?service=web", count: 2 },
      { hour, dimension: "inquiry-before", value: "/services/web", count: 2 },
      { hour, dimension: "application-before", value: "/services/web", count: 1 },
      { hour, dimension: "application-before", value: "/about", count: 3 },
      { hour, dimension: "not-found", value: "/old-page", count: 4 },
    ]);
    // Six searches that found nothing, one of them asked three times: the page shows the five most asked.
    for (const query of ["quantum widgets", "quantum widgets", "quantum widgets", "alpha", "bravo", "charlie", "delta", "echo"]) {
      await recordMissedSearch(database.db, query);
    }
    const app = express();
    // Pages render through React Router in the real server; here the route's loader runs alone and its data is the answer.
    const render: express.RequestHandler = async (req, res) => {
      const context = new RouterContextProvider();
      context.set(requestServicesContext, { admin: res.locals.admin } as RequestServices);
      try {
        res.json(await insightsRoute.loader({ request: new Request(`http://localhost${req.originalUrl}`), context, params: {} } as never));
      } catch (error) {
        const refusal = error as { init?: { status?: number }; data?: unknown };
        res.status(refusal.init?.status ?? 500).send(String(refusal.data));
      }
    };
    app.use(adminArea({ db: database.db, render, mail: { configured: false } }));
    app.use(errorHandler(quiet));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
    cleanup();
  });

  it("owners and editors read the page and its CSV; a recruiter and a sales member are refused, all asked at once", async () => {
    const cases = ["/admin/insights?days=7", "/admin/insights.csv?days=7"].flatMap((path) =>
      members.map(([email, roles]) => ({ path, email, allowed: roles.includes("owner") || roles.includes("editor") })),
    );
    const answers = await Promise.all(
      cases.map(async (one) => {
        const res = await fetch(url + one.path, { headers: { cookie: `${sessionCookieName}=${tokens.get(one.email)}`, "sec-fetch-site": "same-origin" } });
        return { ...one, status: res.status, body: await res.text() };
      }),
    );
    for (const answer of answers) {
      const key = `${answer.path} as ${answer.email}`;
      if (answer.allowed) expect(answer.status, key).toBe(200);
      else {
        expect(answer.status, key).toBe(403);
        expect(answer.body, key).toContain("need the owner or the editor role");
      }
    }
    const page = JSON.parse(answers.find((answer) => answer.path.startsWith("/admin/insights?") && answer.email === "owner@example.com")!.body);
    expect(page.report.totalViews).toBe(7);
    expect(page.report.topPages).toEqual([{ label: "/services/web", count: 7 }]);
    expect(page.report.referrers).toEqual([{ label: "news.ycombinator.com", count: 3 }]);
    expect(page.report.conversions).toEqual([{ page: "/contact?service=web", applications: 0, inquiries: 2 }]);
    expect(page.report.conversionsBefore).toEqual([
      // Three each: by the page's address.
      { page: "/about", applications: 3, inquiries: 0 },
      { page: "/services/web", applications: 1, inquiries: 2 },
    ]);
    expect(page.report.notFound).toEqual([{ label: "/old-page", count: 4 }]);
    expect(page.searchMisses).toEqual([
      { label: "quantum widgets", count: 3 },
      ...["alpha", "bravo", "charlie", "delta"].map((label) => ({ label, count: 1 })),
    ]);
    const csv = answers.find((answer) => answer.path.endsWith(".csv?days=7") && answer.email === "editor@example.com")!.body;
    // Every cell quoted (server/export/csv.ts).
    expect(csv.trimEnd().split("\n")).toEqual(
      [
        "dimension,value,count",
        "application-before,/about,3",
        "application-before,/services/web,1",
        "device,phone,7",
        "inquiry,/contact?service=web,2",
        "inquiry-before,/services/web,2",
        "not-found,/old-page,4",
        "page,/services/web,7",
        "referrer,news.ycombinator.com,3",
      ].map((line) => line.replace(/[^,]+/g, '"$&"')),
    );
  });

  it("the CSV is not sent to a link on another site", async () => {
    const res = await fetch(`${url}/admin/insights.csv`, {
      headers: { cookie: `${sessionCookieName}=${tokens.get("owner@example.com")}`, "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });
});
