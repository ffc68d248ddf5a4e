import type { Page } from "@playwright/test";
import { expect, expectAccessible, installPausedClock, islandReady, test } from "./fixtures";

const testimonialNames = [
  "Maya Okafor",
  "Daniel Reyes",
  "Priya Natarajan",
  "Tomás Lindqvist",
  "Aisha Bello",
  "Marcus Chen",
  "Elena Petrova",
  "James Whitaker",
];

function carousel(page: Page) {
  return page.getByRole("region", { name: "Client testimonials" });
}

/** The carousel's island starts when it comes into view; its controls are enabled then. */
async function openHome(page: Page) {
  await page.goto("/");
  await islandReady(page, "testimonials-carousel");
  await expect(carousel(page).getByRole("button", { name: "Next review" })).toBeEnabled();
}

async function expectReview(page: Page, n: number) {
  await expect(carousel(page).getByText(`Review ${n} of 8`)).toBeVisible();
  await expect(carousel(page).getByText(testimonialNames[n - 1]!, { exact: true })).toBeVisible();
}

test.describe("home page", () => {
  test("hero, quick links, figures, featured divisions, mission and call to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Vesper | Building the Future of Tech");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building the Future of Tech. One Division at a Time.");
    await expect(main.getByRole("link", { name: "Explore Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");

    const quick = page.getByRole("navigation", { name: "Quick links" });
    for (const [name, href] of [["About", "/about"], ["Services", "/services"], ["Labs", "/projects"], ["Team", "/team"]]) {
      await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }

    const numbers = page.getByRole("region", { name: "By the Numbers" });
    for (const text of ["9", "Specialised Divisions", "50+", "Active Projects", "24/7", "Global Operations", "100%", "Success Rate"]) {
      await expect(numbers.getByText(text, { exact: true })).toBeVisible();
    }

    const featured = page.getByRole("region", { name: "Where the Work Happens" });
    await expect(featured.locator("[data-reveal] > li")).toHaveCount(3);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveCount(3);
    for (const name of ["VesperGuard", "Nexus", "VesperGames"]) {
      await expect(featured.getByRole("heading", { level: 3, name })).toBeVisible();
      await expect(featured.getByRole("link", { name: `Learn More about ${name}` })).toHaveAttribute("href", "/divisions");
    }

    await expect(main.getByRole("link", { name: "Read Our Mission" })).toHaveAttribute("href", "/mission");
    await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");
  });

  test("server HTML shows the first review and Organization structured data", async ({ page, request }) => {
    const html = (await (await request.get("/")).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Review 1 of 8");
    expect(html).toContain("Maya Okafor");

    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Organization");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Vesper",
      foundingDate: "2025",
    });
    expect(jsonLd.url).toMatch(/^https?:\/\//);
    expect(jsonLd.email).toContain("@");
    expect(jsonLd.sameAs).toHaveLength(3);
  });

  test("carousel: next and previous wrap around, dots jump, stars are readable", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    const next = region.getByRole("button", { name: "Next review" });
    const previous = region.getByRole("button", { name: "Previous review" });
    // Focus inside the carousel stops auto-advance, so the steps below are deterministic.
    await next.focus();

    await region.getByRole("button", { name: "Show review 8" }).click();
    await expectReview(page, 8);
    await expect(region.getByRole("button", { name: "Show review 8" })).toHaveAttribute("aria-current", "true");
    await next.click();
    await expectReview(page, 1);
    await expect(region.getByText(testimonialNames[7]!, { exact: true })).toBeHidden();
    await previous.click();
    await expectReview(page, 8);
    await previous.click();
    await expectReview(page, 7);

    await region.getByRole("button", { name: "Show review 5" }).click();
    await expectReview(page, 5);
    await expect(region.getByRole("button", { name: "Show review 5" })).toHaveAttribute("aria-current", "true");
    await expect(region.getByRole("button", { name: "Show review 1" })).not.toHaveAttribute("aria-current");

    // Every review is reachable: step through all eight with the keyboard.
    await next.focus();
    for (let n = 6; n <= 13; n++) {
      await page.keyboard.press("Enter");
      await expectReview(page, ((n - 1) % 8) + 1);
    }

    // Ratings: most 5, two 4, as one image each.
    await expect(region.getByRole("img", { name: "Rated 5 out of 5", includeHidden: true })).toHaveCount(6);
    await expect(region.getByRole("img", { name: "Rated 4 out of 5", includeHidden: true })).toHaveCount(2);
    // The visitor navigated (carousel not rotating), so changes are announced.
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");
  });

  test("carousel auto-advances every 5 s without announcing, and the pause control stops it", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    const region = carousel(page);
    await expectReview(page, 1);
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(5000);
    await expectReview(page, 2);

    const pause = region.getByRole("button", { name: "Pause testimonials" });
    await pause.click();
    await expect(region.getByRole("button", { name: "Play testimonials" })).toBeVisible();
    await region.getByRole("button", { name: "Play testimonials" }).evaluate((button) => (button as HTMLElement).blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(12_000);
    await expectReview(page, 2);

    await region.getByRole("button", { name: "Play testimonials" }).click();
    await region.getByRole("button", { name: "Pause testimonials" }).evaluate((button) => (button as HTMLElement).blur());
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expectReview(page, 3);
  });

  test("carousel pauses while hovered or focused", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    const region = carousel(page);
    await expectReview(page, 1);

    await region.getByText("Review 1 of 8").hover();
    await page.clock.runFor(12_000);
    await expectReview(page, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expectReview(page, 2);

    await region.getByRole("button", { name: "Show review 3" }).focus();
    await page.clock.runFor(12_000);
    await expectReview(page, 2);
    await region.getByRole("button", { name: "Show review 3" }).evaluate((button) => (button as HTMLElement).blur());
    await page.clock.runFor(5000);
    await expectReview(page, 3);
  });

  test("particle field: 30 hidden decorative particles, regenerated every 15 s, no layout shift", async ({ page }) => {
    await installPausedClock(page);
    await openHome(page);
    // The particles' island starts when the browser is idle.
    await page.clock.runFor(2000);
    const field = page.locator("[data-particle-field]");
    await expect(field).toHaveAttribute("aria-hidden", "true");
    await expect(field).toHaveCSS("pointer-events", "none");
    await expect(field).toHaveCSS("position", "absolute");
    const particles = field.locator("[data-particle]");
    await expect(particles).toHaveCount(30);

    const before = await particles.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.left).join());
    const carouselBox = await carousel(page).boundingBox();
    await page.clock.runFor(15_000);
    await expect(particles).toHaveCount(30);
    await expect
      .poll(() => particles.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.left).join()))
      .not.toBe(before);

    // Three reviews later, the carousel is the same size and nothing has shifted.
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

  test("passes axe", async ({ page }) => {
    await openHome(page);
    await expectAccessible(page);
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

    await page.clock.runFor(12_000);
    await expectReview(page, 1);

    const cards = page.getByRole("region", { name: "Where the Work Happens" }).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");

    // The visitor can still move through the reviews, and choose to start rotation.
    await region.getByRole("button", { name: "Next review" }).click();
    await expectReview(page, 2);
    await page.clock.resume(); // axe-core needs running timers
    await expectAccessible(page);
  });
});
