import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";
import { openMoreActions, sqlOnServer } from "./admin-helpers";

// What a careless or hostile editor can type that a page, the feed or the database cannot hold (issue 32,
// items 4 and 5), against the production server: invisible characters refused beside their field, a NUL
// refused without a 500, the feed valid XML even from a version stored before the rule, deep JSON refused
// and a draft too deep to show still opened and discarded; the log one JSON line per entry, no content.
// Its own server, so its log can be read. The plain @playwright/test `test`: the shared fixture would
// count this server's origin as third-party.

const editor = "editor@vesper.example";
const password = "correct horse battery staple";
const run = Date.now().toString(36);
/** In every text this suite types, so the log can be searched for it. */
const marker = `Hostile${run}`;

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ env: { DATABASE_URL: "", LOG_LEVEL: "info" }, captureLogs: true });
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

/** One statement on this spec's server's embedded database, through its socket, as an operator's psql would. */
const sql = (text: string, values: unknown[] = []) => sqlOnServer(text, values, server.dataDir);

async function signedIn(page: Page): Promise<void> {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("E-mail address").fill(editor);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
}

/** The editor's form of a document as the browser would post it. */
async function formOf(page: Page, slug: string): Promise<URLSearchParams> {
  await page.goto(`${server.url}/admin/content/${slug}`);
  return new URLSearchParams(
    await page
      .locator('form:has(input[name="_revision"])')
      .evaluate((form) => [...new FormData(form as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)])),
  );
}

/** The editor's form of a document (`form`, or as the page shows it now) with `changes` made and the button `intent` pressed. */
async function post(page: Page, slug: string, intent: string, changes: Record<string, string>, form?: URLSearchParams) {
  const body = new URLSearchParams(form ?? (await formOf(page, slug)));
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  body.set("intent", intent);
  return page.request.post(`${server.url}/admin/content/${slug}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    data: body.toString(),
    maxRedirects: 0,
  });
}

/** Every log line so far is one JSON object, and none holds what the suite typed. */
function expectCleanLog() {
  const unparsed = server.logs.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(unparsed, "log lines that are not one JSON object").toEqual([]);
  expect(
    server.logs.filter((line) => line.includes(marker)),
    "log lines with what the editor typed",
  ).toEqual([]);
}

/** Parses as XML 1.0 with a strict parser (jsdom's XML mode refuses any character XML cannot hold). */
function expectWellFormedXml(xml: string) {
  expect(() => new JSDOM(xml, { contentType: "application/xml" })).not.toThrow();
}

/** C0 controls but tab, line feed and carriage return, DEL, a C1 control, and the two noncharacters XML names. */
const forbidden = [...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![0, 9, 10, 13].includes(code)), 0x7f, 0x85, 0xfffe, 0xffff].map((code) =>
  String.fromCharCode(code),
);

// In order, on the one server: the first test finds the news without a draft, the last the docs.
// Each signs in (Argon2) and renders admin pages, seconds each on a busy machine: no speed is measured.
test.describe.configure({ mode: "default", timeout: 180_000 });

test("a NUL in a title is refused with a message beside the field, the form keeps what was typed, and the log stays one JSON line each", async ({ page }) => {
  await signedIn(page);
  const kept = `Kept words ${marker}`;
  const answer = await post(page, "news", "save", { "v.newsItems.0.title": `Launch\u0000${marker}`, "v.newsItems.0.excerpt": kept });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  expect(html).toContain("Remove the invisible control character (U+0000) at character 7");
  expect(html).toContain(kept);
  // Nothing was saved: the document has no draft.
  await page.goto(`${server.url}/admin/content/news`);
  await expect(page.getByText("No draft.")).toBeVisible();
  expectCleanLog();
});

test("each invisible character is refused at publish with its message, and the feed stays valid XML", async ({ page }) => {
  test.setTimeout(600_000);
  await signedIn(page);
  // One form, posted once per character: each refused publish saves the draft first, so the next post
  // carries the draft's new revision, read from the form the answer shows.
  const form = await formOf(page, "news");
  for (const char of forbidden) {
    const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    const answer = await post(page, "news", "publish", { "v.newsItems.0.title": `Launch ${char}${marker}` }, form);
    expect(answer.status(), code).toBe(422);
    const html = await answer.text();
    const named = code.replace("+", "\\+");
    expect(html, code).toMatch(new RegExp(`Remove the (invisible control character \\(${named}\\)|character ${named}) at character 8`));
    form.set("_revision", /name="_revision" value="(\d+)"/.exec(html)?.[1] ?? "");
  }
  const feed = await fetch(`${server.url}/news/rss.xml`);
  expect(feed.status).toBe(200);
  const xml = await feed.text();
  expect(xml).not.toContain(marker);
  expectWellFormedXml(xml);
  expectCleanLog();
});

test("a version stored before the rule, with every invisible character in the news, still gives a valid feed and a clean page", async () => {
  test.setTimeout(300_000);
  const news = JSON.parse(fs.readFileSync(path.resolve("app/content/news.json"), "utf8")) as { newsItems: { title: string; excerpt: string }[] };
  news.newsItems[0]!.title = `Stored ${forbidden.join("")} ${marker}`;
  news.newsItems[0]!.excerpt = `Excerpt ${forbidden.join("")} end`;
  await sql(
    "insert into content_versions (document_id, version, data, author, summary, source) values ('news', 1, $1, 'cli:old', 'before the rule', 'import')",
    [JSON.stringify(news)],
  );
  // The server polls for versions published elsewhere and renders the site with it.
  let xml = "";
  await expect(async () => {
    xml = await (await fetch(`${server.url}/news/rss.xml`)).text();
    expect(xml).toContain(`Stored  ${marker}`);
  }).toPass({ timeout: 240_000 });
  expectWellFormedXml(xml);
  const page = await (await fetch(`${server.url}/news`)).text();
  expect(page).toContain(`Stored  ${marker}`);
  for (const char of forbidden) expect(page.includes(char), `U+${char.charCodeAt(0).toString(16)} in the news page`).toBe(false);
});

test("deep JSON in a JSON field is refused with a message; a draft stored too deep opens with a message and is discarded", async ({ page }) => {
  await signedIn(page);
  // The docs categories' JSON fields: a card with links has no items.
  const deep = `${"[".repeat(2500)}${"]".repeat(2500)}`;
  const answer = await post(page, "docs", "save", { "j.docsCategories.0.items": deep, "v.docsCategories.0.title": `Typed ${marker}` });
  expect(answer.status()).toBe(422);
  const html = await answer.text();
  expect(html).toContain("This JSON was not read: It is nested more than");
  expect(html.length).toBeLessThan(1_000_000);

  // A draft 4,000 levels deep (it saved, then every open answered 500), written to the database some other way.
  const stored = { docsPage: { title: "x" }, nested: JSON.parse(`${"[".repeat(4000)}${"]".repeat(4000)}`) as unknown };
  await sql("insert into content_drafts (document_id, data, revision, base_version, updated_by) values ('docs', $1, 1, 0, 'someone@vesper.example')", [
    JSON.stringify(stored),
  ]);
  const opened = await page.goto(`${server.url}/admin/content/docs`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("alert")).toContainText("The saved draft cannot be shown: it is nested more than 32 levels deep");
  await openMoreActions(page);
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page).toHaveURL(/\?done=discarded$/);
  await expect(page.getByText("No draft.")).toBeVisible();
  expect((await sql("select count(*)::int as drafts from content_drafts where document_id = 'docs'")).rows[0]).toEqual({ drafts: 0 });
  expectCleanLog();
});
