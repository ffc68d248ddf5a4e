import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import fs from "node:fs";
import { createRequire } from "node:module";

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

// axe-core's source, read once per worker. It is sent to the page once per document: the @axe-core/playwright
// builder sent its 650 KB twice per check (plus a configure step), ~1 s of the browser's time per check.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core run in the page itself, on the whole document, reporting only violations. The site has no
 * frames (its CSP default-src 'none' forbids them), so nothing needs merging across frames.
 */
export async function runAxe(page: Page, runOnly: RunOptions["runOnly"]): Promise<AxeResults["violations"]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    async (options) => (await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options)).violations,
    { runOnly, resultTypes: ["violations"] } satisfies RunOptions,
  );
}

/** axe-core on the current page: no serious or critical WCAG 2.x A/AA violation. */
export async function expectAccessible(page: Page) {
  const violations = await runAxe(page, { type: "tag", values: wcagTags });
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
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
