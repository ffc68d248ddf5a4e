import { apply, createTeamMember, signIn, sqlOnServer, uniqueWord } from "./admin-helpers";
import { accountKey } from "../../server/admin/sign-in-throttle";
import { expect, expectAccessible, test } from "./fixtures";

/** Every kind of address under /admin: pages, data, and an unknown one. */
const pages = ["/admin", "/admin/audit", "/admin/applications/1", "/admin/applications/1/erase", "/admin/unknown", "/admin?status=new&q=x"];
const data = ["/admin/export.csv", "/admin/export.json", "/admin/export.csv?status=new"];

test.describe("the admin without a session", () => {
  test("every page answers 303 to the sign-in page, data answers 401, writes 401; all private and fresh", async ({ request }) => {
    for (const path of pages) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(303);
      expect(res.headers().location, path).toMatch(/^\/admin\/login(\?next=%2Fadmin.*)?$/);
      expect(res.headers()["cache-control"], path).toBe("no-store");
      expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    for (const path of data) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(401);
      expect(res.headers()["cache-control"], path).toBe("no-store");
      expect(await res.text(), path).not.toContain("@");
    }
    const write = await request.post("/admin/applications/1", { form: { intent: "note", body: "x", csrf: "x" }, maxRedirects: 0 });
    expect(write.status()).toBe(401);
    const login = await request.get("/admin/login");
    expect(login.status()).toBe(200);
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(login.headers()["content-security-policy"]).toMatch(/script-src 'self' [^;]*'nonce-/);
    expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("a page asked for without a session comes back after signing in", async ({ page, request }) => {
    const email = `${uniqueWord("back")}@example.com`;
    await createTeamMember(email);
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit$/);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("correct horse battery staple");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    void request;
  });

  test("robots.txt disallows /admin and the sitemap lists none of it", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin\n");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("the sign-in page is accessible", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    // The team's own shell: no public header, footer or script.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    expect(await page.locator("script").count()).toBe(0);
    await expectAccessible(page);
  });
});

test.describe("sessions and CSRF", () => {
  test("the session cookie is HttpOnly, SameSite=Lax, for /admin only, and a new one at each sign-in", async ({ page, context }) => {
    const email = `${uniqueWord("cookie")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    const [first] = await context.cookies();
    expect(first).toMatchObject({ name: "vesper_admin", path: "/admin", httpOnly: true, sameSite: "Lax", secure: false, expires: -1 });
    // Signing in again from the same browser rotates the token: the old one no longer works.
    const again = await page.request.post("/admin/login", { form: { email, password: "correct horse battery staple" }, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    const [second] = await context.cookies();
    expect(second?.value).not.toBe(first?.value);
    await context.clearCookies();
    await context.addCookies([first!]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a state-changing request without the session's CSRF token is refused with 403, a cross-site one too", async ({ page, context, request }) => {
    const email = `${uniqueWord("csrf")}@example.com`;
    await createTeamMember(email);
    const id = await apply(request, { name: "Csrf Target" });
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const forged = await request.post(`/admin/applications/${id}`, { form: { intent: "status", to: "hired" }, headers: { cookie }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const wrong = await request.post(`/admin/applications/${id}`, {
      form: { intent: "status", to: "hired", csrf: "not-the-token" },
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(403);
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    const crossSite = await request.post(`/admin/applications/${id}`, {
      form: { intent: "status", to: "hired", csrf: token },
      headers: { cookie, origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const logout = await request.post("/admin/logout", { form: { csrf: "nope" }, headers: { cookie }, maxRedirects: 0 });
    expect(logout.status()).toBe(403);
    // Nothing changed.
    await page.goto(`/admin/applications/${id}`);
    await expect(page.getByText("Now: New")).toBeVisible();
    // The right token from the same session is accepted.
    const genuine = await request.post(`/admin/applications/${id}`, {
      form: { intent: "status", to: "reviewing", csrf: token },
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(genuine.status()).toBe(303);
  });

  test("a session idle for 12 hours is over: the next page goes to the sign-in page", async ({ page }) => {
    const email = `${uniqueWord("idle")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    await sqlOnServer(
      "update admin_sessions set last_seen_at = now() - interval '11 hours 55 minutes' where user_id = (select id from admin_users where email = $1)",
      [email],
    );
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    await sqlOnServer(
      "update admin_sessions set last_seen_at = now() - interval '12 hours 1 minute' where user_id = (select id from admin_users where email = $1)",
      [email],
    );
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });

  test("sign-out ends the session on the server, and is audited", async ({ page, context }) => {
    const email = `${uniqueWord("out")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email);
    const [cookie] = await context.cookies();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("status")).toHaveText("You are signed out.");
    expect(await context.cookies()).toEqual([]);
    // The old token is dead even if a copy of the cookie survived somewhere.
    await context.addCookies([cookie!]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    const { rows } = await sqlOnServer("select action from audit_events where actor = $1 order by id", [email]);
    expect(rows.map((row) => row.action)).toEqual(["sign-in", "sign-out"]);
  });
});

test.describe("sign-in refusals", () => {
  test("a wrong password and an unknown account get the same answer", async ({ page }) => {
    const email = `${uniqueWord("wrong")}@example.com`;
    await createTeamMember(email);
    await signIn(page, email, "not the password at all");
    const wrong = { url: page.url(), text: await page.getByRole("alert").textContent() };
    await signIn(page, `${uniqueWord("nobody")}@example.com`, "not the password at all");
    expect({ url: page.url(), text: await page.getByRole("alert").textContent() }).toEqual(wrong);
    expect(wrong.text).toBe("That e-mail address and password do not match an account.");
    await expectAccessible(page);
  });

  test("after repeated failures an account must wait, even with the right password", async ({ page }) => {
    // Seven sign-ins, each a deliberately slow password hash: seconds each on a busy 2-core machine.
    test.setTimeout(90_000);
    const email = `${uniqueWord("locked")}@example.com`;
    await createTeamMember(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, email, `wrong guess number ${attempt}`);
      await expect(page.getByRole("alert")).toBeVisible();
    }
    await signIn(page, email);
    await expect(page.getByRole("alert")).toContainText(/Too many failed attempts\. Wait \d+ seconds, then try again\./);
    await expect(page).toHaveURL(/\/admin\/login\?wait=\d+$/);
    // Refusals are counted into one entry per kind, account and hour (two if the hour turned meanwhile).
    const { rows } = await sqlOnServer(
      "select action, sum((details->>'count')::int)::int as count, count(*)::int as entries from audit_events where actor = $1 group by action order by min(id)",
      [email],
    );
    expect(rows.map((row) => [row.action, row.count])).toEqual([
      ["sign-in.failed", 5],
      ["sign-in.throttled", 1],
    ]);
    expect(rows[0].entries).toBeLessThanOrEqual(2);
    // The wait is over: the right password works again.
    await sqlOnServer("update sign_in_throttles set blocked_until = now() - interval '1 second' where key = $1", [accountKey(email)]);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
  });
});
