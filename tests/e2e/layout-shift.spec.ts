import { allPagePaths } from "../../app/lib/pages/site-paths";
import { expect, layoutShifts, test } from "./fixtures";

// Issue "HTML-first delivery": nothing moves while a page loads — not the web fonts' swap (the fallback
// faces carry their metrics), not the stylesheet arriving after the inline critical CSS, not an island.
test.describe("layout shift at a phone's size", () => {
  test.use({ viewport: { width: 390, height: 844 }, firstVisit: true });

  for (const path of [...allPagePaths, "/this-page-does-not-exist"]) {
    test(`${path}: CLS ≤ 0.01 once fonts and styles have loaded`, async ({ sharedPage: page }) => {
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames after the fonts and the full stylesheet, so any shift they cause is recorded.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.waitForTimeout(300);
      const cls = (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);
      const fonts = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
      expect(fonts, "the web fonts loaded").toEqual(expect.arrayContaining(["Space Grotesk Variable", "JetBrains Mono Variable"]));
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});

// A long page's sections are styled and laid out only as they near the viewport, except when
// the address names an element, where the browser needs every real height above it to land on it.
test.describe("sections rendered as they near the viewport", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("below the fold they wait; with a fragment every section is laid out and the page lands on it", async ({ page }) => {
    const visibility = () => page.locator(".page-section").evaluateAll((sections) => sections.map((section) => getComputedStyle(section).contentVisibility));
    await page.goto("/", { waitUntil: "load" });
    const onHome = await visibility();
    expect(onHome.length).toBeGreaterThan(3);
    expect(new Set(onHome)).toEqual(new Set(["auto"]));

    await page.goto("/join#apply", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    expect(new Set(await visibility())).toEqual(new Set(["visible"]));
    // Where the page puts a target: the header's room (scroll-padding) and the section's own margin.
    const offBy = () =>
      page.locator("#apply").evaluate((element) => {
        const wanted = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(element).scrollMarginTop);
        return Math.abs(element.getBoundingClientRect().top - wanted);
      });
    await expect.poll(offBy, { timeout: 10_000 }).toBeLessThanOrEqual(2);
  });
});
