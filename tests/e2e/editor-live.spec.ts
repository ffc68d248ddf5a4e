import { expect, test, type Browser, type BrowserContextOptions, type FrameLocator, type Page } from "@playwright/test";
import fs from "node:fs";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";
import { changeList, openMoreActions, submitAndLoad } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

/**
 * The live editor (issue 38, "Preview beside the form, and back" and "Structure without round trips";
 * decision 044), against the production server: at 1440 px the page as it will be published sits beside the
 * form and follows the typing, without publishing it; at 390 px the preview is a tab; a click on a title, a
 * price, a paragraph of a body or an image in the preview lands on its field; list items are added, moved
 * and removed and an item's kind changed in place with JavaScript, by round trips without it; the draft is
 * kept automatically, never over another editor's change; leaving with changes not yet kept asks first.
 * On a server of its own: its drafts would be another spec's documents.
 */

const editor = "live-editor@vesper.example";
const password = "correct horse battery staple";
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: { DATABASE_URL: "" } });
  const added = await runOperatorCli(
    "admin",
    ["add-user", editor, "--role", "editor", "--password-stdin"],
    { DATA_DIR: server.dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    `${password}\n`,
  );
  expect(added.code, added.stderr).toBe(0);
});

test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

// In order: they share the documents of one server.
test.describe.configure({ mode: "default" });

async function signedIn(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  return page;
}

const pane = (page: Page) => page.locator("[data-live-preview]");
/** The preview's frame on show (the other one loads the next render behind it). */
const shownFrame = (page: Page): FrameLocator => page.frameLocator("[data-live-preview] iframe[data-shown]");

async function showPreviewOf(page: Page, path: string): Promise<void> {
  await pane(page).getByLabel("Page").selectOption(path);
  await expect(page.locator("[data-live-preview] iframe[data-shown]")).toHaveAttribute("title", `Preview of ${path}`);
}

test("at 1440 px the page sits beside the form and follows the typing, as a preview only; axe on the form with its preview", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/services");
  await expect(pane(page)).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  // Beside the form, not under it.
  const formBox = (await page.locator("form[data-document-editor]").boundingBox())!;
  const paneBox = (await pane(page).boundingBox())!;
  expect(paneBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  await showPreviewOf(page, "/services/web");
  await expect(shownFrame(page).getByTestId("service-pricing")).toHaveText("Starting at $5,000");

  const price = "Starting at $6,500 (live)";
  await page.locator("#f-serviceDetails-web-pricing").fill(price);
  await expect(shownFrame(page).getByTestId("service-pricing")).toHaveText(price, { timeout: 30_000 });
  // Kept as a draft automatically; the public page has not changed.
  await expect(page.locator("[data-save-state]")).toHaveText(/^Saved/, { timeout: 30_000 });
  const publicPage = await (await fetch(`${server.url}/services/web`)).text();
  expect(publicPage).toContain("Starting at $5,000");
  expect(publicPage).not.toContain(price);
  // The preview's answer is a page as published: no marks of the editor in it.
  const frameHtml = await page
    .locator("[data-live-preview] iframe[data-shown]")
    .evaluate((frame: HTMLIFrameElement) => frame.contentDocument!.documentElement.outerHTML);
  expect(frameHtml).not.toMatch(/data-(field|editor|document|preview)/);
  await expectAccessible(page);
});

test("a click in the preview lands on the field that holds it: a title, a price, a paragraph of a body, an image", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/services");
  await showPreviewOf(page, "/services/web");
  await shownFrame(page).getByRole("heading", { level: 1 }).click();
  await expect(page.locator("#f-serviceDetails-web-title")).toBeFocused();
  await shownFrame(page).getByTestId("service-pricing").click();
  await expect(page.locator("#f-serviceDetails-web-pricing")).toBeFocused();
  await expect(page.locator("#f-serviceDetails-web-pricing")).toHaveAttribute("data-preview-found", "");

  await page.goto("/admin/content/news");
  await showPreviewOf(page, "/news/1");
  await shownFrame(page).locator("article p").filter({ hasText: "treats adults as adults" }).first().click();
  await expect(page.locator("#f-newsItems-0-content")).toBeFocused();
  await shownFrame(page).locator("main img").first().click();
  await expect(page.locator("#f-newsItems-0-image-src")).toBeFocused();
  await expect(page.locator("#f-newsItems-0-image-src")).toBeInViewport();
});

