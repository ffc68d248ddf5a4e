import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addEditor } from "../../scripts/lib/editor-client";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli, type CliResult } from "../support/run-operator-cli";
import { shippedDocuments } from "../support/site-content";

/** The embedded database of the server Playwright started (playwright.config.ts names it the same way). */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join(".tmp", `e2e-data-${process.env.PORT ?? 3210}`));

export const teamPassword = "correct horse battery staple";

/** `npm run admin` or `npm run applications` against the running server's embedded database, as an operator runs it. */
export function runCli(script: "admin" | "applications", args: string[], stdin = ""): Promise<CliResult> {
  return runOperatorCli(script, args, { DATA_DIR: e2eDataDir, DATABASE_URL: "", LOG_LEVEL: "warn" }, stdin);
}

/** A team account made with the CLI while the server runs. */
export async function createTeamMember(email: string, password = teamPassword): Promise<void> {
  const result = await runCli("admin", ["add-user", email, "--password-stdin"], `${password}\n`);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

/** One statement on the embedded database, through the server's socket (as psql -h DATA_DIR would): the shared e2e server's, or a spec's own. */
export async function sqlOnServer(text: string, values: unknown[] = [], dataDir = e2eDataDir): Promise<pg.QueryResult> {
  const client = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function signIn(page: Page, email: string, password = teamPassword): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Submits one of the admin's forms (a plain post answered by a redirect) and waits for the page it lands on.
 * The page before may show the same status as the one after ("Draft saved" twice): waiting for the status
 * alone can read the old page, and a click made then is lost when the new page replaces it. It waits for the
 * new document's DOMContentLoaded, not its load: load also waits for the live preview's frames, each a page
 * rendered by the server, which a loaded CI machine can take minutes to finish.
 */
export async function submitAndLoad(page: Page, submit: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent("domcontentloaded");
  await submit();
  await loaded;
}

/**
 * Clicks one of a document form's list buttons (Add, Remove, Move up, Move down) and waits for its outcome:
 * with JavaScript the live editor changes the fields in place (structure-in-place.ts) and counts the change
 * on the form (`data-structure-changes`); without it the form makes its round trip (submitAndLoad).
 */
export async function changeList(page: Page, click: () => Promise<void>): Promise<void> {
  const form = page.locator("form[data-structure-changes]");
  if ((await form.count()) === 0) return submitAndLoad(page, click);
  const before = Number(await form.getAttribute("data-structure-changes"));
  await click();
  await expect(form).toHaveAttribute("data-structure-changes", String(before + 1), { timeout: 60_000 });
}

/**
 * Opens, as a person does by clicking their lines, the folded list items (document-fields.tsx `ListItem`)
 * a field or button of the editor's form is inside, outermost first; answers the same locator.
 */
export async function reveal(target: Locator): Promise<Locator> {
  const folded = await target.evaluate((element) => {
    const paths: string[] = [];
    for (let details = element.closest("details"); details; details = details.parentElement?.closest("details") ?? null)
      if (!details.open && details.dataset.itemPath) paths.unshift(details.dataset.itemPath);
    return paths;
  });
  for (const path of folded) await target.page().locator(`details[data-item-path="${path}"] > summary`).click();
  return target;
}

/** Opens the editor form's "More" menu (schedule, discard), which its action bar keeps folded. */
export async function openMoreActions(page: Page): Promise<void> {
  await page.locator("[data-action-bar] summary").click();
}

/** An application through the JSON API, as the form with JavaScript sends it; returns its id. */
export async function apply(
  request: APIRequestContext,
  fields: Partial<Record<"name" | "email" | "division" | "message" | "discord" | "portfolio", string>> = {},
): Promise<number> {
  const res = await request.post("/api/contact", {
    data: { name: "Grace Hopper", email: "grace@example.com", division: "noxgpt", message: "I would like to build compilers with you.", ...fields },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A unique word for one test's data, so parallel tests never see each other's rows. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface NewArticle {
  title: string;
  excerpt: string;
  /** The Markdown body. */
  content: string;
  /** The cover's value in the image picker (an uploaded image's src). */
  cover: string;
  /** The team credited as author (an organisation), with its role. */
  author: string;
  authorRole: string;
  readTime: string;
  tag: string;
}

/**
 * Adds a news article to the news document in the editor's form and fills every field, one tag included,
 * without publishing: the caller saves, publishes or schedules it. `earlier`: the articles the test added
 * before, which the list holds after the shipped items. Answers the new article's id (its page is /news/<id>).
 */
export async function writeNewsArticle(page: Page, article: NewArticle, earlier = 0): Promise<number> {
  const shipped = shippedDocuments.news.newsItems;
  const at = shipped.length + earlier;
  const id = Math.max(...shipped.map((entry) => entry.id)) + 1 + earlier;
  const field = (name: string) => page.locator(`#f-newsItems-${at}-${name}`);
  await page.goto("/admin/content/news");
  await page.getByRole("button", { name: "Add news item: News items" }).click();
  await expect(field("id")).toHaveValue(String(id));
  await field("shape").selectOption({ label: "Article" });
  await submitAndLoad(page, () => page.getByRole("button", { name: "Save draft" }).click());
  await expect(field("author")).toBeVisible();
  await field("title").fill(article.title);
  await field("excerpt").fill(article.excerpt);
  await field("date").fill(new Date().toISOString().slice(0, 10));
  await field("category").selectOption(shipped.find((entry) => entry.kind === "article")?.category ?? "Technology");
  await field("image-src").selectOption(article.cover);
  await field("author").fill(article.author);
  await field("authorType").selectOption("Organization");
  await field("authorRole").fill(article.authorRole);
  await field("readTime").fill(article.readTime);
  await field("content").fill(article.content);
  await changeList(page, () => page.locator(`button[value="add:newsItems.${at}.tags"]`).click());
  await field("tags-0").fill(article.tag);
  return id;
}

/**
 * A production server of the spec's own (embedded database), with one editor added, started before the
 * spec's (or describe block's) tests and stopped, its data folder removed, after them: for specs whose
 * drafts and publishes must be no other spec's. Its `server` is set once the tests run.
 */
export function useEditorServer(account: { email: string; password: string }): { readonly server: RunningServer } {
  const running = {} as { server: RunningServer };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    running.server = await startServer({ env: { DATABASE_URL: "" } });
    await addEditor(account, { DATA_DIR: running.server.dataDir, DATABASE_URL: "" });
  });
  test.afterAll(async () => {
    await running.server?.stop();
    if (running.server) fs.rmSync(running.server.dataDir, { recursive: true, force: true });
  });
  return running;
}
