// Issue 38's tasks as a marketer does them, at 1440 and 390 px, with and without JavaScript: write a news
// article with a new photo as its cover and schedule it; restore a division's earlier version. (The third,
// the web service's price, is in editor-items.spec.ts with the same four ways.) Only the editor's own
// pages and buttons: the list, "Add as a draft", the item's form, the versions page.
import { expect, test, type Browser } from "@playwright/test";
import { photoJpeg } from "../support/image-fixtures";
import { changeList, openMoreActions, signIn, submitAndLoad, useEditorServer } from "./admin-helpers";

const account = { email: "tasks-editor@example.com", password: "tasks editor password" };

const running = useEditorServer(account);
// In order: the restores follow one another on one division's versions.
test.describe.configure({ mode: "default" });

async function signedIn(browser: Browser, javaScriptEnabled: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: running.server.url, javaScriptEnabled, viewport });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  return { context, page };
}

const ways = [
  { width: 1440, height: 900, javaScriptEnabled: true },
  { width: 1440, height: 900, javaScriptEnabled: false },
  { width: 390, height: 844, javaScriptEnabled: true },
  { width: 390, height: 844, javaScriptEnabled: false },
] as const;

for (const [n, { width, height, javaScriptEnabled }] of ways.entries()) {
  const how = `at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`;

  test(`a news article with a new photo as its cover, scheduled, ${how}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await signedIn(browser, javaScriptEnabled, { width, height });
    // The photo, uploaded from the Images page (a different one each time: the same file is found as a duplicate).
    await page.goto("/admin/media");
    const file = `harbour-${n}.jpg`;
    await page.getByLabel("Image file").setInputFiles({ name: file, mimeType: "image/jpeg", buffer: await photoJpeg(1200 + n * 40, 800, { quality: 85 }) });
    await page.getByLabel("Alt text").fill("A harbour at dawn, its cranes against a pale sky");
    await submitAndLoad(page, () => page.getByRole("button", { name: "Upload" }).click());
    await expect(page.getByRole("status")).toContainText("Image uploaded", { timeout: 120_000 });

    // The article: the news list, a title, "Add as a draft", then its own form.
    await page.goto("/admin/content");
    await submitAndLoad(page, () => page.getByRole("link", { name: "News items, one form each" }).click());
    await expect(page).toHaveURL(/\/admin\/content\/news\/items$/);
    const title = `Harbour Systems Go Live, Take ${n + 1}`;
    await page.getByLabel("Title", { exact: true }).fill(title);
    await submitAndLoad(page, () => page.getByRole("button", { name: "Add as a draft" }).click());
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harbour Systems Go Live");
    const field = (name: string) => page.locator(`#f-newsItems-${name}`);
    await field("shape").selectOption({ label: "Article" });
    // Without JavaScript the article's fields come with the next save, as the form's hint says.
    if (!javaScriptEnabled) await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(field("author")).toBeVisible();
    await field("excerpt").fill("The harbour's cranes, gates and berths now report to one dashboard the port authority reads.");
    await field("date").fill(new Date().toISOString().slice(0, 10));
    const cover = await field("image-src").locator("option", { hasText: file }).getAttribute("value");
    await field("image-src").selectOption(cover!);
    await field("author").fill("Operations Team");
    await field("authorType").selectOption("Organization");
    await field("authorRole").fill("Vesper Operations");
    await field("readTime").fill("3 min read");
    await field("content").fill("The harbour now has one dashboard.\n\n## What changed\n\nEvery crane reports its state.");
    await changeList(page, () => page.getByRole("button", { name: "Add tag: Tags" }).click());
    await field("tags-0").fill("Operations");

    // Scheduled for tomorrow morning, in the company's time zone.
    await openMoreActions(page);
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    await page.locator("#schedule-at").fill(`${tomorrow}T09:00`);
    await submitAndLoad(page, () => page.getByRole("button", { name: "Schedule publish" }).click());
    await expect(page.getByRole("status")).toContainText("Scheduled.", { timeout: 120_000 });
    // Listed as scheduled; nothing public yet.
    await page.goto("/admin/content/news/items");
    await expect(page.locator("tbody tr").filter({ hasText: title })).toContainText("scheduled for");
    expect(await (await context.request.get("/news", { headers: { cookie: "" } })).text()).not.toContain(title);
    await context.close();
  });

  test(`a division's earlier version restored, ${how}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await signedIn(browser, javaScriptEnabled, { width, height });
    const before = await (await context.request.get("/divisions/vesperholdings", { headers: { cookie: "" } })).text();
    // A change published first, so that there is an earlier version to go back to.
    await page.goto("/admin/content/divisions/items/vesperholdings");
    const tagline = page.locator("#f-divisions-subtitle");
    const shown = await tagline.inputValue();
    await tagline.fill(`${shown} (for a day)`);
    await submitAndLoad(page, () => page.getByRole("button", { name: "Publish", exact: true }).click());
    await expect(page.getByRole("status")).toContainText("Published", { timeout: 180_000 });
    expect(await (await context.request.get("/divisions/vesperholdings", { headers: { cookie: "" } })).text()).toContain("(for a day)");

    // The restore: the division's versions, newest first; the first that can be restored is the one before.
    await submitAndLoad(page, () => page.getByRole("link", { name: "Versions and restore" }).click());
    await submitAndLoad(page, () => page.getByRole("button", { name: "Restore and publish" }).first().click());
    await expect(page.getByRole("status")).toBeVisible({ timeout: 180_000 });
    const after = await (await context.request.get("/divisions/vesperholdings", { headers: { cookie: "" } })).text();
    expect(after).not.toContain("(for a day)");
    expect(after).toContain(shown);
    expect(before).toContain(shown);
    await context.close();
  });
}
