/**
 * Issue 38's measures (a script with printed figures, not a test): three tasks a marketer does in the site
 * editor, driven in Debian's Chromium at 1440 × 900 with JavaScript on, against the production server on a
 * fresh PGlite data folder — change the web service's price and publish; upload a cover and write a news
 * article with it, then schedule it; restore a division's earlier version. For each: the actions (a click,
 * a field filled or chosen, a file picked) and the page loads (the window's own `load` events, not the
 * preview's frames), and the time taken.
 *
 *   npm run build && node scripts/editor-tasks.ts [--ui items|documents]
 *
 * `--ui documents` drives the editor as it was before collections were lists (one form per document,
 * decision 043): run it from a checkout of that tree (adc935d) to measure "before".
 */
import { chromium, type Page } from "@playwright/test";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromiumArgs } from "../playwright.config.ts";
import { addEditor } from "./lib/editor-client.ts";
import { startServer } from "./lib/start-server.ts";
import { photoJpeg } from "../tests/support/image-fixtures.ts";

const { values } = parseArgs({ options: { ui: { type: "string", default: "items" } } });
const itemsUi = values.ui !== "documents";
const account = { email: "tasks-editor@example.com", password: "tasks editor password" };

const server = await startServer({ env: { DATABASE_URL: "" } });
await addEditor(account, { DATA_DIR: server.dataDir, DATABASE_URL: "" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
page.setDefaultTimeout(120_000);

let actions = 0;
let loads = 0;
page.on("load", () => (loads += 1));
/** One thing the marketer does: counted, then done. */
const act = async (run: () => Promise<unknown>) => {
  actions += 1;
  await run();
};
/** One action that loads a page (a link, a form's round trip): counted, and waited for. */
async function actAndLoad(run: () => Promise<unknown>) {
  const loaded = page.waitForEvent("load");
  await act(run);
  await loaded;
}
const nav = (href: string) => actAndLoad(() => page.locator(`a[href="${href}"]`).first().click());

/** Where a field sits on its page, and how tall the page is: what the marketer scrolls past (not counted as actions). */
let scrolled = "";
async function noteScroll(selector: string) {
  const [top, height] = await page
    .locator(selector)
    .first()
    .evaluate((field) => [Math.round(field.getBoundingClientRect().top + window.scrollY), document.documentElement.scrollHeight]);
  scrolled = `; the field ${top.toLocaleString("en-US")} px down a page of ${height.toLocaleString("en-US")} px`;
}

async function task(name: string, run: () => Promise<void>) {
  await page.goto("/admin/content");
  actions = 0;
  loads = 0;
  scrolled = "";
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${name.padEnd(58)} ${String(actions).padStart(3)} actions  ${String(loads).padStart(3)} page loads  ${seconds.toFixed(1).padStart(6)} s${scrolled}`,
  );
}

/** Waits until a list button's change is made: in place (the form counts it) or by the page it loads. */
async function listChange(click: () => Promise<void>) {
  const counted = page.locator("form[data-structure-changes]");
  const before = (await counted.count()) > 0 ? Number(await counted.getAttribute("data-structure-changes")) : undefined;
  const loaded = before === undefined ? page.waitForEvent("load") : undefined;
  await act(click);
  if (loaded) await loaded;
  else
    await page.waitForFunction(
      (n) => document.querySelector("form[data-structure-changes]")?.getAttribute("data-structure-changes") === String(n),
      before! + 1,
    );
}

async function publishAndWait() {
  await actAndLoad(() => page.getByRole("button", { name: "Publish", exact: true }).click());
  await page.getByRole("status").filter({ hasText: "Published" }).waitFor({ timeout: 180_000 });
}

// Sign in (not counted: the same before and after).
await page.goto("/admin/login");
await page.getByLabel("E-mail address").fill(account.email);
await page.getByLabel("Password").fill(account.password);
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByRole("navigation", { name: "Admin" }).waitFor();

console.log(`the site editor's tasks (${itemsUi ? "collections as lists, one form per item" : "one form per document"}), 1440 × 900, JavaScript on`);

await task("change the web service's price and publish", async () => {
  if (itemsUi) {
    await nav("/admin/content/services/items");
    await actAndLoad(() => page.getByRole("link", { name: "Web Development" }).click());
    await noteScroll("[name='v.serviceDetails.pricing']");
    await act(() => page.getByLabel("Price (optional)", { exact: true }).fill("Starting at $5,900"));
  } else {
    await nav("/admin/content/services");
    await noteScroll("#f-serviceDetails-web-pricing");
    await act(() => page.locator("#f-serviceDetails-web-pricing").fill("Starting at $5,900"));
  }
  await publishAndWait();
});

await task("upload a cover, write a news article with it and schedule it", async () => {
  await nav("/admin/media");
  await act(async () =>
    page.getByLabel("Image file").setInputFiles({ name: "lighthouse.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(1600, 900, { quality: 85 }) }),
  );
  await act(() => page.getByLabel("Alt text").fill("A lighthouse over a dark sea, its beam sweeping the water"));
  await actAndLoad(() => page.getByRole("button", { name: "Upload" }).click());
  await page.getByRole("status").filter({ hasText: "Image uploaded" }).waitFor({ timeout: 120_000 });
  const src = (await page.locator("li[data-image]").filter({ hasText: "lighthouse.jpg" }).locator('[data-field="src"]').textContent())?.trim() ?? "";
  await nav("/admin/content");
  let field: (name: string) => ReturnType<Page["locator"]>;
  let tags: string;
  if (itemsUi) {
    await nav("/admin/content/news/items");
    await act(() => page.locator("#new-key").fill("Lighthouse Protocol Ships to Every Division"));
    await actAndLoad(() => page.getByRole("button", { name: "Add as a draft" }).click());
    field = (name) => page.locator(`#f-newsItems-${name}`);
    await act(() => field("shape").selectOption({ label: "Article" }));
    await field("author").waitFor();
    tags = "add:newsItems.tags";
  } else {
    await nav("/admin/content/news");
    const at = await page.locator("[name^='v.newsItems.'][name$='.title']").count();
    await listChange(() => page.getByRole("button", { name: "Add news item: News items" }).click());
    field = (name) => page.locator(`#f-newsItems-${at}-${name}`);
    await act(() => field("shape").selectOption({ label: "Article" }));
    await actAndLoad(() => page.getByRole("button", { name: "Save draft" }).click());
    await field("author").waitFor();
    await act(() => field("title").fill("Lighthouse Protocol Ships to Every Division"));
    tags = `add:newsItems.${at}.tags`;
  }
  await act(() => field("excerpt").fill("A new way for the nine divisions to signal outages and recoveries, on one page everyone can read."));
  await act(() => field("date").fill(new Date().toISOString().slice(0, 10)));
  await act(() => field("image-src").selectOption(src));
  await act(() => field("author").fill("Operations Team"));
  await act(() => field("authorType").selectOption("Organization"));
  await act(() => field("authorRole").fill("Vesper Operations"));
  await act(() => field("readTime").fill("2 min read"));
  await act(() =>
    field("content").fill("The Lighthouse protocol gives every division one page for outages.\n\n## Why one page\n\nBecause people look in one place."),
  );
  await noteScroll(`button[value="${tags}"]`);
  await listChange(() => page.locator(`button[value="${tags}"]`).click());
  await act(() => field("tags-0").fill("Operations"));
  await act(() => page.locator("[data-action-bar] summary").click());
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  await act(() => page.locator("#schedule-at").fill(`${tomorrow.toISOString().slice(0, 10)}T09:00`));
  await actAndLoad(() => page.getByRole("button", { name: "Schedule" }).click());
  await page.getByRole("status").filter({ hasText: "Scheduled" }).waitFor({ timeout: 120_000 });
});

// Yesterday's version of a division: one publish of it first (not counted), so that there is one to go back to.
await page.goto(itemsUi ? "/admin/content/divisions/items/vesperholdings" : "/admin/content/divisions");
const firstText = page.locator(itemsUi ? "[data-document-fields] input[type=text]" : "input[type=text][name^='v.divisions.']").first();
await firstText.fill(`${await firstText.inputValue()} (changed)`);
await page.getByRole("button", { name: "Publish", exact: true }).click();
await page.getByRole("status").filter({ hasText: "Published" }).waitFor({ timeout: 180_000 });

await task("restore a division's earlier version", async () => {
  if (itemsUi) {
    await nav("/admin/content/divisions/items");
    await nav("/admin/content/divisions/items/vesperholdings");
    await nav("/admin/content/divisions/items/vesperholdings/versions");
    await actAndLoad(() => page.getByRole("button", { name: "Restore and publish" }).first().click());
  } else {
    await nav("/admin/content/divisions");
    await nav("/admin/content/divisions/versions");
    await actAndLoad(() => page.getByRole("link", { name: "Restore and publish…" }).first().click());
    await actAndLoad(() => page.getByRole("button", { name: "Yes, restore and publish now" }).click());
  }
  await page.getByRole("status").waitFor({ timeout: 180_000 });
});

await browser.close();
await server.stop();
fs.rmSync(server.dataDir, { recursive: true, force: true });
