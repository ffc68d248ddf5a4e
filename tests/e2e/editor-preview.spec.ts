import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";
import { shippedDocuments } from "../support/site-content";
import { openMoreActions, sqlOnServer, submitAndLoad } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

/**
 * The site editor's preview (issue 39, items 1 and 2), against the production server: a draft with problems
 * lists them at the top of the form after its save and previews as far as it renders, or its frames say what
 * to fix first with links to the fields (never an error a frame may not show); a new article is listed and
 * opened; a changed price opens its service's page; the desktop frame is laid out at 1440 px and scaled to
 * its box, the phone's at 390 px. On a server of its own: its drafts of "news" and "services" would be
 * another spec's document. The plain @playwright/test `test`: the shared fixture would count this server's
 * origin as third-party.
 */

const editor = "preview-editor@vesper.example";
const password = "correct horse battery staple";
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ env: { DATABASE_URL: "" } });
  const added = await runOperatorCli(
    "admin",
    ["add-user", editor, "--role", "owner", "--role", "editor", "--password-stdin"],
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

async function signedIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  return page;
}

/** One statement on this spec's server's embedded database, through its socket, as an operator's psql would. */
const sql = (text: string, values: unknown[] = []) => sqlOnServer(text, values, server.dataDir);

const desktopFrame = (page: Page, path: string) => page.locator(`iframe[title="Preview of ${path} at a desktop width"]`);
const phoneFrame = (page: Page, path: string) => page.locator(`iframe[title="Preview of ${path} at a phone's width"]`);

test("a new article without a tag: its problems listed at the top after the save, and it previews on its own new page", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  const items = shippedDocuments.news.newsItems;
  const at = items.length;
  const id = Math.max(...items.map((item) => item.id)) + 1;
  const title = "Lighthouse Protocol Ships to Every Division";
  const field = (name: string) => page.locator(`#f-newsItems-${at}-${name}`);
  await page.goto("/admin/content/news");
  await page.getByRole("button", { name: "Add news item: News items" }).click();
  await field("shape").selectOption({ label: "Article" });
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
  await field("title").fill(title);
  await field("excerpt").fill("One page for outages and recoveries, for every division.");
  await field("date").fill("2026-11-20");
  await field("author").fill("Operations Team");
  await field("authorRole").fill("Vesper Operations");
  await field("readTime").fill("2 min read");
  await field("content").fill("The Lighthouse protocol gives every division one page for outages.");
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());

  // Saved, and what stops a publish is at the top, each problem linking to its field.
  await expect(page.getByRole("status")).toContainText("Draft saved, with problems to fix before it can be published");
  const problems = page.getByRole("region", { name: /to fix before this can be published/ });
  const toTags = problems.locator(`a[href="#f-newsItems-${at}-tags"]`);
  await expect(toTags).toHaveCount(1);
  await expect(page.locator(`#f-newsItems-${at}-tags`)).toHaveCount(1);

  // The preview opens on the new article's page, listed as new among the draft's pages.
  await page.getByRole("button", { name: "Save and preview" }).click();
  // (The fragment of the list button's redirect stays in the address: a redirect without one keeps it.)
  await expect(page).toHaveURL(/\/admin\/content\/news\/preview(#[\w-]*)?$/);
  await expect(page.getByLabel("Page")).toHaveValue(`/news/${id}`);
  await expect(page.getByLabel("Page").locator("option", { hasText: `/news/${id} (new)` })).toHaveCount(1);
  // It says what to fix, with links to the fields in the editor.
  const fix = page.getByRole("region", { name: /to fix before this draft can be published/ });
  await expect(fix.locator(`a[href="/admin/content/news#f-newsItems-${at}-tags"]`)).toHaveCount(1);
  // And shows the draft as far as it renders: the article, in both frames.
  await expect(page.frameLocator(`iframe[title="Preview of /news/${id} at a desktop width"]`).getByRole("heading", { level: 1, name: title })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.frameLocator(`iframe[title="Preview of /news/${id} at a phone's width"]`).getByRole("heading", { level: 1, name: title })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page);
  // Nothing public changed.
  expect((await page.request.get(`/news/${id}`, { headers: { cookie: "" } })).status()).toBe(404);
  await page.context().close();
});

test("a draft that cannot render: the frames show a page saying what to fix first, linking to the fields", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  // A title that is not text (a draft written some other way) fails the article page's render.
  const draft = structuredClone(shippedDocuments.news) as unknown as { newsItems: Record<string, unknown>[] };
  draft.newsItems[0]!.title = { not: "text" };
  await sql(
    "insert into content_drafts (document_id, data, revision, base_version, updated_by) values ('news', $1, 99, 0, 'psql') on conflict (document_id) do update set data = $1, revision = 99",
    [JSON.stringify(draft)],
  );
  const path = `/news/${shippedDocuments.news.newsItems[0]!.id}`;
  await page.goto(`/admin/content/news/preview?path=${encodeURIComponent(path)}`);
  for (const frame of [desktopFrame(page, path), phoneFrame(page, path)]) {
    const inside = frame.contentFrame();
    await expect(inside.getByRole("heading", { level: 1 })).toHaveText("Fix this problem first", { timeout: 60_000 });
    await expect(inside.getByRole("link", { name: "newsItems › 0 › title" })).toHaveAttribute("href", "/admin/content/news#f-newsItems-0-title");
  }
  const answer = await page.request.get(`/admin/content/news/preview/page?path=${encodeURIComponent(path)}`);
  expect(answer.status()).toBe(422);
  expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(answer.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  // The link opens the field in the editor's whole window, not in the frame.
  await expect(desktopFrame(page, path).contentFrame().getByRole("link", { name: "newsItems › 0 › title" })).toHaveAttribute("target", "_top");
  await sql("delete from content_drafts where document_id = 'news'");
  await page.context().close();
});

test("a changed price opens its service's page; the desktop frame is scaled to its box, the phone's stays 390 px", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const newPrice = "Starting at $6,500";
  await page.goto("/admin/content/services");
  await page.getByRole("group", { name: "Web Development", exact: true }).getByLabel("Price (optional)", { exact: true }).fill(newPrice);
  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/services\/preview(#[\w-]*)?$/);
  await expect(page.getByLabel("Page")).toHaveValue("/services/web");
  const desktop = desktopFrame(page, "/services/web");
  await expect(desktop.contentFrame().getByText(newPrice)).toBeVisible({ timeout: 60_000 });
  await expect(phoneFrame(page, "/services/web").contentFrame().getByText(newPrice)).toBeVisible({ timeout: 60_000 });

  // Laid out at 1440 px and scaled down to its box, whole: not cut off at the box's edge.
  expect(
    await desktop
      .contentFrame()
      .locator("html")
      .evaluate(() => window.innerWidth),
  ).toBe(1440);
  const box = (await desktop.locator("xpath=..").boundingBox())!;
  const frame = (await desktop.boundingBox())!;
  expect(frame.width).toBeLessThan(1440);
  expect(Math.abs(frame.x + frame.width - (box.x + box.width))).toBeLessThanOrEqual(2);
  expect(Math.abs(frame.width / frame.height - 1440 / 900)).toBeLessThan(0.01);
  expect(
    await phoneFrame(page, "/services/web")
      .contentFrame()
      .locator("html")
      .evaluate(() => window.innerWidth),
  ).toBe(390);
  // Nothing moved while the frames loaded.
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  await expectAccessible(page);
  await page.goto("/admin/content/services");
  await openMoreActions(page);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft discarded");
  await page.context().close();
});
