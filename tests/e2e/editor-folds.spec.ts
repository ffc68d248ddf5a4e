// A form's list items fold (issue 38, decision 046): a division's projects are a line each until opened; a
// moved item stays open where it went, an added one opens, an item with a problem opens and the problem
// summary follows every change made in place; without JavaScript a list button's round trip comes back with
// its item open (?open=). axe on the folded form at 1440 and 390 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { changeList, openMoreActions, signIn, submitAndLoad, useEditorServer } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

const account = { email: "folds-editor@example.com", password: "folds editor password" };
const form = "/admin/content/divisions/items/noxgpt";
const projects = "divisions.recentProjects";

const running = useEditorServer(account);
// In order: they share the division's draft.
test.describe.configure({ mode: "default" });

async function signedIn(browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ baseURL: running.server.url, viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await page.goto(form);
  return page;
}

const fold = (page: Page, index: number) => page.locator(`details[data-item-path="${projects}.${index}"]`);
const title = (page: Page, index: number) => page.locator(`[name="v.${projects}.${index}.name"]`);
const listButton = (page: Page, value: string) => page.locator(`button[name="_op"][value="${value}"]`);
const openFolds = (page: Page) =>
  page.locator(`details[data-item-path^="${projects}."][open]`).evaluateAll((all) => all.map((d) => d.getAttribute("data-item-path")));

async function discardDraft(page: Page) {
  await openMoreActions(page);
  await submitAndLoad(page, () => page.getByRole("button", { name: "Discard draft" }).click());
  await expect(page.getByRole("status")).toContainText("Draft discarded");
}

test("with JavaScript: folded projects, opened by their line; a moved one stays open where it went, an added one opens; the problem summary follows", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // One line per project, named by its title; its fields are in the form but not shown.
  await expect(fold(page, 0).locator("summary")).toHaveText("Project 1Regular Tier Private Beta");
  expect(await openFolds(page)).toEqual([]);
  await expect(title(page, 1)).toBeHidden();
  // The buttons stay under the fold: a folded project can be moved without opening it.
  await expect(listButton(page, `up:${projects}.1`)).toBeVisible();
  await fold(page, 1).locator("summary").click();
  await expect(title(page, 1)).toBeVisible();
  const second = await title(page, 1).inputValue();

  await changeList(page, () => listButton(page, `up:${projects}.1`).click());
  // The project opened went up, and is still open there; the one it swapped with is still folded.
  await expect(title(page, 0)).toHaveValue(second);
  expect(await openFolds(page)).toEqual([`${projects}.0`]);

  // A problem made, then a project added: the new one opens with the cursor in it, and the summary at the
  // top says what the form holds now (the emptied name), linking to it.
  await title(page, 0).fill("");
  await changeList(page, () => listButton(page, `add:${projects}`).click());
  await expect(fold(page, 3)).toHaveAttribute("open", "");
  await expect(title(page, 3)).toBeFocused();
  const summary = page.locator("[data-problem-summary]");
  await expect(summary.locator(`a[href="#f-${projects.replaceAll(".", "-")}-0-name"]`)).toHaveCount(1);
  await expect(fold(page, 0).locator("summary")).toContainText("a problem to fix");
  // Removed in place: the summary no longer links to the project that is gone, every link still lands on a field.
  await changeList(page, () => listButton(page, `remove:${projects}.0`).click());
  await expect(summary.locator(`a[href="#f-${projects.replaceAll(".", "-")}-0-name"]`)).toHaveCount(0);
  for (const href of await summary.locator('a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    await expect(page.locator(href), href).toHaveCount(1);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  // The form was opened without a draft; the automatic save made one, which can be discarded from here.
  await expect(page.locator("[data-save-state]")).toHaveText(/^Saved/, { timeout: 30_000 });
  await discardDraft(page);
  await page.context().close();
});

test("without JavaScript: a list button's round trip comes back with its project open, the others folded", async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const first = await title(page, 0).inputValue();
  await submitAndLoad(page, () => listButton(page, `down:${projects}.0`).click());
  // The draft is saved and the form comes back at the project moved, open; nothing else is.
  await expect(page).toHaveURL(new RegExp(`\\?open=${projects.replaceAll(".", "\\.")}\\.1#f-`));
  expect(await openFolds(page)).toEqual([`${projects}.1`]);
  await expect(title(page, 1)).toHaveValue(first);
  await expect(title(page, 0)).toBeHidden();
  // A folded project opens by its line without a script.
  await fold(page, 2).locator("summary").click();
  await expect(title(page, 2)).toBeVisible();
  await discardDraft(page);
  await page.context().close();
});
