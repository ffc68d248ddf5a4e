import type { Page } from "@playwright/test";
import {
  divisionNames,
  documentTitle,
  featuredDivisions,
  homeCta,
  homeHero,
  homeMission,
  homeNumbers,
  homeTestimonials,
  homeTiming,
  hrefFrom,
  quickLinks,
  site,
  testimonials,
} from "../support/site-content";
import { expect, expectAccessible, installPausedClock, islandReady, test } from "./fixtures";

const reviewCount = testimonials.length;
const autoAdvanceMs = homeTiming.testimonialAutoAdvanceMs;
/** Long enough for the carousel to have advanced twice, had it been running. */
const pausedLongEnoughMs = autoAdvanceMs * 2 + 2000;

function carousel(page: Page) {
  return page.getByRole("region", { name: homeTestimonials.label });
}

/** The carousel's island starts when it comes into view; its controls are enabled then. */
async function openHome(page: Page) {
  await page.goto("/");
  await islandReady(page, "testimonials-carousel");
  await expect(carousel(page).getByRole("button", { name: "Next review" })).toBeEnabled();
}

async function expectReview(page: Page, n: number) {
  await expect(carousel(page).getByText(`Review ${n} of ${reviewCount}`)).toBeVisible();
  await expect(carousel(page).getByText(testimonials[n - 1]!.name, { exact: true })).toBeVisible();
}

/** The review that comes `steps` after review `n` (1-based), wrapping around. */
const reviewAfter = (n: number, steps: number) => ((((n - 1 + steps) % reviewCount) + reviewCount) % reviewCount) + 1;