test("at 390 px the preview is a tab beside the form's; axe on both", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, { viewport: { width: 390, height: 844 } });
  await page.goto("/admin/content/services");
  const formTab = page.getByRole("tab", { name: "Form" });
  const previewTab = page.getByRole("tab", { name: "Preview" });
  await expect(formTab).toHaveAttribute("aria-selected", "true");
  await expect(pane(page)).toBeHidden();
  await expect(page.locator("#f-serviceDetails-web-pricing")).toBeVisible();
  await expectAccessible(page);
  await previewTab.click();
  await expect(previewTab).toHaveAttribute("aria-selected", "true");
  await expect(pane(page)).toBeVisible();
  await expect(page.locator("#f-serviceDetails-web-pricing")).toBeHidden();
  await showPreviewOf(page, "/services/web");
  await expectAccessible(page);
  // A click on the price in the preview goes back to the form, on its field.
  await shownFrame(page).getByTestId("service-pricing").click();
  await expect(formTab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#f-serviceDetails-web-pricing")).toBeFocused();
});

const technologies = (page: Page) => page.locator("[name^='v.serviceDetails.web.technologies.']");
const technologyValues = (page: Page) => technologies(page).evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => input.value));
const listButton = (page: Page, value: string) => page.locator(`button[name="_op"][value="${value}"]`);

test("without JavaScript, the same buttons still work by round trips", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, { javaScriptEnabled: false });
  await page.goto("/admin/content/services");
  await expect(pane(page)).toHaveCount(0);
  const values = await technologyValues(page);
  await submitAndLoad(page, () => listButton(page, "down:serviceDetails.web.technologies.0").click());
  expect((await technologyValues(page)).slice(0, 2)).toEqual([values[1], values[0]]);
  await submitAndLoad(page, () => listButton(page, "add:serviceDetails.web.technologies").click());
  await expect(technologies(page)).toHaveCount(values.length + 1);
  await submitAndLoad(page, () => listButton(page, `remove:serviceDetails.web.technologies.${values.length}`).click());
  await expect(technologies(page)).toHaveCount(values.length);
});

test("leaving with changes not yet kept asks first", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/services");
  // The automatic save held back: the change is not kept yet.
  await page.route("**/admin/content/services", (route) => (route.request().method() === "POST" ? undefined : route.fallback()));
  await page.locator("#f-serviceDetails-web-subtitle").fill("A change not kept yet");
  const asked = page.waitForEvent("dialog");
  // The click waits for the question to be answered.
  const leaving = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site content" }).click();
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await leaving;
  await expect(page).toHaveURL(/\/admin\/content\/services/);
  await expect(page.locator("#f-serviceDetails-web-subtitle")).toHaveValue("A change not kept yet");
});

test("the automatic save never overwrites another editor's change: it stops and says so", async ({ browser }) => {
  test.setTimeout(180_000);
  const mine = await signedIn(browser);
  const theirs = await signedIn(browser);
  await mine.goto("/admin/content/services");
  await theirs.goto("/admin/content/services");
  await theirs.locator("#f-serviceDetails-games-pricing").fill("Theirs: $9,000");
  await submitAndLoad(theirs, () => theirs.getByRole("button", { name: "Save draft" }).click());
  await mine.locator("#f-serviceDetails-ai-subtitle").fill("Mine, typed after theirs");
  await expect(mine.locator("[data-save-state]")).toHaveText(/someone else changed this document/, { timeout: 30_000 });
  await theirs.reload();
  await expect(theirs.locator("#f-serviceDetails-games-pricing")).toHaveValue("Theirs: $9,000");
  await expect(theirs.locator("#f-serviceDetails-ai-subtitle")).not.toHaveValue("Mine, typed after theirs");
});

test("the live preview's post renders the values it is sent and stores nothing; it needs the session's CSRF token and keeps to the form's size", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/divisions");
  const token = await page.locator("form[data-document-editor] input[name='csrf']").inputValue();
  const fields = new URLSearchParams(
    await page.locator("form[data-document-editor]").evaluate((form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
      return params.toString();
    }),
  );
  const title = fields.get("v.divisions.0.name") ?? "";
  expect(title).not.toBe("");
  fields.set("v.divisions.0.name", "A name typed, never saved");
  const address = "/admin/content/divisions/preview/page?path=/divisions";
  const post = (body: URLSearchParams) =>
    page.request.post(address, { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: body.toString(), maxRedirects: 0 });
  const posts = await Promise.all([post(fields), post(fields)]);
  for (const answer of posts) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(await answer.text()).toContain("A name typed, never saved");
  }
  // Nothing was stored: the document still has no draft, and the public page is as published.
  await page.reload();
  await expect(page.getByText("No draft.")).toBeVisible();
  expect(await (await fetch(`${server.url}/divisions`)).text()).not.toContain("A name typed, never saved");
  // Without the session's token it is refused; beyond the form's 1 MB cap too.
  const forged = new URLSearchParams(fields);
  forged.set("csrf", "not-the-token");
  expect((await post(forged)).status()).toBe(403);
  const huge = new URLSearchParams(fields);
  huge.set("csrf", token);
  huge.set("v.divisions.0.name", "x".repeat(1024 * 1024 + 1));
  expect((await post(huge)).status()).toBe(413);
});

