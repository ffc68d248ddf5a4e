import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { apply, openMoreActions, reveal, runCli, signIn, sqlOnServer, submitAndLoad, teamPassword, uniqueWord } from "./admin-helpers";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The site editor in the built product (docs/product.md, decision 015): draft, preview, publish and
 * restore; a broken draft refused; two editors on one document; hostile text inert on the public site;
 * the roles' limits; accessibility and the keyboard.
 *
 * Every test uses its own document, so no test sees another's draft. A publish re-renders the whole site:
 * seconds on an idle machine, far more on a busy one, so the timeouts are generous and nothing here
 * measures speed (the publish figure is a benchmark, not a test).
 */

const publishTimeout = 180_000;

/** A member with exactly these roles, made with the CLI as an operator would. */
async function memberWith(prefix: string, roles: string[]): Promise<string> {
  const email = `${uniqueWord(prefix)}@example.com`;
  const result = await runCli("admin", ["add-user", email, ...roles.flatMap((role) => ["--role", role]), "--password-stdin"], `${teamPassword}\n`);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return email;
}

/** A browser of its own for a second person, failing the test on a console error like the fixture's page. */
async function personPage(
  browser: Browser,
  baseURL: string | undefined,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; watch: PageWatch }> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  return { context, page, watch: await watchPage(page, baseURL) };
}

interface PageWatch {
  dialogs: string[];
  foreignRequests: string[];
  errors: string[];
  /** Content-Security-Policy violations the page reported (securitypolicyviolation events). */
  violations(): Promise<string[]>;
}

/** Records what hostile content would cause if it ran: dialogs, requests to another origin, CSP violations, errors. */
async function watchPage(page: Page, baseURL: string | undefined): Promise<PageWatch> {
  const origin = new URL(baseURL ?? "http://127.0.0.1:3210").origin;
  const watch = { dialogs: [] as string[], foreignRequests: [] as string[], errors: [] as string[] };
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!/^(https?:)/.test(url) || new URL(url).origin !== origin) {
      if (!/^(data|blob|about):/.test(url)) watch.foreignRequests.push(url);
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !/^Failed to load resource/.test(message.text())) watch.errors.push(message.text());
  });
  page.on("pageerror", (error) => watch.errors.push(error.message));
  // Init scripts run through the DevTools protocol, outside the page's CSP; the listener sees every frame's violations.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`), true);
  });
  return {
    ...watch,
    async violations() {
      const all: string[] = [];
      for (const frame of page.frames()) {
        all.push(...(await frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [] as string[])));
      }
      return all;
    },
  };
}

async function expectNothingRan(page: Page, watch: PageWatch) {
  expect(watch.dialogs, "dialogs").toEqual([]);
  expect(watch.foreignRequests, "requests to another origin").toEqual([]);
  expect(await watch.violations(), "CSP violations").toEqual([]);
  expect(watch.errors, "console errors").toEqual([]);
  // Nothing of the hostile text became markup.
  const dom = await page.evaluate(() => ({
    // Code the browser would run; structured data (JSON-LD) may carry the words, escaped, and must still parse as JSON.
    scripts: [...document.scripts]
      .filter((s) => !/^application\/(ld\+)?json$/.test(s.type))
      .map((s) => s.textContent ?? "")
      .filter((text) => text.includes("alert")),
    brokenData: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => s.textContent ?? "")
      .filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
    handlers: [...document.querySelectorAll("*")]
      .filter((el) => [...el.attributes].some((a) => a.name.startsWith("on")))
      .map((el) => el.outerHTML.slice(0, 120)),
    frames: document.querySelectorAll("iframe, frame, object, embed").length,
    styles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").filter((text) => text.includes("hostile")),
    hidden: getComputedStyle(document.body).display === "none",
    links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? "").filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
  }));
  expect(dom).toEqual({ scripts: [], brokenData: [], handlers: [], frames: 0, styles: [], hidden: false, links: [] });
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
  expect(await res.text(), path).toContain(`needs the ${role} role`);
}

