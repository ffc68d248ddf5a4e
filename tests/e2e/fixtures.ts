import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every end-to-end test gets a page that fails the test on any console error, page error or
 * request to another host (the site makes no third-party requests).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const origin = new URL(baseURL ?? "http://127.0.0.1:3000").origin;
      page.on("console", (message) => {
        // The browser logs every non-OK response; tests that provoke them assert on the page instead.
        if (message.type() === "error" && !/^Failed to load resource/.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("request", (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) errors.push(`third-party request: ${url}`);
      });
      await use(errors);
      expect(errors, "console errors or third-party requests").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core on the current page: no serious or critical WCAG 2.x A/AA violation. */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe in the page itself instead of opening a blank page to merge per-frame
  // results: the site has no frames (its CSP default-src 'none' forbids them), and it is two to three times faster
  // (a home page check took 7-9 s otherwise, and timed out on a busy machine).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/**
 * Fake timers, paused before the page loads: time moves only through `page.clock.runFor()`.
 * (`clock.install()` alone lets fake time flow with real time, which races a busy machine.)
 */
export async function installPausedClock(page: Page) {
  const start = new Date("2025-06-01T10:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Waits until an island's JavaScript has run (`data-island-ready`, set by app/islands/start.ts). It
 * scrolls the island into view first, so an island that starts when visible does start.
 */
export async function islandReady(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`).first();
  // A React island's marker is display: contents (no box of its own): scroll its first child instead.
  await island.evaluate((element) => (element.getClientRects().length ? element : element.firstElementChild)?.scrollIntoView({ block: "center" }));
  await expect(island).toHaveAttribute("data-island-ready", "");
}
