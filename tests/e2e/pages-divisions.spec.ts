import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const divisions = [
  { id: "vesperguard", name: "VesperGuard", subtitle: "Takedowns, DMCA Protection & Legal Operations", status: null, caseStudy: true },
  { id: "noxgpt", name: "NoxGPT", subtitle: "Uncensored Conversational AI", status: "Launching Summer 2025", caseStudy: false },
  { id: "nexus", name: "Nexus", subtitle: "AI Research Lab", status: "Launching Summer 2025", caseStudy: true },
  { id: "nexila", name: "Nexila", subtitle: "Proprietary Enterprise Language Model", status: "Launching 2026", caseStudy: false },
  { id: "vespergames", name: "VesperGames", subtitle: "Games for Platforms and Engines", status: null, caseStudy: true },
  { id: "viad", name: "VIAD", subtitle: "Business & Project Management", status: null, caseStudy: true },
  { id: "vesperlegal", name: "VesperLegal", subtitle: "Contracts, IP Filing & Compliance", status: null, caseStudy: true },
  { id: "vesperholdings", name: "Vesper Holdings", subtitle: "Investment Arm", status: null, caseStudy: true },
  { id: "vcomm", name: "VComm", subtitle: "Community, PR & Outreach", status: null, caseStudy: true },
] as const;

const statusColours = { Active: "text-ok", Completed: "text-sky-300", "In Development": "text-warn", Planned: "text-warn", Beta: "text-warn" };

function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

test.describe("divisions list", () => {
  test("nine cards in spec order, each with its Learn More link and badge, and the closing buttons", async ({ page }) => {
    const response = await page.goto("/divisions");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Our Divisions | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Divisions");

    const list = page.getByRole("list", { name: "All divisions" });
    const cards = list.locator(":scope > li");
    await expect(cards).toHaveCount(9);
    // Each card's name is a level-2 heading right under the page's <h1>: no level is skipped.
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(divisions.map((d) => d.name));

    for (const [index, division] of divisions.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(division.name);
      await expect(card.getByText(division.subtitle, { exact: true })).toBeVisible();
      await expect(card.locator("svg[aria-hidden='true']").first()).toBeAttached();
      const link = card.getByRole("link", { name: `Learn More about ${division.name}` });
      await expect(link).toHaveAttribute("href", `/divisions/${division.id}`);
      if (division.status) await expect(card.getByText(division.status, { exact: true })).toBeVisible();
      else await expect(card.getByText(/^Launching/)).toHaveCount(0);
    }
    await expect(list.getByText("Launching Summer 2025", { exact: true })).toHaveCount(2);
    await expect(list.getByText("Launching 2026", { exact: true })).toHaveCount(1);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");
  });

  test("headings descend one level at a time (axe heading-order, which Lighthouse's accessibility score counts)", async ({ page }) => {
    await page.goto("/divisions");
    const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });

  test("cards reveal 150 ms apart when scrolled into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/divisions");
    const list = page.getByRole("list", { name: "All divisions" });
    // Below the fold after hydration: the list waits for the scroll, each card delayed 150 ms more.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    const delays = await list.locator(":scope > li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
    expect(delays).toEqual(Array.from({ length: 9 }, (_, i) => `${i * 150}ms`));
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expect(list.getByRole("heading", { name: "VComm" })).toBeVisible();
  });

  test("cards are visible at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/divisions");
    const list = page.getByRole("list", { name: "All divisions" });
    await expect(list).toHaveAttribute("data-reveal", "");
    await list.locator(":scope > li").last().scrollIntoViewIfNeeded();
    await expect(list.locator(":scope > li").last()).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });

  test("Learn More opens the division's page", async ({ page }) => {
    await page.goto("/divisions");
    await page.getByRole("link", { name: "Learn More about VesperLegal" }).click();
    await expect(page).toHaveURL(/\/divisions\/vesperlegal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VesperLegal");
  });

  test("server HTML carries all nine cards", async ({ request }) => {
    const html = (await (await request.get("/divisions")).text()).replace(/<!-- -->/g, "");
    for (const division of divisions) {
      expect(html).toContain(`href="/divisions/${division.id}"`);
      expect(html).toContain(division.subtitle.replace(/&/g, "&amp;"));
    }
    expect(html).toContain("Launching Summer 2025");
    expect(html).toContain("Launching 2026");
  });
});

