import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";
import { submitAndLoad } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

/**
 * The site search's results page (issue 37, decision 040) against the production server: found without
 * JavaScript from the page's own form, the words marked, most relevant first; a price published in the
 * editor found by its new figure; a hostile query inert; nothing found counted for the team; axe and 390 px.
 * On a server of its own: its publish changes the site. The plain @playwright/test `test`: the shared
 * fixture would count this server's origin as third-party.
 */
const editor = "search-editor@vesper.example";
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

// In order: the publish changes what the later searches find. Each test loads several pages on a busy machine.
test.describe.configure({ mode: "default", timeout: 180_000 });

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1440, height: 900 },
  });
  return context.newPage();
}

/** Searches from the results page's own form, as a visitor types and presses Enter. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByLabel("Search the site").fill(query);
  await page.getByLabel("Search the site").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
}

const results = (page: Page) => page.getByRole("main").getByRole("listitem");

test("without JavaScript: 'refund' finds the refund policy and 'SOC 2' the compliance guide, first, the words marked and the section shown", async ({
  browser,
}) => {
  const page = await visitor(browser, { javaScriptEnabled: false });
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  // The site's header and footer around it, and never indexed.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await search(page, "refund");
  await expect(page).toHaveTitle(/^Results for “refund”/);
  await expect(page.getByLabel("Search the site")).toHaveValue("refund");
  const first = results(page).first();
  await expect(first.getByRole("link")).toHaveText("Refund Policy");
  await expect(first).toContainText("Legal");
  await expect(first.locator("mark").first()).toHaveText(/^refund/i);

  await search(page, "SOC 2");
  await expect(results(page).first().getByRole("link")).toHaveText("Compliance Documentation");
  await expect(results(page).first()).toContainText("Documentation");
  await page.getByRole("link", { name: "Compliance Documentation" }).click();
  await expect(page).toHaveURL(/\/docs\/compliance$/);
});

test("results and no results pass axe and fit 390 px; nothing found offers the main sections", async ({ browser }) => {
  for (const width of [1440, 390]) {
    const page = await visitor(browser, { width });
    await page.goto("/search?q=security");
    await expect(results(page).first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto("/search?q=zeppelinquartz");
    await expect(page.getByRole("heading", { name: "No results for “zeppelinquartz”" })).toBeVisible();
    for (const name of ["Services and prices", "Documentation", "Contact us"]) await expect(page.getByRole("main").getByRole("link", { name })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  }
});

test("a hostile query is inert and bounded: markup stays text, control characters go, a long one is cut, and 10,000 characters never reach it", async ({
  browser,
  request,
}) => {
  // 10,000 characters make a URL past the server's 2,048 bytes: refused before anything reads it.
  expect((await request.get(`${server.url}/search?q=${"x".repeat(10_000)}`)).status()).toBe(414);
  const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>\u0001\u202e${"x".repeat(1_500)}`;
  const answer = await request.get(`${server.url}/search?q=${encodeURIComponent(hostile)}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("\u202e");
  expect(html).not.toContain("x".repeat(200));
  // The page's own CSP, unchanged: the answer adds no script or style.
  expect(answer.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");

  const page = await visitor(browser);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
  // Its words are searched like any others; the markup shows as the text it is.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toContainText('"><script>alert(1)</script>');
  expect((await page.getByLabel("Search the site").inputValue()).length).toBe(120);
  expect(dialogs).toEqual([]);
  // Several at once (and a query given twice) answer too.
  const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => request.get(`${server.url}/search?q=${encodeURIComponent(`${hostile}${n}`)}&q=again`)));
  expect(answers.map((one) => one.status())).toEqual(Array(6).fill(200));
});

test("a price changed in the editor is found by its new figure right after the publish; what found nothing is listed for the team", async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await visitor(browser);
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

  // Before: no page has the figure (a price's thousands are one word: "$7,351", "7,351" and "7351" alike).
  const reader = await visitor(browser, { javaScriptEnabled: false });
  await reader.goto("/search?q=7351");
  await expect(reader.getByRole("heading", { name: "No results for “7351”" })).toBeVisible();

  await page.goto("/admin/content/services");
  const pricing = page.getByRole("group", { name: "Web Development", exact: true }).getByLabel("Price (optional)", { exact: true });
  await pricing.fill("Starting at $7,351");
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published.", { timeout: 180_000 });

  await reader.goto("/search?q=7,351");
  await expect(results(reader).first().getByRole("link")).toHaveText("Web Development");
  await expect(results(reader).first().locator("mark", { hasText: "7,351" }).first()).toBeVisible();

  // The query that found nothing before the publish, counted without anyone's name; linked from the admin's menu.
  await page.goto("/admin/content");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Searches not found" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Searches not found");
  await expect(page.getByRole("row", { name: /^7351 / })).toBeVisible();
  await expectAccessible(page);
});
