import path from "node:path";
import pg from "pg";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { runOperatorCli, type CliResult } from "../support/run-operator-cli";

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
 * alone can read the old page, and a click made then is lost when the new page replaces it.
 */
export async function submitAndLoad(page: Page, submit: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent("load");
  await submit();
  await loaded;
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