test.describe("division detail", () => {
  for (const division of divisions) {
    test(`/divisions/${division.id} shows every section and the call to action`, async ({ page }) => {
      const response = await page.goto(`/divisions/${division.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(division.name);
      const main = page.getByRole("main");
      await expect(main.getByText(division.subtitle, { exact: true }).first()).toBeVisible();
      if (division.status) await expect(main.getByText(division.status, { exact: true })).toBeVisible();
      else await expect(main.getByText(/^Launching/)).toHaveCount(0);

      // Achievement figures: a big figure and its label per item.
      const figures = region(page, "By the Numbers").getByRole("listitem");
      expect(await figures.count()).toBeGreaterThanOrEqual(3);
      for (const item of await figures.all()) await expect(item.locator("p")).toHaveCount(2);

      expect(await region(page, "Key Services").getByRole("listitem").count()).toBeGreaterThanOrEqual(4);

      const projects = region(page, "Recent Projects").locator("[data-reveal] > li");
      expect(await projects.count()).toBeGreaterThanOrEqual(3);
      for (const project of await projects.all()) {
        await expect(project.getByRole("heading", { level: 3 })).toBeVisible();
        await expect(project.getByText(/^Timeline:/)).toBeAttached();
        const badge = project.getByText(/^(Active|Completed|In Development|Planned|Beta)$/);
        await expect(badge).toHaveCount(1);
        const label = (await badge.textContent()) as keyof typeof statusColours;
        await expect(badge).toHaveClass(new RegExp(statusColours[label]));
      }

      const caseStudy = region(page, "Case Study");
      if (division.caseStudy) {
        await expect(caseStudy.getByRole("heading", { level: 3 })).toBeVisible();
        for (const part of ["The Challenge", "Our Solution", "The Result"]) {
          await expect(caseStudy.getByRole("heading", { level: 4, name: part })).toBeVisible();
        }
      } else {
        await expect(caseStudy).toHaveCount(0);
      }

      expect(await region(page, "Technologies & Tools").getByRole("listitem").count()).toBeGreaterThanOrEqual(5);

      const cta = region(page, `Work with ${division.name}`);
      await expect(cta.getByRole("link", { name: "Start a Project" })).toHaveAttribute("href", "/contact");
      await expect(cta.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");

      // Headings in order: one h1, then h2 sections.
      const levels = await main.locator("h1, h2, h3, h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  }

  test("project status badges: active green, completed blue, anything else yellow", async ({ page }) => {
    await page.goto("/divisions/noxgpt");
    const projects = region(page, "Recent Projects");
    await expect(projects.getByText("Beta", { exact: true })).toHaveClass(/text-warn/);
    await expect(projects.getByText("In Development", { exact: true })).toHaveClass(/text-warn/);
    await expect(projects.getByText("Completed", { exact: true })).toHaveClass(/text-sky-300/);
    await page.goto("/divisions/vesperguard");
    await expect(region(page, "Recent Projects").getByText("Active", { exact: true })).toHaveClass(/text-ok/);
  });

  test("NoxGPT presents its three tiers and the 18+ rule", async ({ page }) => {
    await page.goto("/divisions/noxgpt");
    const access = region(page, "Three Tiers, One Rule");
    const tiers = access.getByRole("list").first().locator(":scope > li");
    await expect(tiers).toHaveCount(3);
    await expect(access.getByRole("heading", { level: 3 })).toHaveText(["Regular", "Unfiltered", "Uncensored"]);
    await expect(tiers.nth(0)).toContainText("Light filtering");
    await expect(tiers.nth(0)).not.toContainText("Additional age verification");
    await expect(tiers.nth(1)).toContainText("Minimal restrictions");
    await expect(tiers.nth(1)).toContainText("Additional age verification");
    await expect(tiers.nth(2)).toContainText("Fully uncensored");
    await expect(tiers.nth(2)).toContainText("Additional age verification");
    await expect(tiers.nth(2)).toContainText("Signed responsible-use agreement");
    const note = access.getByRole("note", { name: "Age requirement" });
    await expect(note).toContainText("18+");
    await expect(note).toContainText("18 or older");
    await expect(note).toContainText("additional age verification");
    await expectAccessible(page);
  });

  test("achievements show the first word as the big figure and the rest as its label", async ({ page }) => {
    await page.goto("/divisions/vesperguard");
    const figures = region(page, "By the Numbers").getByRole("list", { name: "VesperGuard achievements" }).getByRole("listitem");
    await expect(figures).toHaveCount(4);
    await expect(figures.nth(0).locator("p")).toHaveText(["10K+", "assets protected"]);
    await expect(figures.nth(1).locator("p")).toHaveText(["99.8%", "takedown success rate"]);
    await page.goto("/divisions/vesperholdings");
    await expect(region(page, "By the Numbers").getByRole("listitem").nth(0).locator("p")).toHaveText(["300%", "portfolio returns"]);
  });

  test("only NoxGPT shows access tiers", async ({ page }) => {
    await page.goto("/divisions/nexila");
    await expect(region(page, "Three Tiers, One Rule")).toHaveCount(0);
  });

  test("ids are case-insensitive: /Divisions/NoxGPT shows NoxGPT", async ({ page }) => {
    const response = await page.goto("/Divisions/NoxGPT");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/divisions/noxgpt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("NoxGPT");
    await expect(page.getByText("Launching Summer 2025", { exact: true })).toBeVisible();
  });

  test("a mixed-case id finds the division at its canonical address", async ({ page }) => {
    await page.goto("/divisions/VComm");
    await expect(page).toHaveURL(/\/divisions\/vcomm$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VComm");
    await expect(page.getByRole("heading", { level: 2, name: "Work with VComm" })).toBeVisible();
  });

  test("an unknown id shows Division Not Found with 404 and a link back", async ({ page }) => {
    const response = await page.goto("/divisions/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Division Not Found");
    // The 404 status keeps it out of search results; it claims no canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const back = page.getByRole("main").getByRole("link", { name: "Back to Divisions" });
    await expect(back).toHaveAttribute("href", "/divisions");
    await expectAccessible(page);
    await back.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Divisions");
  });

  test("server HTML carries the whole division page", async ({ request }) => {
    const html = (await (await request.get("/divisions/noxgpt")).text()).replace(/<!-- -->/g, "");
    for (const text of [
      "<h1",
      "NoxGPT",
      "Uncensored Conversational AI",
      "Launching Summer 2025",
      "Key Services",
      "Recent Projects",
      "Technologies &amp; Tools",
      "Three Tiers, One Rule",
      "Light filtering",
      "Minimal restrictions",
      "Fully uncensored",
      "Signed responsible-use agreement",
      "18 or older",
      "Work with NoxGPT",
      'href="/contact"',
      'href="/join"',
    ]) {
      expect(html, text).toContain(text);
    }
    const guard = (await (await request.get("/divisions/vesperguard")).text()).replace(/<!-- -->/g, "");
    for (const text of ["Case Study", "The Challenge", "Our Solution", "The Result", "10K+", "assets protected", "Work with VesperGuard"]) {
      expect(guard, text).toContain(text);
    }
    const missing = await request.get("/divisions/nope");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Division Not Found");
  });
});
