import { allPagePaths } from "../../app/lib/site-paths";
import { expect, test } from "./fixtures";

// Issue "HTML-first delivery": nothing moves while a page loads — not the web fonts' swap (the fallback
// faces carry their metrics), not the stylesheet arriving after the inline critical CSS, not an island.
test.describe("layout shift at a phone's size", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [...allPagePaths, "/this-page-does-not-exist"]) {
    test(`${path}: CLS ≤ 0.01 once fonts and styles have loaded`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames after the fonts and the full stylesheet, so any shift they cause is recorded.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.waitForTimeout(300);
      const fonts = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family));
      expect(fonts, "the web fonts loaded").toEqual(expect.arrayContaining(["Space Grotesk Variable", "JetBrains Mono Variable"]));
      const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      expect(cls).toBeLessThanOrEqual(0.01);
    });
  }
});