test.describe("home page", () => {
  test("hero, quick links, figures, featured divisions, mission and call to action", async ({ sharedPage: page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(documentTitle("/"));
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
    for (const action of homeHero.actions) await expect(main.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/"));

    const quick = page.getByRole("navigation", { name: "Quick links" });
    await expect(quick.getByRole("link")).toHaveCount(quickLinks.length);
    for (const link of quickLinks) await expect(quick.getByRole("link", { name: link.title, exact: true })).toHaveAttribute("href", link.href);

    const numbers = page.getByRole("region", { name: homeNumbers.title });
    await expect(numbers.getByRole("listitem")).toHaveCount(homeNumbers.stats.length);
    for (const stat of homeNumbers.stats) {
      await expect(numbers.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(numbers.getByText(stat.label, { exact: true })).toBeVisible();
    }

    const featured = page.getByRole("region", { name: featuredDivisions.title });
    await expect(featured.locator("[data-reveal] > li")).toHaveCount(featuredDivisions.divisions.length);
    const names = featuredDivisions.divisions.map((division) => divisionNames[division.id]);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(names);
    for (const name of names) {
      await expect(featured.getByRole("link", { name: `${featuredDivisions.learnMoreLabel} about ${name}` })).toHaveAttribute(
        "href",
        featuredDivisions.learnMoreHref,
      );
    }

    await expect(main.getByRole("link", { name: homeMission.link.label })).toHaveAttribute("href", hrefFrom(homeMission.link.href, "/"));
    for (const action of homeCta.actions)
      await expect(main.getByRole("link", { name: action.label }).last()).toHaveAttribute("href", hrefFrom(action.href, "/"));
  });

  test("server HTML shows the first review and Organization structured data", async ({ page, request }) => {
    const html = (await (await request.get("/")).text()).replace(/<!-- -->/g, "");
    expect(html).toContain(`Review 1 of ${reviewCount}`);
    expect(html).toContain(testimonials[0]!.name);

    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Organization");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      foundingDate: String(site.foundedYear),
    });
    expect(jsonLd.url).toMatch(/^https?:\/\//);
    expect(jsonLd.email).toContain("@");
    expect(jsonLd.sameAs).toEqual(site.social.map((link) => link.href));
  });

  test("carousel: next and previous wrap around, dots jump, stars are readable", async ({ sharedPage: page }) => {
    await openHome(page);
    const region = carousel(page);
    const next = region.getByRole("button", { name: "Next review" });
    const previous = region.getByRole("button", { name: "Previous review" });
    // Focus inside the carousel stops auto-advance, so the steps below are deterministic.
    await next.focus();

    const last = reviewCount;
    await region.getByRole("button", { name: `Show review ${last}` }).click();
    await expectReview(page, last);
    await expect(region.getByRole("button", { name: `Show review ${last}` })).toHaveAttribute("aria-current", "true");
    await next.click();
    await expectReview(page, 1);
    await expect(region.getByText(testimonials[last - 1]!.name, { exact: true })).toBeHidden();
    await previous.click();
    await expectReview(page, last);
    await previous.click();
    await expectReview(page, last - 1);

    const middle = Math.ceil(reviewCount / 2);
    await region.getByRole("button", { name: `Show review ${middle}` }).click();
    await expectReview(page, middle);
    await expect(region.getByRole("button", { name: `Show review ${middle}` })).toHaveAttribute("aria-current", "true");
    await expect(region.getByRole("button", { name: "Show review 1" })).not.toHaveAttribute("aria-current");

    // Every review is reachable: step once round the whole carousel with the keyboard.
    await next.focus();
    for (let step = 1; step <= reviewCount; step++) {
      await page.keyboard.press("Enter");
      await expectReview(page, reviewAfter(middle, step));
    }

    // Ratings: one image per review, read as its rating.
    for (const rating of new Set(testimonials.map((review) => review.rating))) {
      await expect(region.getByRole("img", { name: `Rated ${rating} out of 5`, includeHidden: true })).toHaveCount(
        testimonials.filter((review) => review.rating === rating).length,
      );
    }
    // The visitor navigated (carousel not rotating), so changes are announced.
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");
  });

  test("carousel auto-advances on its interval without announcing, and the pause control stops it", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    const region = carousel(page);
    await expectReview(page, 1);
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(autoAdvanceMs);
    await expectReview(page, 2);

    const pause = region.getByRole("button", { name: "Pause testimonials" });
    await pause.click();
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await region.getByRole("button", { name: "Play testimonials" }).evaluate((button) => (button as HTMLElement).blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(pausedLongEnoughMs);
    await expectReview(page, 2);

    await region.getByRole("button", { name: "Play testimonials" }).click();
    await region.getByRole("button", { name: "Pause testimonials" }).evaluate((button) => (button as HTMLElement).blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(autoAdvanceMs);
    await expectReview(page, 3);
  });

  test("carousel pauses while hovered or focused", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    const region = carousel(page);
    await expectReview(page, 1);

    await region.getByText(`Review 1 of ${reviewCount}`).hover();
    await page.clock.runFor(pausedLongEnoughMs);
    await expectReview(page, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(autoAdvanceMs);
    await expectReview(page, 2);

    await region.getByRole("button", { name: "Show review 3" }).focus();
    await page.clock.runFor(pausedLongEnoughMs);
    await expectReview(page, 2);
    await region.getByRole("button", { name: "Show review 3" }).evaluate((button) => (button as HTMLElement).blur());
    await page.clock.runFor(autoAdvanceMs);
    await expectReview(page, 3);
  });

  test("particle field: hidden decorative particles, placed anew on their interval, no layout shift", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    // The particles' island starts when the browser is idle.
    await page.clock.runFor(2000);
    const field = page.locator("[data-particle-field]");
    await expect(field).toHaveAttribute("aria-hidden", "true");
    await expect(field).toHaveCSS("pointer-events", "none");
    await expect(field).toHaveCSS("position", "absolute");
    const particles = field.locator("[data-particle]");
    await expect(particles).toHaveCount(homeTiming.particleCount);

    const before = await particles.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.left).join());
    const carouselBox = await carousel(page).boundingBox();
    await page.clock.runFor(homeTiming.particleRegenerateMs);
    await expect(particles).toHaveCount(homeTiming.particleCount);
    await expect.poll(() => particles.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.left).join())).not.toBe(before);

    // Reviews later, the carousel is the same size and nothing has shifted.
    expect((await carousel(page).boundingBox())?.height).toBe(carouselBox?.height);
    await page.clock.resume(); // the observer's time limit below needs a running clock
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThan(0.1);
  });

  test("passes axe", async ({ sharedPage: page }) => {
    await openHome(page);
    await expectAccessible(page);
  });

  test("at 390 px the carousel's dots sit on one line, each a target of at least 24 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const dots = carousel(page).getByRole("button", { name: /^Show review \d+$/ });
    await expect(dots).toHaveCount(reviewCount);
    const boxes = await dots.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect()).map(({ top, width, height }) => ({ top, width, height })),
    );
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, "rows of dots").toBe(1);
    for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("home page with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("shows all content, no particles and no auto-advance", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    const region = carousel(page);
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await expect(page.locator("[data-particle-field]")).toBeHidden();
    await expect(page.locator("[data-particle]")).toHaveCount(0);

    await page.clock.runFor(pausedLongEnoughMs);
    await expectReview(page, 1);

    const cards = page.getByRole("region", { name: featuredDivisions.title }).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(featuredDivisions.divisions.length);
    await cards.first().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");

    // The visitor can still move through the reviews, and choose to start rotation.
    await region.getByRole("button", { name: "Next review" }).click();
    await expectReview(page, 2);
    await page.clock.resume(); // axe-core needs running timers
    await expectAccessible(page);
  });
});
