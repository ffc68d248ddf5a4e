import type { Page } from "@playwright/test";
import { expect, expectAccessible, layoutShifts, runAxe, test } from "./fixtures";

// The fixtures every other spec leans on (fixtures.ts). Each check here fails if its fixture stops
// watching: a console error, a third-party request, a layout shift or an accessibility violation that
// the harness no longer sees would let a broken page pass everywhere else.

/** An image with no text alternative, added to the page's main content: a WCAG A violation. */
async function addImageWithoutAlt(page: Page) {
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    image.id = "no-alt";
    document.querySelector("main")?.append(image);
  });
}

test.describe("axe-core sees the page as it is now", () => {
  test("a violation added after a first check, in the same document", async ({ page }) => {
    await page.goto("/about");
    await expectAccessible(page);
    // axe is already in this document: the second check must still see the page as it is now.
    await addImageWithoutAlt(page);
    const violations = await runAxe(page, { type: "tag", values: ["wcag2a"] });
    expect(violations.map((v) => [v.id, v.impact, v.nodes.map((n) => n.target.join(" "))])).toContainEqual(["image-alt", "critical", ["#no-alt"]]);
  });
});

test.describe("a page's console and requests are watched", () => {
  // Each fixture ends its test with `expect(errors).toEqual([])` over the list its watch fills. These read
  // that list (and empty it), so the watch is proven without a test that must fail: a run that passes
  // prints no failure, expected or not.
  test("a console error is recorded for the test that opened the page", async ({ page, consoleErrors }) => {
    await page.goto("/about");
    await page.evaluate(() => console.error("boom from the page"));
    await expect.poll(() => [...consoleErrors]).toEqual(["boom from the page"]);
    consoleErrors.length = 0;
  });

  test("a console error is recorded for the test on the shared page", async ({ sharedPage, sharedPageErrors }) => {
    await sharedPage.goto("/about");
    await sharedPage.evaluate(() => console.error("boom from the shared page"));
    await expect.poll(() => [...sharedPageErrors]).toEqual(["boom from the shared page"]);
    sharedPageErrors.length = 0;
  });

  test("Chromium's notice of a view transition it skipped is not a page's error; an error beside it still is", async ({ page, consoleErrors }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      console.error("Transition was aborted because of invalid state. Page already revealed");
      console.error("Transition failed in our own code");
    });
    await expect.poll(() => [...consoleErrors]).toEqual(["Transition failed in our own code"]);
    consoleErrors.length = 0;
  });

  test("a request to another host is recorded", async ({ sharedPage, sharedPageErrors }) => {
    await sharedPage.goto("/about");
    // The site's CSP refuses it; the attempt alone is what the watch reports.
    await sharedPage.evaluate(() => {
      const image = document.createElement("img");
      image.src = "https://third-party.invalid/pixel.png";
      document.body.append(image);
    });
    await expect
      .poll(() => sharedPageErrors.filter((error) => error.startsWith("third-party request:")))
      .toEqual(["third-party request: https://third-party.invalid/pixel.png"]);
    sharedPageErrors.length = 0;
  });

  test("the shared page starts each test with no error left from the last", async ({ sharedPage }) => {
    await sharedPage.goto("/mission");
    await expect(sharedPage.locator("h1")).toHaveCount(1);
  });
});

test.describe("the shared page", () => {
  test("records a layout shift in each new document, from its start", async ({ sharedPage }) => {
    await sharedPage.goto("/about", { waitUntil: "load" });
    // Only what moves after a frame has been painted counts as a shift: on a busy machine `load` can come
    // before the first paint, and a block added then moved nothing anyone saw (CI saw 0 here once).
    await expect.poll(() => sharedPage.evaluate(() => performance.getEntriesByType("paint").length)).toBeGreaterThan(0);
    await sharedPage.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // A block pushed in above the content, with no input: everything below it moves.
    await sharedPage.evaluate(async () => {
      const block = document.createElement("div");
      block.style.height = "300px";
      document.querySelector("main")?.prepend(block);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await expect.poll(async () => (await layoutShifts(sharedPage)).reduce((sum, value) => sum + value, 0)).toBeGreaterThan(0.05);
    // The next document starts with none of them.
    await sharedPage.goto("/mission", { waitUntil: "load" });
    expect((await layoutShifts(sharedPage)).reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
  });

  test("checks each new document with axe, not the one before", async ({ sharedPage }) => {
    await sharedPage.goto("/about");
    await expectAccessible(sharedPage);
    await sharedPage.goto("/mission");
    await addImageWithoutAlt(sharedPage);
    const violations = await runAxe(sharedPage, { type: "tag", values: ["wcag2a"] });
    expect(violations.map((v) => [v.id, v.impact, v.nodes.map((n) => n.target.join(" "))])).toContainEqual(["image-alt", "critical", ["#no-alt"]]);
  });

  test.describe("as on a first visit", () => {
    test.use({ firstVisit: true });

    test("loads every route with no HTTP cache", async ({ sharedPage }) => {
      await sharedPage.goto("/about", { waitUntil: "load" });
      await sharedPage.goto("/mission", { waitUntil: "load" });
      await sharedPage.evaluate(() => document.fonts.ready);
      // The stylesheet and the fonts the last page loaded (served as immutable) come from the server again:
      // bytes were transferred for each (a cached resource reports a transfer size of 0).
      const transferred = await sharedPage.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/.+\.(css|woff2)$/.test(entry.name))
          .map((entry) => [entry.name.split("/").pop()?.split("-")[0] ?? "", entry.transferSize] as const),
      );
      expect(transferred.length).toBeGreaterThanOrEqual(2);
      for (const [name, size] of transferred) expect(size, name).toBeGreaterThan(0);
    });
  });
});
