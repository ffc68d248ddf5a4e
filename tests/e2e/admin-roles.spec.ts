import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { apply, createTeamMember, runCli, signIn, sqlOnServer, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

/** A member with exactly these roles, made with the CLI as an operator would (`--role`, repeatable). */
async function memberWith(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return email;
}

/** The signed-in browser's cookie and CSRF token, for requests the page's own forms would not offer. */
async function sessionOf(page: Page, context: BrowserContext): Promise<{ cookie: string; csrf: string }> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const csrf = await page.locator('form[action="/admin/logout"] input[name="csrf"]').inputValue();
  return { cookie, csrf };
}

async function expectRefused(request: APIRequestContext, cookie: string, path: string, role: string, post?: Record<string, string>) {
  const res = post
    ? await request.post(path, { form: post, headers: { cookie }, maxRedirects: 0 })
    : await request.get(path, { headers: { cookie }, maxRedirects: 0 });
  expect(res.status(), path).toBe(403);
  expect(res.headers()["cache-control"], path).toBe("no-store");
  const body = await res.text();
  expect(body, path).toContain(`needs the ${role} role`);
  expect(body, path).not.toContain("grace-roles@example.com");
}

test.describe("roles on the team's side", () => {
  // Each member is made by a CLI process (PGlite through the server's socket, Argon2): slow on a busy machine.
  test.beforeEach(() => test.setTimeout(240_000));
  test.beforeAll(async () => {
    // A team always has an owner: on a fresh database the first account must be one.
    await createTeamMember(`${uniqueWord("owner")}@example.com`);
  });

  test("a recruiter-only member works the inbox but cannot reach the team page, the audit log or a team action", async ({ page, context, request }) => {
    const email = await memberWith("recruiter", ["recruiter"]);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link")).toHaveText(["Applications"]);
    const { cookie, csrf } = await sessionOf(page, context);
    await expectRefused(request, cookie, "/admin/team", "owner");
    await expectRefused(request, cookie, "/admin/audit", "owner");
    await expectRefused(request, cookie, "/admin/audit?kind=all", "owner");
    await expectRefused(request, cookie, "/admin/media", "editor");
    await expectRefused(request, cookie, "/admin/team", "owner", { csrf, intent: "invite", email: `${uniqueWord("x")}@example.com`, role: "owner" });
    await expectRefused(request, cookie, "/admin/team", "owner", { csrf, intent: "roles", email, role: "owner" });
    // The refusal is a page of the admin, in its banner, saying why (and accessible).
    await page.goto("/admin/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your role");
    await expect(page.getByText("This needs the owner role")).toBeVisible();
    await expectAccessible(page);
    // Still only a recruiter.
    expect((await sqlOnServer("select roles from admin_users where email = $1", [email])).rows[0]).toEqual({ roles: ["recruiter"] });
  });

  test("an editor-only member cannot reach the inbox, an application, its actions or the exports; after sign-in they go to the site content", async ({
    page,
    context,
    request,
  }) => {
    const id = await apply(request, { name: "Grace Roles", email: "grace-roles@example.com" });
    const email = await memberWith("editor", ["editor"]);
    // Where sign-in sends them (the editor's own page is another part of the admin).
    const signInAnswer = await request.post("/admin/login", { form: { email, password: teamPassword }, maxRedirects: 0 });
    expect(signInAnswer.status()).toBe(303);
    expect(signInAnswer.headers().location).toBe("/admin/content");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin\/content$/);
    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link")).toHaveText(["Site content", "Images", "Newsletter", "Searches not found", "Insights"]);
    const { cookie, csrf } = await sessionOf(page, context);
    for (const path of [
      "/admin",
      "/admin?status=new",
      `/admin/applications/${id}`,
      `/admin/applications/${id}/erase`,
      "/admin/export.csv",
      "/admin/export.json",
      "/admin/team",
      "/admin/audit",
    ]) {
      await expectRefused(request, cookie, path, path === "/admin/team" || path === "/admin/audit" ? "owner" : "recruiter");
    }
    await expectRefused(request, cookie, `/admin/applications/${id}`, "recruiter", { csrf, intent: "note", body: "an editor's note" });
    await expectRefused(request, cookie, `/admin/applications/${id}`, "recruiter", { csrf, intent: "status", to: "rejected" });
    await expectRefused(request, cookie, `/admin/applications/${id}/erase`, "recruiter", { csrf, checked: "yes", confirmation: "grace-roles@example.com" });
    // Nothing was read, changed, erased or exported in their name.
    const row = await sqlOnServer("select status, opened_at from contact_submissions where id = $1", [id]);
    expect(row.rows[0]).toEqual({ status: "new", opened_at: null });
    expect((await sqlOnServer("select count(*)::int as n from application_notes where submission_id = $1", [id])).rows[0]).toEqual({ n: 0 });
    expect((await sqlOnServer("select count(*)::int as n from audit_events where actor = $1 and action <> 'sign-in'", [email])).rows[0]).toEqual({ n: 0 });
  });

  test("an owner changes a member's roles on the team page, audited, and the change applies at the member's next request", async ({
    browser,
    page,
    baseURL,
  }) => {
    const owner = await memberWith("owner2", ["owner", "recruiter"]);
    const member = await memberWith("promoted", ["recruiter"]);
    const memberPage = await (await browser.newContext({ baseURL })).newPage();
    await signIn(memberPage, member);
    await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Applications");
    await memberPage.goto("/admin/audit");
    await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Not for your role");

    await signIn(page, owner);
    await page.goto("/admin/team");
    const roles = page.getByRole("group", { name: `Roles of ${member}` });
    await roles.getByLabel(/^owner/).check();
    await roles.getByRole("button", { name: `Save roles of ${member}` }).click();
    await expect(page.getByRole("status")).toContainText("Roles saved");
    await expectAccessible(page);
    expect((await sqlOnServer("select details from audit_events where action = 'user.roles' and subject = $1", [`user:${member}`])).rows).toEqual([
      { details: { from: ["recruiter"], to: ["owner", "recruiter"] } },
    ]);
    await memberPage.goto("/admin/audit");
    await expect(memberPage.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  });
});
