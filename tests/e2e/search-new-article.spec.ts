import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import MiniSearch from "minisearch";
import { miniSearchOptions, runSearch, type SearchDocument, searchIndexUrl } from "../../app/lib/contracts/search-index";
import { photoJpeg } from "../support/image-fixtures";
import { islandReady } from "./fixtures";
import { signIn, submitAndLoad, writeNewsArticle, useEditorServer } from "./admin-helpers";

/**
 * Issue 37's "a new article is found right after it is published, with JavaScript off and on": an editor
 * writes and publishes a news article in the editor, and at once /search finds it without JavaScript and
 * the header's field lists it as you type — from the new /search-index.json, which a browser that had
 * the old one cached revalidates (no-cache + ETag) rather than reusing.
 * On a server of its own, so no other spec's publish changes what it finds and it changes no other's
 * site; the plain @playwright/test `test`: the shared fixture would count this server's origin as third-party.
 */
const account = { email: "search-article-editor@example.com", password: "search article editor password" };
/** A word no shipped page has, so every hit is the new article (or a page that lists it, such as /news). */
const word = "Quokkaboard";
const title = `${word} Keeps Every Release on One Board`;

const running = useEditorServer(account);

async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: running.server.url, javaScriptEnabled, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

const searchField = (page: Page) => page.getByRole("combobox", { name: "Search" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
const isIndex = (response: Response) => new URL(response.url()).pathname === searchIndexUrl;

/** Types the word into the header's field, as its first use on this page: returns the index's answer it fetched. */
async function typeInHeader(page: Page, path: string): Promise<Response> {
  await page.goto(path);
  await islandReady(page, "site-search");
  const index = page.waitForResponse(isIndex);
  await searchField(page).focus();
  const answer = await index;
  await searchField(page).pressSequentially(word.toLowerCase());
  return answer;
}

test("a news article published in the editor is found at once: /search without JavaScript, the header's field with it", async ({ browser }) => {
  // Upload, two saves, a publish (a whole render of the site) and several page loads, on a busy machine.
  test.setTimeout(600_000);

  // Before: nothing has the word, with or without JavaScript. The browser with JavaScript keeps the index it fetched.
  const reader = await visitor(browser, false);
  await reader.goto(`/search?q=${word.toLowerCase()}`);
  await expect(reader.getByRole("heading", { name: `No results for “${word.toLowerCase()}”` })).toBeVisible();
  const scripted = await visitor(browser, true);
  const oldIndex = await typeInHeader(scripted, "/");
  expect(oldIndex.headers()["cache-control"]).toBe("no-cache");
  const oldTag = oldIndex.headers().etag ?? "";
  expect(oldTag).not.toBe("");
  // Only the way to the full results page: no page matches.
  await expect(listbox(scripted)).toBeVisible({ timeout: 30_000 });
  await expect(listbox(scripted).getByRole("option")).toHaveText([`All results for “${word.toLowerCase()}”`]);

  // The editor: a cover uploaded, then a new item of the news list made an article, written and published.
  const editorContext = await browser.newContext({ baseURL: running.server.url });
  const editor = await editorContext.newPage();
  await signIn(editor, account.email, account.password);
  await expect(editor).toHaveURL(/\/admin(\/|$)/);
  await editor.goto("/admin/media");
  await editor.getByLabel("Image file").setInputFiles({ name: "quokka.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(1200, 675, { quality: 80 }) });
  await editor.getByLabel("Alt text").fill("A planning board covered in sticky notes");
  await editor.getByRole("button", { name: "Upload" }).click();
  await expect(editor.getByRole("status")).toContainText("Image uploaded and converted", { timeout: 90_000 });
  const src = (await editor.locator("li[data-image]").filter({ hasText: "quokka.jpg" }).locator('[data-field="src"]').textContent())?.trim() ?? "";

  const id = await writeNewsArticle(editor, {
    title,
    excerpt: `How the ${word} puts every division's release dates on one page.`,
    content: `The ${word} shows every release in one place.\n\n## Why one board\n\nBecause a date in two places is soon two dates.`,
    cover: src,
    author: "Operations Team",
    authorRole: "Vesper Operations",
    readTime: "2 min read",
    tag: "Operations",
  });
  await submitAndLoad(editor, () => editor.getByRole("button", { name: "Save draft" }).click());
  await expect(editor.getByRole("status")).toContainText("Draft saved");
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("status")).toContainText("Published.", { timeout: 180_000 });
  await editorContext.close();

  // The index at its stable address is the new one: a different ETag, still revalidated on every use; the old tag no longer matches.
  const fresh = await reader.request.get(searchIndexUrl, { headers: { "If-None-Match": oldTag } });
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()["cache-control"]).toBe("no-cache");
  const newTag = fresh.headers().etag ?? "";
  expect(newTag).not.toBe("");
  expect(newTag).not.toBe(oldTag);
  expect((await reader.request.get(searchIndexUrl, { headers: { "If-None-Match": newTag } })).status()).toBe(304);
  const index = MiniSearch.loadJSON<SearchDocument>(await fresh.text(), miniSearchOptions);
  expect(runSearch(index, word)[0]?.id).toBe(`/news/${id}`);

  // Without JavaScript: the results page lists it first, its title linking to its page.
  await reader.goto(`/search?q=${word.toLowerCase()}`);
  const first = reader.getByRole("main").getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveText(title);
  await expect(first.getByRole("link")).toHaveAttribute("href", `/news/${id}`);
  await expect(first.locator("mark").first()).toHaveText(new RegExp(`^${word}`, "i"));
  await first.getByRole("link").click();
  await expect(reader).toHaveURL(new RegExp(`/news/${id}$`));
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // With JavaScript, in the browser that cached the old index: a new page's first use gets the new one and lists the article first.
  const newIndex = await typeInHeader(scripted, "/about");
  expect(newIndex.headers().etag).toBe(newTag);
  await expect(listbox(scripted)).toBeVisible({ timeout: 30_000 });
  await expect(listbox(scripted).getByRole("option").first()).toContainText(title);
  await scripted.keyboard.press("ArrowDown");
  await scripted.keyboard.press("Enter");
  await expect(scripted).toHaveURL(new RegExp(`/news/${id}$`));
  await reader.context().close();
  await scripted.context().close();
});
