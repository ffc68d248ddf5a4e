import { test as withForeignSites } from "@playwright/test";
import { createTeamMember, signIn, sqlOnServer, uniqueWord } from "./admin-helpers";
import { expect, test } from "./fixtures";

const exportsOf = async (email: string) =>
  (await sqlOnServer("select count(*)::int as n from audit_events where action = 'applications.export' and actor = $1", [email])).rows[0].n as number;

test.describe("exports refuse cross-site requests", () => {
  // The page of "another site" is a request to another host, which the usual fixture counts as a failure.
  withForeignSites("a link on another site does not download the data in a signed-in member's name, nor log an export", async ({ page, baseURL }) => {
    const email = `${uniqueWord("xsite")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");

    // A page on another site (served by Playwright's router, so the browser sees a foreign origin) links to the export.
    await page.route("http://attacker.test/", (route) =>
      route.fulfill({ contentType: "text/html", body: `<a id="go" href="${baseURL}/admin/export.json">Free prizes</a>` }),
    );
    await page.goto("http://attacker.test/");
    const [answer] = await Promise.all([page.waitForResponse((res) => res.url().endsWith("/admin/export.json")), page.click("#go")]);
    expect(answer.status()).toBe(403);
    expect(answer.headers()["content-disposition"]).toBeUndefined();
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(await exportsOf(email)).toBe(0);

    // The same member, from the inbox itself, exports as before.
    await page.goto("/admin");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these as JSON" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    expect(await exportsOf(email)).toBe(1);
  });

  test("a browser without Sec-Fetch-Site that comes from another site (its Referer) is refused too", async ({ page, context }) => {
    const email = `${uniqueWord("xref")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const fromElsewhere = await page.request.get("/admin/export.csv", { headers: { cookie, referer: "https://attacker.example/page" } });
    expect(fromElsewhere.status()).toBe(403);
    const crossSite = await page.request.get("/admin/export.csv", { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(crossSite.status()).toBe(403);
    const sameSite = await page.request.get("/admin/export.csv", { headers: { cookie, "sec-fetch-site": "same-site" } });
    expect(sameSite.status()).toBe(403);
    expect(await exportsOf(email)).toBe(0);
    const typed = await page.request.get("/admin/export.csv", { headers: { cookie, "sec-fetch-site": "none" } });
    expect(typed.status()).toBe(200);
    expect(await exportsOf(email)).toBe(1);
  });
});

test.describe("answers under /admin, refusals included", () => {
  for (const [method, target] of [
    ["PUT", "/admin"],
    ["DELETE", "/admin/export.csv"],
    ["GET", `/admin/${"x".repeat(3000)}`],
    ["GET", "/admin/%E0%A4%A"],
  ] as const) {
    test(`${method} ${target.slice(0, 30)} is no-store and noindex, with the security headers`, async ({ request }) => {
      const res = await request.fetch(target, { method, maxRedirects: 0 });
      expect(res.status()).toBeGreaterThanOrEqual(400);
      const headers = res.headers();
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["content-security-policy"]).toMatch(/^default-src 'none'/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
    });
  }
});
