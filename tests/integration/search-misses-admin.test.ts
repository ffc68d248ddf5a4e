import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminServices } from "../../app/lib/contracts/admin-services.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as searchMissesRoute from "../../app/routes/admin/search-misses.tsx";
import { adminArea } from "../../server/admin/admin-area.ts";
import { sessionCookieName } from "../../server/admin/session-cookie.ts";
import { startSession } from "../../server/admin/sessions.ts";
import { addUser, findUser } from "../../server/admin/users.ts";
import { errorHandler } from "../../server/http/error-handler.ts";
import type { Logger } from "../../server/logger.ts";
import { recordMissedSearch } from "../../server/search/search-misses.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

describe.each(testDatabases(quiet, "vesper-search-misses-"))("the searches not found, for the team, on $name", (driver) => {
  const opened = useTestDatabase(driver, "jobs, admin_users, admin_sessions, admin_account_tokens, sign_in_throttles, audit_events, search_misses");
  let url = "";
  let server: ReturnType<express.Express["listen"]>;
  beforeAll(async () => {
    const app = express();
    // Pages render through React Router in the real server; here a stand-in runs the page's loader with what the server gave it.
    app.use(
      adminArea({
        db: opened.database.db,
        mail: { configured: false },
        render: async (req, res) => {
          const context = new RouterContextProvider();
          context.set(requestServicesContext, {
            nonce: "n",
            receiveApplication: () => Promise.reject(new Error("unused")),
            admin: res.locals.admin as AdminServices,
          });
          try {
            res.json(await searchMissesRoute.loader({ context, request: new Request(`http://localhost${req.originalUrl}`), params: {} } as never));
          } catch (error) {
            res.status((error as { init?: ResponseInit }).init?.status ?? 500).end();
          }
        },
      }),
    );
    app.use(errorHandler(quiet));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("lists them for owners and editors, most asked first, and answers 403 to every other member, in parallel", async () => {
    const { db } = opened.database;
    await recordMissedSearch(db, "zeppelin");
    await recordMissedSearch(db, "zeppelin");
    await recordMissedSearch(db, "blimp");
    const roles: TeamRole[] = ["owner", "editor", "recruiter", "sales"];
    // One after the other, the owner first: the first account added is always made an owner.
    const tokens: string[] = [];
    for (const role of roles) {
      await addUser(db, `${role}@example.com`, "correct horse battery", "cli", [role]);
      tokens.push((await startSession(db, (await findUser(db, `${role}@example.com`))!.id)).token);
    }
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const res = await fetch(`${url}/admin/search-misses?days=7`, { headers: { cookie: `${sessionCookieName}=${token}`, "sec-fetch-site": "same-origin" } });
        return res.status === 200 ? await res.json() : res.status;
      }),
    );
    const listed = {
      days: 7,
      rows: [
        { query: "zeppelin", count: 2, lastDay: new Date().toISOString().slice(0, 10) },
        { query: "blimp", count: 1, lastDay: new Date().toISOString().slice(0, 10) },
      ],
    };
    expect(answers).toEqual([listed, listed, 403, 403]);
  });
});
