import type { Page } from "@playwright/test";
import { searchIndexUrl, searchPagePath } from "../../app/lib/contracts/search-index";
import { expect, expectAccessible, islandReady, layoutShifts, test } from "./fixtures";

// The header's search field (issue 37, decision 041): a GET form to /search without JavaScript; with it,
// the ARIA combobox with results as you type, whose index and code load on the field's first use only.

/** The search field that is shown at this width (the header's, or the open mobile menu's). */
const field = (page: Page) => page.getByRole("combobox", { name: "Search" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });
const pathOf = (url: string) => new URL(url).pathname;

/**
 * The listbox on the field's first use: the chunk and the index are fetched and the index loaded first, which
 * takes seconds on a busy machine (scripts/search-box-timing.ts measures it).
 */
const firstResults = (page: Page) => expect(listbox(page)).toBeVisible({ timeout: 30_000 });

// Each test opens a page and uses the search for the first time in it (see firstResults).
test.beforeEach(() => test.setTimeout(90_000));

/** The options' titles, as the listbox shows them. */
const optionTitles = (page: Page) => listbox(page).locator(".search-option-title").allTextContents();

test.describe("the header's search field", () => {
  test("asks for neither the index nor the search code on page load; the first focus fetches each once", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => asked.push(pathOf(request.url())));
    await page.goto("/");
    await islandReady(page, "site-search");
    await page.waitForLoadState("networkidle");
    expect(asked).not.toContain(searchIndexUrl);
    expect(asked.filter((path) => path.includes("search-combobox"))).toEqual([]);

    const indexRequest = page.waitForRequest((request) => pathOf(request.url()) === searchIndexUrl);
    await field(page).focus();
    await indexRequest;
    await field(page).pressSequentially("refund");
    await firstResults(page);
    await expect(listbox(page).getByRole("option", { name: /Refund Policy/ })).toBeVisible();
    await field(page).blur();
    await field(page).focus();
    await field(page).press("End");
    await field(page).pressSequentially(" window");
    await expect(listbox(page).getByRole("option").first()).toContainText("Refund Policy");
    expect(asked.filter((path) => path === searchIndexUrl)).toHaveLength(1);
    expect(asked.filter((path) => path.includes("search-combobox"))).toHaveLength(1);
  });

  test("keyboard only: / focuses it, typing shows the listbox, Down chooses an option and Enter opens its page", async ({ sharedPage: page }) => {
    await page.goto("/about");
    await islandReady(page, "site-search");
    await page.keyboard.press("/");
    await expect(field(page)).toBeFocused();
    await page.keyboard.type("refnd");
    await firstResults(page);
    await expect(field(page)).toHaveAttribute("aria-expanded", "true");
    expect((await optionTitles(page))[0]).toBe("Refund Policy");
    expect((await optionTitles(page)).at(-1)).toBe("All results for “refnd”");

    await page.keyboard.press("ArrowDown");
    const first = listbox(page).getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await expect(field(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/refunds$/);
  });

  test("finds by a word's start and despite a typo; Up wraps to the full results, and Escape closes, then clears", async ({ sharedPage: page }) => {
    await page.goto("/");
    await islandReady(page, "site-search");
    await field(page).fill("complian");
    await firstResults(page);
    expect(await optionTitles(page)).toContain("Compliance Documentation");
    await field(page).fill("SOC 2");
    await expect.poll(async () => (await optionTitles(page))[0]).toBe("Compliance Documentation");

    await page.keyboard.press("ArrowUp");
    await expect(listbox(page).getByRole("option").last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute("aria-expanded", "false");
    await expect(field(page)).toHaveValue("SOC 2");
    await page.keyboard.press("Escape");
    await expect(field(page)).toHaveValue("");
  });

  test("Enter with no option chosen sends the query to the results page", async ({ sharedPage: page }) => {
    await page.goto("/");
    await islandReady(page, "site-search");
    await field(page).fill("refund window");
    await firstResults(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${searchPagePath}?q=refund+window`);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  });

  test("Ctrl-K focuses it; / typed in another field stays in that field", async ({ sharedPage: page }) => {
    await page.goto("/contact");
    await islandReady(page, "site-search");
    const project = page.getByRole("textbox", { name: "Your project", exact: true });
    await project.click();
    await page.keyboard.type("a/b");
    await expect(project).toHaveValue("a/b");
    await expect(project).toBeFocused();
    await page.locator("main h1").click();
    await page.keyboard.press("Control+k");
    await expect(field(page)).toBeFocused();
  });

  test("axe finds nothing serious with the listbox open and an option active", async ({ sharedPage: page }) => {
    await page.goto("/blog");
    await islandReady(page, "site-search");
    await field(page).fill("takedown");
    await firstResults(page);
    await page.keyboard.press("ArrowDown");
    await expect(listbox(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);
  });

  test.describe("on a first visit", () => {
    test.use({ firstVisit: true });

    test("nothing in the header moves while the page loads (desktop width)", async ({ sharedPage: page }) => {
      await page.goto("/", { waitUntil: "load" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await islandReady(page, "site-search");
      expect((await layoutShifts(page)).reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
    });
  });
});

test.describe("the mobile menu's search field at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finds a page, the keyboard opens it, and nothing overflows the screen", async ({ sharedPage: page }) => {
    await page.goto("/");
    await islandReady(page, "site-header");
    await page.locator("details.mobile-menu > summary").click();
    const menuField = page.locator("details.mobile-menu").getByRole("combobox", { name: "Search" });
    await expect(menuField).toBeVisible();
    await menuField.fill("soc 2");
    await firstResults(page);
    expect((await optionTitles(page))[0]).toBe("Compliance Documentation");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs\/compliance$/);
  });

  test("/ opens the menu at its field", async ({ sharedPage: page }) => {
    await page.goto("/services");
    await islandReady(page, "site-header");
    await page.keyboard.press("/");
    await expect(page.locator("details.mobile-menu")).toHaveAttribute("open", "");
    await expect(page.locator("details.mobile-menu").getByRole("combobox", { name: "Search" })).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  for (const width of [1280, 390]) {
    test(`the header's form sends the query to /search at ${width} px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto("/about");
      if (width < 1024) await page.locator("details.mobile-menu > summary").click();
      const box = page.getByRole("searchbox", { name: "Search" });
      await expect(box).toBeVisible();
      await box.fill("refund");
      await box.press("Enter");
      await expect(page).toHaveURL(`${searchPagePath}?q=refund`);
      await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
      await context.close();
    });
  }
});
