// Collections as lists, items as documents (issue 38, decision 043): the web service's price changed from the services list and published, at 1440 and 390 px, with and without JavaScript; axe on the list and the item form; no item form taller than a few screens.
import { expect, test, type Browser } from "@playwright/test";
import { collections } from "../../app/lib/editor/collections";
import { signIn, submitAndLoad, useEditorServer } from "./admin-helpers";
import { expectAccessible } from "./fixtures";

/**
 * The most screens (at 1280 × 720) an item's form may take, against the 67 of the whole services form. With
 * the lists folded (decision 046) the tallest is the NoxGPT division (5,127 px, 7.1 screens: its projects,
 * access tiers and technologies a line each); the web service's is 4,314 px. Before the folds the docs
 * platform overview took 11,708 px (16.3 screens), with the preview beside the form (decision 044).
 */
const mostScreens = 8;

test.describe("collections as lists, items as documents", () => {
  const account = { email: "items-editor@example.com", password: "items editor password" };

  const running = useEditorServer(account);

  async function signedIn(browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } }) {
    const context = await browser.newContext({ baseURL: running.server.url, ...options });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/admin\/content$/);
    return { context, page };
  }

  for (const [width, height, javaScriptEnabled, price] of [
    [1440, 900, true, "Starting at $5,100"],
    [1440, 900, false, "Starting at $5,200"],
    [390, 844, true, "Starting at $5,300"],
    [390, 844, false, "Starting at $5,400"],
  ] as const) {
    test(`the web service's price, from the services list, published at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const { context, page } = await signedIn(browser, { javaScriptEnabled, viewport: { width, height } });
      // The marketer's steps, each counted: click the list, click the service, type the price, publish.
      await submitAndLoad(page, () => page.getByRole("link", { name: "Services, one form each" }).click());
      await expect(page).toHaveURL(/\/admin\/content\/services\/items$/);
      await submitAndLoad(page, () => page.getByRole("link", { name: "Web Development" }).click());
      await expect(page).toHaveURL(/\/admin\/content\/services\/items\/web$/);
      // Only this service: no other service's fields in the form.
      await expect(page.locator('[name^="v.serviceDetails."]').first()).toBeVisible();
      await expect(page.getByRole("group", { name: "Games Development" })).toHaveCount(0);
      const pricing = page.getByLabel("Price (optional)", { exact: true });
      await pricing.fill(price);
      await submitAndLoad(page, () => page.getByRole("button", { name: "Publish", exact: true }).click());
      await expect(page.getByRole("status")).toContainText("Published", { timeout: 120_000 });
      const site = await context.request.get("/services/web", { headers: { cookie: "" } });
      expect(await site.text()).toContain(price);
      await context.close();
    });
  }

  test("the list's filter box works without JavaScript; axe finds nothing serious on the list and the item form", async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await signedIn(browser, { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await page.goto("/admin/content/news/items");
    const rows = page.locator("tbody tr");
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);
    const first = (await rows.first().locator("a").textContent())!;
    await page.getByLabel("Show only titles with").fill(first);
    await submitAndLoad(page, () => page.getByRole("button", { name: "Filter" }).click());
    await expect(page).toHaveURL(/\?q=/);
    await expect(rows).toHaveCount(1);
    await context.close();

    const withScript = await signedIn(browser, { viewport: { width: 1440, height: 900 } });
    await withScript.page.goto("/admin/content/services/items");
    await expectAccessible(withScript.page);
    await withScript.page.goto("/admin/content/services/items/web");
    await expectAccessible(withScript.page);
    await withScript.context.close();
  });

  test(`no item form is taller than ${mostScreens} screens at 1280 × 720 (prints the tallest)`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page } = await signedIn(browser, { viewport: { width: 1280, height: 720 } });
    let tallest = { height: 0, href: "" };
    const heights: string[] = [];
    for (const collection of collections) {
      await page.goto(`/admin/content/${collection.slug}/items`);
      const hrefs = await page.locator("tbody a").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      for (const href of hrefs) {
        await page.goto(href);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        heights.push(`${href} ${height}`);
        if (height > tallest.height) tallest = { height, href };
      }
    }
    console.log(heights.join("\n"));
    expect(tallest.height, tallest.href).toBeLessThanOrEqual(mostScreens * 720);
    console.log(`tallest item form at 1280 × 720: ${tallest.href}, ${tallest.height} px (${(tallest.height / 720).toFixed(1)} screens)`);
    await context.close();
  });
});
