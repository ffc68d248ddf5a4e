import { hrefFrom } from "../support/site-content";
import { shippedDocuments } from "../../app/content/documents";
import { expect, installPausedClock, test } from "./fixtures";

const { mainMenu } = shippedDocuments.navigation;

const mainNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Main" });

// Each test walks thirty-odd links and buttons by role, most of them on the home page, whose particle
// animations keep the renderer busy: on a loaded 2-core machine one query there took ~1 s (against ~50 ms
// on /about, measured 2026-12-01), so 30 s was too little for a walk that is right, not slow to fail.
test.beforeEach(() => test.setTimeout(90_000));

test.describe("desktop navigation", () => {
  test("lists every item of the main menu, with every submenu link", async ({ sharedPage: page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const item of mainMenu) {
      if (item.submenu) {
        const trigger = nav.getByRole("button", { name: item.label, exact: true });
        await trigger.hover();
        for (const link of item.submenu) {
          await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", hrefFrom(link.href, "/"));
        }
        await page.mouse.move(640, 600);
      } else {
        await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", hrefFrom(item.href, "/"));
      }
    }
  });

  test("opens on hover, closes 150 ms after the pointer leaves, one at a time", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toHaveAttribute("data-enhanced", "");
    await nav.getByRole("button", { name: "Company" }).hover();
    await page.clock.runFor(100);
    await expect(nav.getByRole("link", { name: "Why We Exist" })).toBeVisible();

    await nav.getByRole("button", { name: "Divisions" }).hover();
    await page.clock.runFor(100);
    await expect(nav.getByRole("link", { name: "All Divisions" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Why We Exist" })).toBeHidden();

    await page.mouse.move(640, 700);
    await page.clock.runFor(100);
    await expect(nav.getByRole("link", { name: "All Divisions" })).toBeVisible();
    await page.clock.runFor(100);
    await expect(nav.getByRole("link", { name: "All Divisions" })).toBeHidden();
  });

  test("a submenu link opens its page when clicked with the mouse", async ({ sharedPage: page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toHaveAttribute("data-enhanced", "");
    await nav.getByRole("button", { name: "Company" }).hover();
    await nav.getByRole("link", { name: "Meet the Founder" }).click();
    await expect(page).toHaveURL(/\/leadership$/);
    await nav.getByRole("button", { name: "Resources" }).hover();
    await nav.getByRole("link", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });

  test("is operable with the keyboard", async ({ sharedPage: page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "All Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("button", { name: "Resources" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs$/);
  });

  test("highlights the section the page belongs to", async ({ sharedPage: page }) => {
    await page.goto("/mission");
    await expect(mainNav(page).getByRole("button", { name: "Company" })).toHaveAttribute("data-active", "");
    await expect(mainNav(page).getByRole("button", { name: "Divisions" })).not.toHaveAttribute("data-active", "");
    await page.goto("/docs/sdk");
    await expect(mainNav(page).getByRole("button", { name: "Resources" })).toHaveAttribute("data-active", "");
  });

  test("becomes more opaque after 100 px of scroll", async ({ sharedPage: page }) => {
    await page.goto("/join");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled", "");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled", "");
  });

  test("without JavaScript, submenus open on hover and keyboard focus", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Company" }).hover();
    await expect(nav.getByRole("link", { name: "Our Story" })).toBeVisible();
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("lists every item with its submenu and closes on selection", async ({ sharedPage: page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    await page.locator("details.mobile-menu > summary").click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    for (const item of mainMenu) {
      await expect(mobile.getByRole("link", { name: item.label, exact: true }).first()).toBeVisible();
      for (const link of item.submenu ?? []) await expect(mobile.getByRole("link", { name: link.label, exact: true }).first()).toBeAttached();
    }
    await mobile.getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/story$/);
    await expect(mobile).toBeHidden();
  });

  test("works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("details.mobile-menu > summary").click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Labs" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await context.close();
  });
});

test.describe("footer and page furniture", () => {
  test("has the footer's four columns, social links in new tabs, support mail and status", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const title of ["Company", "Divisions", "Services", "Legal"]) {
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
    }
    for (const href of [
      "/about",
      "/mission",
      "/founder",
      "/team",
      "/join",
      "/contact",
      "/privacy",
      "/terms",
      "/cookies",
      "/disclaimer",
      "/dmca",
      "/copyright",
      "/refunds",
    ]) {
      await expect(footer.locator(`a[href="${hrefFrom(href, "/")}"]`).first()).toBeAttached();
    }
    await expect(footer.locator('a[href^="/divisions/"]')).toHaveCount(5);
    await expect(footer.locator('a[href^="/services/"]')).toHaveCount(4);
    const socials = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(socials).toHaveCount(3);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText("All Systems Operational");
    await expect(footer).toContainText("© 2025");
    const bottom = footer.getByRole("navigation", { name: "Legal shortcuts" });
    await expect(bottom.getByRole("link")).toHaveText(["Privacy", "Terms", "Cookies"]);
  });

  test("footer links bring the next page in at the top", async ({ sharedPage: page }) => {
    await page.goto("/privacy");
    await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link jumps to the content", async ({ sharedPage: page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("social links show a hint after 700 ms, the next one at once within 300 ms, and Escape hides it", async ({ page }) => {
    await installPausedClock(page);
    await page.goto("/");
    await expect(page.locator("footer")).toHaveAttribute("data-island-ready", "");
    const footer = page.locator("footer");
    await footer.getByRole("link", { name: /GitHub/ }).hover();
    await page.clock.runFor(500);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(page.getByRole("tooltip")).toHaveText("GitHub");

    // Moving straight to the next hint skips its delay.
    await footer.getByRole("link", { name: /LinkedIn/ }).hover();
    await page.clock.runFor(100);
    await expect(page.getByRole("tooltip")).toHaveText("LinkedIn");

    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("without JavaScript, a hint still shows on hover", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await page
      .locator("footer")
      .getByRole("link", { name: /GitHub/ })
      .hover();
    await expect(page.getByRole("tooltip")).toHaveText("GitHub");
    await context.close();
  });
});
