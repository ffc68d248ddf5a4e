import { expect, test, type Browser } from "@playwright/test";
import { instantToZoned } from "../../app/lib/contracts/zoned-time";
import { photoJpeg } from "../support/image-fixtures";
import { changeList, openMoreActions, signIn, submitAndLoad, useEditorServer } from "./admin-helpers";
import { shippedDocuments } from "../support/site-content";

/**
 * A new article from the browser, end to end (docs/product.md, "Site editor"): an editor uploads a cover,
 * writes the article in the editor's form (a new item of the news list, made an article, the cover chosen
 * by its file name), previews it, scheduled for the next minute but one in the
 * company's time zone, and at that time it is on /news in its category with the count, on its own page
 * with the cover as AVIF and WebP, in the RSS feed, in the sitemap, and with its own social card.
 * On a server of its own: a new article changes what the other tests read on /news.
 */
test.describe("publishing new things from the browser", () => {
  const account = { email: "article-editor@example.com", password: "article editor password" };
  const running = useEditorServer(account);

  /** A browser context of this server with the editor signed in. */
  async function signedIn(browser: Browser) {
    const context = await browser.newContext({ baseURL: running.server.url });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/admin(\/|$)/);
    return { context, page };
  }

  test("upload a cover, write, preview, schedule: at its time the article is everywhere a visitor and a feed reader look", async ({ browser }) => {
    test.setTimeout(420_000);
    const { context, page } = await signedIn(browser);

    // The cover, uploaded from the browser.
    await page.goto("/admin/media");
    const alt = "A lighthouse over a dark sea, its beam sweeping the water";
    await page.getByLabel("Image file").setInputFiles({ name: "lighthouse.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(1600, 900, { quality: 85 }) });
    await page.getByLabel("Alt text").fill(alt);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("status")).toContainText("Image uploaded and converted", { timeout: 90_000 });
    const item = page.locator("li[data-image]").filter({ hasText: "lighthouse.jpg" });
    const src = (await item.locator('[data-field="src"]').textContent())?.trim() ?? "";
    const width = Number(await item.locator('[data-field="width"]').textContent());
    const height = Number(await item.locator('[data-field="height"]').textContent());
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}-1440\.webp$/);

    // The article, written in the editor's form: a new item of the news list, made an article.
    const shipped = shippedDocuments.news.newsItems;
    const at = shipped.length;
    const id = Math.max(...shipped.map((entry) => entry.id)) + 1;
    const template = shipped.find((entry) => entry.kind === "article")!;
    const category = shipped.find((entry) => entry.kind === "article" && entry.category !== template.category)?.category ?? template.category;
    const title = "Lighthouse Protocol Ships to Every Division";
    const field = (name: string) => page.locator(`#f-newsItems-${at}-${name}`);
    await page.goto("/admin/content/news");
    await page.getByRole("button", { name: "Add news item: News items" }).click();
    await expect(field("id")).toHaveValue(String(id));
    await field("shape").selectOption({ label: "Article" });
    await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(field("author")).toBeVisible();
    await field("title").fill(title);
    await field("excerpt").fill("A new way for the nine divisions to signal outages and recoveries, on one page everyone can read.");
    await field("date").fill(new Date().toISOString().slice(0, 10));
    await field("category").selectOption(category);
    // The cover, chosen by its file name; its alt text left blank is the upload's.
    const choice = field("image-src").locator("option", { hasText: "lighthouse.jpg" });
    await expect(choice).toHaveAttribute("value", src);
    await field("image-src").selectOption(src);
    await field("author").fill("Operations Team");
    await field("authorType").selectOption("Organization");
    await field("authorRole").fill("Vesper Operations");
    await field("readTime").fill("2 min read");
    await field("content").fill(
      "The Lighthouse protocol gives every division one page for outages.\n\n## Why one page\n\nBecause people look in one place when something breaks.",
    );
    await page.locator(`button[value="add:newsItems.${at}.tags"]`).click();
    await field("tags-0").fill("Operations");
    await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
    await expect(page.getByRole("status")).toContainText("Draft saved");
    await expect(field("image-src")).toHaveValue(src);
    expect(await field("image-alt").inputValue()).toBe(alt);

    // Preview: the article page as it will be published, with its cover.
    await page.getByRole("button", { name: "Save and preview" }).click();
    await expect(page).toHaveURL(/\/preview/);
    await page.goto(`/admin/content/news/preview/page?path=${encodeURIComponent(`/news/${id}`)}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect((await context.request.get(`/news/${id}`)).status()).toBe(404);

    // Scheduled for the next whole minute at least 45 s away, in the company's zone.
    const timeZone = shippedDocuments.site.site.timeZone;
    const when = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
    await page.goto("/admin/content/news");
    await openMoreActions(page);
    await page.getByLabel(`Publish at (${timeZone})`).fill(instantToZoned(when, timeZone));
    await page.getByRole("button", { name: "Schedule publish" }).click();
    await expect(page.getByRole("status")).toContainText("Scheduled.");
    expect((await context.request.get(`/news/${id}`)).status()).toBe(404);

    // At its time: its page, with the cover as a <picture> of both formats and its social card.
    await expect.poll(async () => (await context.request.get(`/news/${id}`)).status(), { timeout: 180_000, intervals: [2_000] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());
    const visitor = await browser.newContext({ baseURL: running.server.url, javaScriptEnabled: false });
    const reader = await visitor.newPage();
    await reader.goto(`/news/${id}`);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const cover = reader.locator(`picture:has(img[src="${src}"])`);
    await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-480\.avif 480w/);
    await expect(cover.getByRole("img", { name: alt })).toHaveAttribute("width", String(width));
    await expect(cover.getByRole("img", { name: alt })).toHaveAttribute("height", String(height));
    const card = await reader.locator('meta[property="og:image"]').getAttribute("content");
    expect((await visitor.request.get(new URL(card!).pathname)).headers()["content-type"]).toBe("image/png");

    // On /news, in its category with the count; in the feed and the sitemap.
    await reader.goto("/news");
    await expect(reader.locator(`a[href="/news/${id}"]`).first()).toBeVisible();
    const inCategory = shipped.filter((entry) => entry.category === category).length + 1;
    await expect(reader.locator(`[data-filter-value="${category}"] span[aria-hidden="true"]`)).toHaveText(String(inCategory));
    expect(await (await visitor.request.get("/news/rss.xml")).text()).toContain(`/news/${id}</`);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/news/${id}</loc>`);
    await context.close();
    await visitor.close();
  });

  test("a new docs page, written in the form under an address of its own, is published as a page of its own", async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await signedIn(browser);

    const slug = "release-notes";
    const field = (name: string) => page.locator(`#f-docsPages-${slug}-${name}`);
    await page.goto("/admin/content/docs");
    await page.getByLabel("New entry’s address").fill(slug);
    // Each structural change is made in place (with JavaScript) or by a round trip: wait for it, not a fixed time.
    await changeList(page, () => page.locator('button[value="add:docsPages"]').click());
    await expect(field("slug")).toHaveValue(slug);
    await field("category").fill("Getting started");
    await field("title").fill("Release Notes");
    await field("description").fill("What changed in each release of the Vesper platform, newest first.");
    await field("intro").fill("Every release of the platform, with what it changes for you.");
    await changeList(page, () => page.locator(`button[value="add:docsPages.${slug}.cards"]`).click());
    await field("cards-0-title").fill("November");
    await changeList(page, () => page.locator(`button[value="add:docsPages.${slug}.cards.0.paragraphs"]`).click());
    await field("cards-0-paragraphs-0").fill("Editors write and schedule their own articles, with pictures.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published.", { timeout: 60_000 });

    const visitor = await browser.newContext({ baseURL: running.server.url, javaScriptEnabled: false });
    const reader = await visitor.newPage();
    const answer = await reader.goto(`/docs/${slug}`);
    expect(answer?.status()).toBe(200);
    await expect(reader.getByRole("heading", { level: 1, name: "Release Notes" })).toBeVisible();
    const structured = (await reader.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(structured).toContain("BreadcrumbList");
    expect(structured).toContain(`/docs/${slug}`);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/docs/${slug}</loc>`);
    await context.close();
    await visitor.close();
  });
});