/** The <lastmod> the sitemap gives a page, or null. */
async function lastModified(request: APIRequestContext, path: string): Promise<string | null> {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const escaped = path.replace(/[/.]/g, "\\$&");
  const entry = new RegExp(`<url>\\s*<loc>[^<]*${escaped}</loc>\\s*(?:<lastmod>([^<]+)</lastmod>)?`).exec(xml);
  expect(entry, `${path} in the sitemap`).not.toBeNull();
  return entry![1] ?? null;
}

/** The public page as a visitor fetches it (no cookie): its HTML. */
async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { cookie: "" } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published.", { timeout: publishTimeout });
}

// In order, in one worker: they share one server and its single publish queue.
test.describe.configure({ mode: "default" });

test.describe("the site editor", () => {
  let editor = "";
  let secondEditor = "";
  let recruiter = "";

  test.beforeAll(async () => {
    // Each member is made by a CLI process (PGlite through the server's socket, Argon2): slow on a busy machine.
    test.setTimeout(300_000);
    // A team always has an owner: on a fresh database the first account must be one.
    await memberWith("owner", ["owner"]);
    editor = await memberWith("editor", ["editor"]);
    secondEditor = await memberWith("editor2", ["editor"]);
    recruiter = await memberWith("recruiter", ["recruiter"]);
  });

  test("an editor changes the web service's price: draft, preview, publish, seen without JavaScript, sitemap date, then the earlier version restored", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(600_000);
    const oldPrice = "Starting at $5,000";
    const newPrice = "Starting at $6,500";
    const today = new Date().toISOString().slice(0, 10);
    expect(await publicHtml(request, "/services/web")).toContain(oldPrice);
    const lastmodBefore = await lastModified(request, "/services/web");
    expect(lastmodBefore).not.toBe(today);

    await signIn(page, editor);
    await expect(page).toHaveURL(/\/admin\/content$/);
    await page.getByRole("region", { name: "Services" }).getByRole("link", { name: "Services and prices" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/services$/);
    const pricing = page.getByRole("group", { name: "Web Development", exact: true }).getByLabel("Price (optional)", { exact: true });
    await expect(pricing).toHaveValue(oldPrice);
    await pricing.fill(newPrice);
    await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(page.getByRole("status")).toContainText("Draft saved. Nothing public has changed");
    await expect(pricing).toHaveValue(newPrice);

    // A draft changes nothing public.
    expect(await publicHtml(request, "/services/web")).toContain(oldPrice);
    expect(await publicHtml(request, "/services/web")).not.toContain(newPrice);

    // The preview: the page as it will be published, for this editor only, never cached or indexed.
    await page.getByRole("button", { name: "Save and preview" }).click();
    // It opens on the page the change shows on: the service's, not /services.
    await expect(page).toHaveURL(/\/admin\/content\/services\/preview(#[\w-]*)?$/);
    await expect(page.getByLabel("Page")).toHaveValue("/services/web");
    await expect(page.frameLocator('iframe[title="Preview of /services/web at a desktop width"]').getByText(newPrice)).toBeVisible({ timeout: 60_000 });
    await expect(page.frameLocator('iframe[title="Preview of /services/web at a phone\'s width"]').getByText(newPrice)).toBeVisible({ timeout: 60_000 });
    const preview = await page.request.get("/admin/content/services/preview/page?path=/services/web");
    expect(preview.status()).toBe(200);
    expect(preview.headers()["cache-control"]).toBe("no-store");
    expect(preview.headers()["x-robots-tag"]).toContain("noindex");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain(newPrice);
    expect(previewHtml).not.toContain(oldPrice);
    // Only for signed-in editors: a visitor is sent to sign in, never shown the draft.
    const anonymous = await request.get("/admin/content/services/preview/page?path=/services/web", { headers: { cookie: "" }, maxRedirects: 0 });
    expect(anonymous.status()).toBe(303);
    expect(await anonymous.text()).not.toContain(newPrice);
    expect(await publicHtml(request, "/services/web")).toContain(oldPrice);

    // Publish.
    await page.goto("/admin/content/services");
    await expect(pricing).toHaveValue(newPrice);
    await publish(page);

    // A visitor without JavaScript sees the new price, on the prerendered page.
    const visitor = await personPage(browser, baseURL, { javaScriptEnabled: false });
    await visitor.page.goto("/services/web");
    await expect(visitor.page.getByText(newPrice)).toBeVisible();
    await expect(visitor.page.getByText(oldPrice)).toHaveCount(0);
    expect(visitor.watch.errors).toEqual([]);
    expect(visitor.watch.foreignRequests).toEqual([]);
    await visitor.context.close();

    // The sitemap's date for the page moved to the publish's day.
    // Soft: a missing date is reported while the rest of the journey still runs.
    expect.soft(await lastModified(request, "/services/web")).toBe(today);

    // The versions page: compare the shipped version with the published one, then restore it.
    await page.getByRole("link", { name: "Versions and restore" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/services\/versions$/);
    const shipped = page.getByRole("listitem").filter({ hasText: "As shipped" });
    await shipped.getByRole("link", { name: "Compare with published" }).click();
    const change = page.getByRole("row", { name: /Service details › web › Pricing/i });
    await expect(change).toContainText(newPrice);
    await expect(change).toContainText(oldPrice);
    // Restoring and publishing changes the public site at once: it asks first, and asking changes nothing.
    await page.getByRole("listitem").filter({ hasText: "As shipped" }).getByRole("link", { name: "Restore and publish…" }).click();
    await expect(page.getByRole("heading", { name: "Publish the shipped version on the site now?" })).toBeVisible();
    expect(await (await request.get("/services/web")).text()).toContain(newPrice);
    // Only the confirmation's button publishes: the same post without it is refused and changes nothing.
    const asEditor = await sessionOf(page, page.context());
    const confirmation = page.locator("form").filter({ has: page.getByRole("button", { name: "Yes, restore and publish now" }) });
    const opened = {
      _revision: await confirmation.locator('input[name="_revision"]').inputValue(),
      _version: await confirmation.locator('input[name="_version"]').inputValue(),
    };
    const unconfirmed = await request.post("/admin/content/services/versions", {
      form: { csrf: asEditor.csrf, version: "0", intent: "restore-publish", ...opened },
      headers: { cookie: asEditor.cookie },
      maxRedirects: 0,
    });
    expect(unconfirmed.status()).toBe(400);
    expect(await (await request.get("/services/web")).text()).toContain(newPrice);
    await page.getByRole("button", { name: "Yes, restore and publish now" }).click();
    await expect(page.getByRole("status")).toContainText("Published.", { timeout: publishTimeout });
    await expect(pricing).toHaveValue(oldPrice);

    const again = await personPage(browser, baseURL, { javaScriptEnabled: false });
    await again.page.goto("/services/web");
    await expect(again.page.getByText(oldPrice)).toBeVisible();
    await expect(again.page.getByText(newPrice)).toHaveCount(0);
    await again.context.close();

    // Published from the same content as the build, the page is the build's page: its HTML, its CSP (the
    // hashes of its inline parts) and its compressed variants.
    const built = fs.readFileSync(path.resolve("build/client/services/web/index.html"), "utf8");
    const plain = await request.get("/services/web", { headers: { "Accept-Encoding": "identity" } });
    expect(await plain.text()).toBe(built);
    const brotli = await request.fetch("/services/web", { headers: { "Accept-Encoding": "br" }, failOnStatusCode: true });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(await brotli.text()).toBe(built);
    expect(brotli.headers()["content-security-policy"]).toBe(plain.headers()["content-security-policy"]);

    // Both publishes are versions with their author, the restore marked as one.
    await page.goto("/admin/content/services/versions");
    await expect(page.getByRole("listitem").filter({ hasText: "Version 2" })).toContainText(`${editor} · a restore`);
    await expect(page.getByRole("listitem").filter({ hasText: "Version 1" })).toContainText(editor);
    const audit = await sqlOnServer("select action from audit_events where actor = $1 and action like 'content.%' order by id", [editor]);
    const actions = audit.rows.map((row: { action: string }) => row.action);
    expect(actions).toContain("content.save");
    expect(actions.slice(-2)).toEqual(["content.publish", "content.restore"]);
  });

  test("a broken draft cannot be published: the error shows beside the field and the public page does not change", async ({ page, request }) => {
    test.setTimeout(300_000);
    const title = "Nine Divisions. One Standard.";
    await signIn(page, editor);
    await page.goto("/admin/content/about");
    const field = page.locator("#f-aboutHero-title");
    await expect(field).toHaveValue(title);
    await field.fill("");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("problem", { timeout: publishTimeout });
    // Beside the field, named by it, and the field marked invalid.
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const problem = page.locator("#f-aboutHero-title-problem");
    await expect(problem).toBeVisible();
    await expect(field).toHaveAttribute("aria-describedby", /f-aboutHero-title-problem/);
    // What was typed is still there to fix.
    await expect(field).toHaveValue("");
    const html = await publicHtml(request, "/about");
    expect(html).toContain(title);
    expect((await sqlOnServer("select count(*)::int as n from content_versions where document_id = 'about'")).rows[0]).toEqual({ n: 0 });
    // The draft was kept (with its problem); discarding it brings back the published text.
    await page.goto("/admin/content/about");
    await openMoreActions(page);
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("status")).toContainText("Draft discarded");
    await expect(field).toHaveValue(title);
  });

  test("two editors on one document: the second save is refused with “changed since you opened it”", async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    await signIn(page, editor);
    const second = await personPage(browser, baseURL);
    await signIn(second.page, secondEditor);
    await expect(second.page).toHaveURL(/\/admin\/content$/);
    // Both open the same document.
    await page.goto("/admin/content/mission");
    await second.page.goto("/admin/content/mission");
    const mine = page.locator("#f-missionHero-eyebrow");
    const theirs = second.page.locator("#f-missionHero-eyebrow");
    await mine.fill("Why we are here");
    await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(page.getByRole("status")).toContainText("Draft saved");

    await theirs.fill("Our reason");
    await second.page.getByRole("button", { name: "Save draft" }).click();
    await expect(second.page.getByRole("alert")).toContainText("changed since you opened it");
    // Nothing of theirs was lost from the form, and nothing of mine was overwritten.
    await expect(theirs).toHaveValue("Our reason");
    const draft = await sqlOnServer("select data->'missionHero'->>'eyebrow' as eyebrow, updated_by from content_drafts where document_id = 'mission'");
    expect(draft.rows).toEqual([{ eyebrow: "Why we are here", updated_by: editor }]);
    // Publishing what they had open is refused the same way.
    await second.page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(second.page.getByRole("alert")).toContainText("changed since you opened it", { timeout: publishTimeout });
    expect(second.watch.errors).toEqual([]);
    await second.context.close();
    // Opened again, they see the other change.
    await page.goto("/admin/content/mission");
    await expect(mine).toHaveValue("Why we are here");
    await openMoreActions(page);
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("status")).toContainText("Draft discarded");
  });

  test("hostile text in every field type is refused by the schema or inert on the public page after publish", async ({ page, browser, baseURL }) => {
    test.setTimeout(900_000);
    const script = "<script>alert(1)</script>";
    const image = "<img src=x onerror=alert(1)>";
    const frame = '<iframe src="https://evil.example/"></iframe>';
    const style = "<style>/*hostile*/body{display:none}</style>";
    const markdown = [
      "## Hostile",
      script,
      "",
      image,
      "",
      frame,
      "",
      style,
      "",
      "[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html,<script>alert(1)</script>)",
      "",
      '<a href="javascript:alert(1)">a link</a> <svg onload=alert(1)></svg> <!-- <script>alert(1)</script> -->',
      "",
      "![pixel](https://evil.example/pixel.png) &lt;script&gt;alert(1)&lt;/script&gt;",
    ].join("\n");
    await signIn(page, editor);

    // News: a text field, a long text, a link's target, and an article's title and Markdown body.
    await page.goto("/admin/content/news");
    await page.locator("#f-newsArticlePage-labels-by").fill(script);
    await page.locator("#f-newsArticlePage-labels-tags").fill(image);
    await page.locator("#f-newsPage-cta-body").fill(`${frame} ${style}`);
    const href = page.locator("#f-newsArticlePage-links-0-href");
    await (await reveal(href)).fill("javascript:alert(1)");
    // The first news item is article 1 (its kind is chosen from a list; its fields are the article's).
    await expect(await reveal(page.locator("#f-newsItems-0-shape"))).toHaveValue(/\d/);
    await expect(page.locator("#f-newsItems-0-id")).toHaveValue("1");
    await page.locator("#f-newsItems-0-title").fill(`${image} ${script}`);
    await page.locator("#f-newsItems-0-content").fill(markdown);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    // The javascript: link is refused, beside its field; nothing is published.
    await expect(page.getByRole("alert")).toContainText("problem", { timeout: publishTimeout });
    await expect(href).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#f-newsArticlePage-links-0-href-problem")).toBeVisible();
    for (const target of ["data:text/html,<script>alert(1)</script>", "vbscript:alert(1)", " javascript:alert(1)"]) {
      await href.fill(target);
      await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
      await expect(page.getByRole("status")).toContainText("Draft saved");
      // A draft may be saved unfinished; its problem shows beside the field until it is fixed.
      await expect(page.locator("#f-newsArticlePage-links-0-href-problem")).toBeVisible();
      await expect(href).toHaveAttribute("aria-invalid", "true");
    }
    expect((await sqlOnServer("select count(*)::int as n from content_versions where document_id = 'news'")).rows[0]).toEqual({ n: 0 });

    // The rest is accepted as text: previewed and published, it must be inert.
    await href.fill("/news");
    await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(page.getByRole("status")).toContainText("Draft saved");
    const previewer = await personPage(browser, baseURL);
    await previewer.context.addCookies(await page.context().cookies());
    await previewer.page.goto("/admin/content/news/preview/page?path=/news/1");
    await expect(previewer.page.getByRole("heading", { level: 1 })).toContainText(script);
    await expectNothingRan(previewer.page, previewer.watch);
    await previewer.context.close();
    await page.goto("/admin/content/news");
    await publish(page);

    for (const path of ["/news/1", "/news"]) {
      const visitor = await personPage(browser, baseURL);
      await visitor.page.goto(path);
      if (path === "/news/1") {
        // Shown as the words typed, not as markup.
        await expect(visitor.page.getByRole("heading", { level: 1 })).toContainText(`${image} ${script}`);
        await expect(visitor.page.getByText(script, { exact: true }).first()).toBeVisible();
        await expect(visitor.page.getByRole("link", { name: "x", exact: true })).not.toHaveAttribute("href", /javascript/i);
      } else {
        await expect(visitor.page.getByText(`${frame} ${style}`)).toBeVisible();
      }
      await visitor.page.mouse.wheel(0, 4000);
      await expectNothingRan(visitor.page, visitor.watch);
      await visitor.context.close();
    }

    // A legal policy: a heading (text), a paragraph (running text) and a link inside it.
    await page.goto("/admin/content/legal-privacy");
    await (await reveal(page.locator("#f-privacyPolicy-sections-0-heading"))).fill(image);
    // Section 2's first block is text with links: its text, then a link.
    await (await reveal(page.locator("#f-privacyPolicy-sections-1-blocks-0-0"))).fill(`${script} ${frame} ${style} [x](javascript:alert(1)) `);
    const linkHref = page.locator("#f-privacyPolicy-sections-1-blocks-0-1-href");
    await (await reveal(linkHref)).fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("problem", { timeout: publishTimeout });
    expect((await sqlOnServer("select count(*)::int as n from content_versions where document_id = 'legal/privacy'")).rows[0]).toEqual({ n: 0 });
    await expect(linkHref).toHaveAttribute("aria-invalid", "true");
    await linkHref.fill("/contact");
    await publish(page);
    const reader = await personPage(browser, baseURL);
    await reader.page.goto("/privacy");
    await expect(reader.page.getByRole("heading", { name: image })).toBeVisible();
    await expect(reader.page.getByText(`${script} ${frame} ${style}`, { exact: false })).toBeVisible();
    await reader.page.mouse.wheel(0, 4000);
    await expectNothingRan(reader.page, reader.watch);
    await reader.context.close();
  });

  test("a recruiter-only member cannot reach the editor; an editor-only member cannot reach the inbox, an application or the export", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, recruiter);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site content" })).toHaveCount(0);
    const asRecruiter = await sessionOf(page, page.context());
    for (const path of [
      "/admin/content",
      "/admin/content/services",
      "/admin/content/services/versions",
      "/admin/content/services/preview?path=/services/web",
      "/admin/content/services/preview/page?path=/services/web",
      "/admin/content/services.data",
    ]) {
      await expectRefused(request, asRecruiter.cookie, path, "editor");
    }
    const form = { csrf: asRecruiter.csrf, _revision: "0", _version: "0", "v.serviceDetails.web.pricing": "Free" };
    await expectRefused(request, asRecruiter.cookie, "/admin/content/services", "editor", { ...form, intent: "save" });
    await expectRefused(request, asRecruiter.cookie, "/admin/content/services", "editor", { ...form, intent: "publish" });
    await expectRefused(request, asRecruiter.cookie, "/admin/content/services/versions", "editor", {
      csrf: asRecruiter.csrf,
      version: "0",
      intent: "restore-publish",
      _revision: "0",
      _version: "0",
    });
    await page.goto("/admin/content/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not for your role");
    expect((await sqlOnServer("select count(*)::int as n from audit_events where actor = $1 and action like 'content.%'", [recruiter])).rows[0]).toEqual({
      n: 0,
    });
    expect((await sqlOnServer("select count(*)::int as n from content_drafts where updated_by = $1", [recruiter])).rows[0]).toEqual({ n: 0 });

    const id = await apply(request, { name: "Ada Editor", email: "ada-editor@example.com" });
    const editorPage = await personPage(browser, baseURL);
    await signIn(editorPage.page, editor);
    await expect(editorPage.page).toHaveURL(/\/admin\/content$/);
    const asEditor = await sessionOf(editorPage.page, editorPage.context);
    for (const path of ["/admin", `/admin/applications/${id}`, "/admin/export.csv", "/admin/export.json"]) {
      const res = await request.get(path, { headers: { cookie: asEditor.cookie }, maxRedirects: 0 });
      expect(res.status(), path).toBe(403);
      const body = await res.text();
      expect(body, path).toContain("needs the recruiter role");
      expect(body, path).not.toContain("ada-editor@example.com");
    }
    await expectRefused(request, asEditor.cookie, `/admin/applications/${id}`, "recruiter", { csrf: asEditor.csrf, intent: "status", to: "rejected" });
    expect((await sqlOnServer("select status, opened_at from contact_submissions where id = $1", [id])).rows[0]).toEqual({ status: "new", opened_at: null });
    await editorPage.context.close();
  });

  test("the editor's pages pass axe: the list, a document and its versions", async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, editor);
    await page.goto("/admin/content");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
    await expectAccessible(page);
    await page.goto("/admin/content/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services and prices");
    await expectAccessible(page);
    await page.goto("/admin/content/services/versions?compare=0");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Versions of");
    await expectAccessible(page);
  });

  test("keyboard: Save draft is reachable, and Enter in a text field saves the draft rather than pressing a list button", async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, editor);
    await page.goto("/admin/content/contact");
    const save = page.getByRole("button", { name: "Save draft" });
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press("Tab");
      reached = await save.evaluate((button) => button === document.activeElement);
    }
    expect(reached, "Save draft reached with Tab").toBe(true);

    const lists = page.locator('input[type="hidden"][name^="n."]');
    const lengths = await lists.evaluateAll((inputs) => inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`));
    expect(lengths.length).toBeGreaterThan(0);
    // The first text field in view (list items that are groups of fields are folded).
    const field = page.locator('input[type="text"]:not([readonly])').filter({ visible: true }).first();
    const name = await field.getAttribute("name");
    const before = await field.inputValue();
    await field.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" (keyboard)");
    await submitAndLoad(page, () => page.keyboard.press("Enter"));
    await expect(page.getByRole("status")).toContainText("Draft saved");
    await expect(page.locator(`[name="${name}"]`)).toHaveValue(`${before} (keyboard)`);
    expect(await lists.evaluateAll((inputs) => inputs.map((input) => `${(input as HTMLInputElement).name}=${(input as HTMLInputElement).value}`))).toEqual(
      lengths,
    );
    await openMoreActions(page);
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByRole("status")).toContainText("Draft discarded");
  });
});
