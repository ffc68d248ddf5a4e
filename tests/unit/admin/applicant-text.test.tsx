import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { adminAreaRouteId } from "../../../app/lib/pages/admin-context.ts";
import type { ApplicationDetail, ApplicationSummary } from "../../../app/lib/contracts/admin-services.ts";
import AdminApplication from "../../../app/routes/admin/application.tsx";
import AdminInbox from "../../../app/routes/admin/inbox.tsx";
import AdminLayout from "../../../app/routes/admin/layout.tsx";

// A name that displays reversed ("Mallory exe.txt" reads as "Mallory txt.exe") unless neutralised.
const reversedName = "Mallory \u202Etxt.exe\u202C\u200B";
const invisible = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const summary: ApplicationSummary = {
  id: 7,
  createdAt: "2026-01-02T03:04:05.000Z",
  name: reversedName,
  email: "mallory\u2066@example.com",
  division: "nexus",
  status: "new",
  openedAt: null,
};

const viewer = { email: "team@vesper.example", csrfToken: "t", roles: ["owner", "recruiter"] as ("owner" | "recruiter")[] };

/** An admin page as the server renders it: inside the admin layout, whose loader gave the signed-in member. */
function renderAdminPage(path: string, Page: ComponentType<never>, loaderData: unknown): string {
  const Stub = createRoutesStub([
    {
      id: adminAreaRouteId,
      Component: AdminLayout as ComponentType,
      children: [{ id: "page", path, Component: Page as ComponentType }],
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { [adminAreaRouteId]: { viewer }, page: loaderData } }} />);
}

describe("the admin pages show an applicant's text without bidi or invisible characters", () => {
  it("in the inbox list", () => {
    const loaderData = {
      erased: null,
      inbox: {
        filter: {},
        sort: { key: "received", dir: "desc" },
        rows: [summary],
        total: 1,
        unopened: 1,
        page: 1,
        pageCount: 1,
        counts: { new: 1, reviewing: 0, interview: 0, offer: 0, hired: 0, rejected: 0, withdrawn: 0 },
      },
    };
    const html = renderAdminPage("/admin", AdminInbox, loaderData);
    expect(html).toContain(">Mallory txt.exe</a>");
    expect(html).toContain("mallory@example.com");
    expect(html).not.toMatch(invisible);
  });

  it("in the detail page's heading and fields, with the portfolio shown by its real host", () => {
    const application: ApplicationDetail = {
      ...summary,
      discord: "mal\u200Dlory",
      portfolio: "https://paypal.com@раураl.com/\u202Ecv",
      message: "Hello\u2028team\u202E\nsecond line",
      statusChangedAt: null,
      notes: [],
      history: [],
      deleteAfter: "2027-01-02T03:04:05.000Z",
      delivery: { messages: [{ label: "Notification to the hiring team", state: "failed", detail: "1 attempt so far" }] },
    };
    const html = renderAdminPage("/admin/applications/7", AdminApplication, { application, done: null });
    expect(html).toContain('<h1 class="text-3xl font-bold">Mallory txt.exe</h1>');
    expect(html).toContain("<dd>mallory</dd>");
    expect(html).toContain("Hello\nteam\nsecond line");
    expect(html).toMatch(/href="https:\/\/paypal\.com@xn--l-7sba6dbr\.com\/%E2%80%AEcv"[^>]*>xn--l-7sba6dbr\.com\/%E2%80%AEcv<\/a>/);
    expect(html).toContain("E-mail delivery");
    expect(html.replaceAll("\n", "")).not.toMatch(invisible);
  });
});
