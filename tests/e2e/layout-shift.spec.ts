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

// Nothing on a long page is laid out at a guessed height (no `content-visibility: auto`): a jump far
// down — the End key, a scrollbar dragged, a fragment, a link focused with Tab — lands where it was
// aimed, and the page does not shift under the pointer a frame later as sections get their real height.
test.describe("a jump far down a long page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The jump an end-to-end click makes (Playwright scrolls its target into view, then presses at the
  // point it measured): with sections at a guessed height, two loads in three shifted the division
  // page's last link by 111 px a frame later, and the click landed beside it. Four fresh loads a page.
  const farLinks = [
    ["/", "Explore Services"],
    ["/divisions/vesperlegal", "Start a Project"],
    ["/services/web", "Start Your Project"],
    ["/about", "Meet the Team"],
  ] as const;
  for (const [path, name] of farLinks) {
    test(`${path}: its last "${name}" keeps its place in the frames after the jump, without JavaScript`, async ({ browser, baseURL }) => {
      for (let load = 0; load < 4; load++) {
        const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "load" });
        const link = page.getByRole("main").getByRole("link", { name }).last();
        await link.scrollIntoViewIfNeeded();
        const aimed = (await link.boundingBox())?.y;
        await page.waitForTimeout(300);
        expect((await link.boundingBox())?.y, `load ${load + 1}`).toBeCloseTo(aimed ?? Number.NaN, 0);
        await context.close();
      }
    });
  }

  test("with a fragment the page lands on its target", async ({ page }) => {
    await page.goto("/join#apply", { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    // Where the page puts a target: the header's room (scroll-padding) and the section's own margin.
    const offBy = () =>
      page.locator("#apply").evaluate((element) => {
        const wanted = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(element).scrollMarginTop);
        return Math.abs(element.getBoundingClientRect().top - wanted);
      });
    await expect.poll(offBy, { timeout: 10_000 }).toBeLessThanOrEqual(2);
  });
});
