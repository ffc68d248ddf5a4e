import { test as base, expect, type CDPSession, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * What Chromium itself logs as an error that is no fault of the page:
 * - every non-OK response (tests that provoke them assert on the page instead);
 * - a cross-document view transition it skipped (app.css `@view-transition`) because the next page was
 *   revealed before the old one's snapshot was taken, as happens on a busy machine: the visitor simply
 *   gets the next page without the cross-fade. No script of ours starts a view transition.
 */
const browserNotices = [/^Failed to load resource/, /^(InvalidStateError: )?Transition was aborted because of invalid state\. Page already revealed/];
const isBrowserNotice = (text: string) => browserNotices.some((notice) => notice.test(text));

/** Fails the calling test on any console error, page error or request to another host. */
function watchPage(page: Page, origin: string, errors: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" && !isBrowserNotice(message.text())) errors.push(message.text());
  });
  // The skipped view transition's notice can also come as the rejection of the transition's own promise.
  page.on("pageerror", (error) => {
    if (!isBrowserNotice(error.message)) errors.push(error.message);
  });
  page.on("request", (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) errors.push(`third-party request: ${url}`);
  });
}

/** In every document of the shared page, from its start: the layout shifts not caused by input. */
function recordLayoutShifts() {
  const shifts: number[] = [];
  (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** The layout shifts recorded so far in the shared page's current document. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window as unknown as { __layoutShifts: number[] }).__layoutShifts]);
}

const defaultBaseURL = "http://127.0.0.1:3000";

/** The worker's shared page, made on first use, and the errors its current test has caused. */
type WorkerPage = { page?: Page; cdp?: CDPSession; errors: string[] };

/**
 * Every end-to-end test that opens a page fails on any console error, page error or request to another
 * host (the site makes no third-party requests). The watch wraps `page` itself, so a test that only
 * sends requests opens no browser page at all.
 *
 * `sharedPage` is for tests that only load a public page and read it (the per-route checks): one
 * browser page per worker, reused from test to test, instead of a new context and page each time
 * (~0.5 s each on a 2-core machine), and axe-core, compiled once per renderer, is then found in V8's
 * cache on the next document. Each document records its layout shifts from its start (`layoutShifts`);
 * with `firstVisit` the HTTP cache is off, so fonts and styles arrive as on a visitor's first visit.
 */
export const test = base.extend<{ consoleErrors: string[]; sharedPage: Page; sharedPageErrors: string[]; firstVisit: boolean }, { workerPage: WorkerPage }>({
  // With `test.use({ firstVisit: true })` the shared page loads every route with its HTTP cache off.
  firstVisit: [false, { option: true }],
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, baseURL, consoleErrors }, use) => {
    watchPage(page, new URL(baseURL ?? defaultBaseURL).origin, consoleErrors);
    await use(page);
    expect(consoleErrors, "console errors or third-party requests").toEqual([]);
  },
  workerPage: [
    async ({}, use) => {
      const holder: WorkerPage = { errors: [] };
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: "worker" },
  ],
  sharedPage: async ({ workerPage, browser, viewport, firstVisit, reducedMotion, colorScheme, javaScriptEnabled }, use, testInfo) => {
    // Options that belong to a context cannot change on a page that outlives the test.
    if (javaScriptEnabled === false) throw new Error("sharedPage always runs JavaScript: use page for a test with javaScriptEnabled: false");
    const baseURL = (testInfo.project.use.baseURL as string | undefined) ?? defaultBaseURL;
    if (!workerPage.page || workerPage.page.isClosed()) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      watchPage(page, new URL(baseURL).origin, workerPage.errors);
      await context.addInitScript(recordLayoutShifts);
      workerPage.cdp = await context.newCDPSession(page);
      await workerPage.cdp.send("Network.enable");
      workerPage.page = page;
    }
    const page = workerPage.page;
    await workerPage.cdp?.send("Network.setCacheDisabled", { cacheDisabled: firstVisit });
    if (viewport) await page.setViewportSize(viewport);
    // What the last test emulated is undone (null: the browser's own value).
    await page.emulateMedia({ media: null, reducedMotion: reducedMotion ?? null, colorScheme: colorScheme ?? null });
    workerPage.errors.length = 0;
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("screenshot", { body: await page.screenshot().catch(() => Buffer.from("")), contentType: "image/png" });
    }
    const errors = workerPage.errors.splice(0);
    expect(errors, "console errors or third-party requests").toEqual([]);
  },
  // What the shared page's watch has recorded in this test, which its end checks is empty (as
  // `consoleErrors` is for `page`): harness.spec.ts reads it to see the watch work without failing a test.
  sharedPageErrors: async ({ sharedPage, workerPage }, use) => {
    void sharedPage;
    await use(workerPage.errors);
  },
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
  return page.evaluate(async (options) => (await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options)).violations, {
    runOnly,
    resultTypes: ["violations"],
  } satisfies RunOptions);
}

/** axe-core on the current page: no serious or critical WCAG 2.x A/AA violation. */
export async function expectAccessible(page: Page) {
  const violations = await runAxe(page, { type: "tag", values: wcagTags });
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
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