test("with JavaScript, a list's items are moved, added and removed in place, focus following; the draft is kept automatically", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/services");
  // A page load would reset this: every change below is made in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const values = await technologyValues(page);
  expect(values.length).toBeGreaterThan(2);

  await changeList(page, () => listButton(page, "down:serviceDetails.web.technologies.0").click());
  expect((await technologyValues(page)).slice(0, 2)).toEqual([values[1], values[0]]);
  // Focus stays on the moved item's button, now in its second place.
  await expect(listButton(page, "down:serviceDetails.web.technologies.1")).toBeFocused();
  await expect(page.locator("[data-editor-announcer]")).toHaveText("Moved down.");

  await changeList(page, () => listButton(page, "add:serviceDetails.web.technologies").click());
  await expect(technologies(page)).toHaveCount(values.length + 1);
  await expect(technologies(page).last()).toBeFocused();
  await technologies(page).last().fill("Edge functions");
  await changeList(page, () => listButton(page, `up:serviceDetails.web.technologies.${values.length}`).click());
  expect((await technologyValues(page)).at(-2)).toBe("Edge functions");
  await changeList(page, () => listButton(page, `remove:serviceDetails.web.technologies.${values.length - 1}`).click());
  await expect(technologies(page)).toHaveCount(values.length);
  await expect(page.locator("#f-serviceDetails-web-technologies")).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectAccessible(page);

  // Kept as a draft without a click; the public page is as published.
  await expect(page.locator("[data-save-state]")).toHaveText(/^Saved/, { timeout: 30_000 });
  await page.reload();
  expect(await technologyValues(page)).toEqual([values[1], values[0], ...values.slice(2)]);
  expect(await (await fetch(`${server.url}/services/web`)).text()).not.toContain("Edge functions");
  await openMoreActions(page);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Discard draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft discarded");
});

test("with JavaScript, an item's kind is changed in place on its own form, whose preview follows it", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/news/items/3");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The item's own form has the preview beside it, on the item's page.
  await expect(page.locator("[data-live-preview] iframe[data-shown]")).toHaveAttribute("title", /Preview of \/news/);
  const kind = page.locator("#f-newsItems-shape");
  await expect(page.locator("#f-newsItems-author")).toHaveCount(0);
  await kind.selectOption({ label: "Article" });
  await expect(page.locator("#f-newsItems-author")).toBeVisible({ timeout: 60_000 });
  await expect(kind).toBeFocused();
  await expect(page.locator("[data-editor-announcer]")).toHaveText("The fields of the new kind are below.");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator("[data-save-state]")).toHaveText(/^Saved/, { timeout: 30_000 });
  // The item's preview post is an admin write like the document's: without the session's token, refused.
  const forged = await page.request.post("/admin/content/news/items/3/preview/page?path=/news", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "csrf=not-the-token&v.newsItems.title=Forged",
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.locator("#f-newsItems-author")).toBeVisible();
  await openMoreActions(page);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Discard draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft discarded");
  await expect(page.locator("#f-newsItems-author")).toHaveCount(0);
});

test("a change of kind that cannot be shown in place says so, and the next save shows the new kind's fields", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.goto("/admin/content/news/items/4");
  // The in-place request fails (no connection); every other post goes through.
  await page.route("**/admin/content/news/items/4", (route) =>
    route.request().method() === "POST" && (route.request().postData() ?? "").includes("intent=apply") ? route.abort() : route.fallback(),
  );
  await page.locator("#f-newsItems-shape").selectOption({ label: "Article" });
  await expect(page.locator("[data-editor-announcer]")).toHaveText("The fields of the new kind could not be shown yet: they appear when you save the draft.");
  await expect(page.locator("#f-newsItems-author")).toHaveCount(0);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
  await expect(page.locator("#f-newsItems-author")).toBeVisible();
  await openMoreActions(page);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Discard draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft discarded");
});
