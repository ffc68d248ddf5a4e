import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const founderSections = ["THE VISION", "WHY THIS MATTERS", "FAVORITE PROJECT", "THE JOURNEY CONTINUES"];
const achievements = [
  ["2025", "Founded Vesper"],
  ["2024", "AI Research"],
  ["2023", "Cybersecurity Specialization"],
  ["2022", "Full-Stack Development"],
];
const expertise = [
  ["Artificial Intelligence", "5+ implementations"],
  ["Cybersecurity", "20+ projects"],
  ["Full-Stack Development", "30+ applications"],
  ["Leadership", "Growing team of 8"],
];
const principles = ["Innovation Over Imitation", "Excellence as Standard", "Client Success First"];

const labs = [
  { title: "NoxGPT Language Model", progress: 75, href: "/divisions/noxgpt", status: "IN DEVELOPMENT", tone: "yellow" },
  { title: "VesperGames Studio", progress: 100, href: "/divisions/vespergames", status: "ACTIVE", tone: "green" },
  { title: "VesperGuard Protection", progress: 100, href: "/divisions/vesperguard", status: "ACTIVE", tone: "green" },
  { title: "Nexus Research Lab", progress: 90, href: "/divisions/nexus", status: "LAUNCHING SOON", tone: "yellow" },
  { title: "Web Platforms", progress: 100, href: "/services/web", status: "ACTIVE", tone: "green" },
  { title: "Custom Solutions", progress: 85, href: "/contact", status: "EXPANDING", tone: "cyan" },
];

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
}

async function expectFounderPage(page: Page) {
  await expect(page).toHaveTitle("Meet the Founder | Vesper");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/founder$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("MEET THE CEO");
  await expect(mainNav(page).getByRole("button", { name: "Company" })).toHaveAttribute("data-active", "");

  const main = page.getByRole("main");
  await expect(main.getByText("Elias Vance", { exact: true })).toBeVisible();
  await expect(main.getByText("Founder & Chief Executive Officer", { exact: true })).toBeVisible();

  // The portrait: a local image that actually loads, with alt text and its declared size.
  const portrait = main.getByRole("img", { name: /Elias Vance/ });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute("src", "/images/founder-portrait.svg");
  await expect(portrait).toHaveAttribute("width", "480");
  await expect(portrait).toHaveAttribute("height", "560");
  await expect.poll(() => portrait.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const stats = main.getByRole("list", { name: "Elias Vance in numbers" });
  for (const text of ["5+", "Years Experience", "25+", "Successful Projects"]) {
    await expect(stats.getByText(text, { exact: true })).toBeVisible();
  }

  for (const name of founderSections) {
    const region = page.getByRole("region", { name, exact: true });
    await expect(region).toBeVisible();
    await expect(region.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }

  const favorite = page.getByRole("region", { name: "FAVORITE PROJECT" });
  await expect(favorite.getByText("NoxGPT", { exact: true })).toBeVisible();
  await expect(favorite.getByText("Expected Summer 2025")).toBeVisible();
  await expect(favorite.getByText("18+", { exact: true })).toBeVisible();
  const tiers = favorite.getByRole("list", { name: /NoxGPT tiers, from safe to unfiltered/ }).getByRole("listitem");
  await expect(tiers).toHaveCount(3);
  await expect(tiers.getByRole("heading", { level: 3 })).toHaveText(["Regular", "Unfiltered", "Fully Uncensored"]);
  await expect(tiers.nth(0)).toContainText(/light filtering/i);
  await expect(tiers.nth(1)).toContainText(/minimal restrictions/i);
  await expect(tiers.nth(2)).toContainText(/age verification/i);
  await expect(tiers.nth(2)).toContainText(/responsible-use agreement/i);
  await expect(favorite.getByRole("link", { name: "Explore NoxGPT" })).toHaveAttribute("href", "/divisions/noxgpt");

  const timeline = page.getByRole("region", { name: "Key Achievements" }).getByRole("list", { name: "Key Achievements" });
  await expect(timeline).toHaveJSProperty("tagName", "OL");
  const entries = timeline.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  await expect(entries.locator("time")).toHaveText(achievements.map(([year]) => year!));
  await expect(entries.getByRole("heading", { level: 3 })).toHaveText(achievements.map(([, title]) => title!));

  const areas = page.getByRole("region", { name: "Areas of Expertise" }).getByRole("listitem");
  await expect(areas).toHaveCount(4);
  for (const [index, [area, figure]] of expertise.entries()) {
    await expect(areas.nth(index).getByRole("heading", { level: 3 })).toHaveText(area!);
    await expect(areas.nth(index)).toContainText(figure!);
  }

  const philosophy = page.getByRole("region", { name: "Leadership Philosophy" });
  await expect(philosophy.getByRole("heading", { level: 3 })).toHaveText(principles);

  const cta = page.getByRole("region", { name: "Start Your Project" });
  await expect(cta.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");
}

test.describe("founder page", () => {
  test("/founder shows the CEO, the story, NoxGPT, achievements, expertise, philosophy and the calls to action", async ({ page }) => {
    await page.goto("/founder");
    await expectFounderPage(page);
    await expectAccessible(page);
  });

  test("/leadership renders the same page with the canonical URL /founder", async ({ page, request }) => {
    const response = await page.goto("/leadership");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/leadership");
    await expectFounderPage(page);

    const founderMain = await serverHtml(request, "/founder");
    const leadershipMain = await serverHtml(request, "/leadership");
    const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
    expect(mainOf(leadershipMain)).toBeTruthy();
    expect(mainOf(leadershipMain)).toBe(mainOf(founderMain));
  });

  test("the menu's Meet the Founder link reaches the page", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toHaveAttribute("data-enhanced", "");
    await mainNav(page).getByRole("button", { name: "Company" }).hover();
    await mainNav(page).getByRole("link", { name: "Meet the Founder" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/leadership$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MEET THE CEO");
  });

  test("the whole page is in the server HTML", async ({ request }) => {
    for (const path of ["/founder", "/leadership"]) {
      const html = await serverHtml(request, path);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/founder"/);
      expect(html).toMatch(/<img[^>]+src="\/images\/founder-portrait.svg"[^>]+alt="Illustrated portrait of Elias Vance/);
      for (const text of [
        "MEET THE CEO",
        "Elias Vance",
        "Founder & Chief Executive Officer",
        "5+",
        "25+",
        ...founderSections,
        "NoxGPT",
        "Summer 2025",
        "Fully Uncensored",
        "responsible-use agreement",
        "Key Achievements",
        ...achievements.flat(),
        "Areas of Expertise",
        ...expertise.flat(),
        "Leadership Philosophy",
        ...principles,
        "Start Your Project",
      ]) {
        expect(html, `${path}: ${text}`).toContain(text);
      }
      expect(html).toContain('href="/contact"');
      expect(html).toContain('href="/join"');
      expect(html).toContain('href="/divisions/noxgpt"');
    }
  });

  test("the portrait file is served as SVG", async ({ request }) => {
    const response = await request.get("/images/founder-portrait.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(await response.text()).toContain("<title");
  });
});

test.describe("labs page", () => {
  test("shows THE LABS: six projects in order with status, timeline, category, progress, features and Learn More", async ({ page }) => {
    await page.goto("/projects");
    await expect(page).toHaveTitle("The Labs | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("THE LABS");
    await expect(mainNav(page).getByRole("link", { name: "Labs", exact: true })).toHaveAttribute("data-active", "");

    const region = page.getByRole("region", { name: "Current Projects" });
    const cards = region.locator("[data-reveal] > li");
    await expect(cards).toHaveCount(6);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(labs.map((lab) => lab.title));

    const bars = region.getByRole("progressbar");
    await expect(bars).toHaveCount(6);
    expect(await bars.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("aria-valuenow"))))).toEqual([75, 100, 100, 90, 100, 85]);

    const progressColours = { 100: "bg-ok", 90: "bg-sky-400", 85: "bg-sky-400", 75: "bg-sky-400" } as Record<number, string>;
    const timelineColours = { green: "text-ok", yellow: "text-warn", cyan: "text-neon-strong" } as Record<string, string>;
    for (const [index, lab] of labs.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(lab.status, { exact: true })).toBeVisible();
      const bar = card.getByRole("progressbar", { name: `${lab.title} progress` });
      await expect(bar).toHaveAttribute("aria-valuenow", String(lab.progress));
      await expect(bar).toHaveAttribute("aria-valuemin", "0");
      await expect(bar).toHaveAttribute("aria-valuemax", "100");
      await expect(bar.locator("div")).toHaveClass(new RegExp(progressColours[lab.progress]!));
      await expect(card.getByText(`${lab.progress}%`, { exact: true })).toBeVisible();
      const timeline = card.locator("[data-timeline-tone]");
      await expect(timeline).toHaveAttribute("data-timeline-tone", lab.tone);
      await expect(timeline).toHaveClass(new RegExp(timelineColours[lab.tone]!));
      await expect(card.getByText("Category:")).toBeVisible();
      await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(4);
      const learnMore = card.getByRole("link", { name: `Learn More about ${lab.title}` });
      await expect(learnMore).toHaveAttribute("href", lab.href);
    }

    const stats = page.getByRole("region", { name: "Lab Statistics" });
    for (const text of ["6", "Active Projects", "9", "Divisions", "100%", "Success Rate", "Possibilities"]) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(stats.getByText("∞", { exact: true })).toHaveAttribute("aria-hidden", "true");
    await expect(stats.getByText("Infinite", { exact: true })).toHaveClass(/sr-only/);
    // Assistive technology reads "Infinite", not the bare symbol.
    const infinite = await stats.getByRole("listitem").nth(3).ariaSnapshot();
    expect(infinite).toContain("Infinite");
    expect(infinite).not.toContain("∞");

    await expect(page.getByRole("main").getByRole("link", { name: "Join the Labs" })).toHaveAttribute("href", "/join");
    await expectAccessible(page);
  });

  test("Learn More leads to the project's page", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: "Learn More about Web Platforms" }).click();
    await expect(page).toHaveURL(/\/services\/web$/);
  });

  test("cards reveal 250 ms apart when scrolled into view and are all visible at the end", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/projects");
    const list = page.getByRole("region", { name: "Current Projects" }).locator("[data-reveal]");
    const cards = list.locator("> li");
    await expect(cards).toHaveCount(6);
    // Below the fold after hydration: hidden until scrolled to, each card 250 ms after the previous.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.transitionDelay))).toEqual([
      "0ms",
      "250ms",
      "500ms",
      "750ms",
      "1000ms",
      "1250ms",
    ]);
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await cards.last().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
  });

  test("the whole page is in the server HTML", async ({ request }) => {
    const html = await serverHtml(request, "/projects");
    for (const text of [
      "THE LABS",
      ...labs.map((lab) => lab.title),
      ...labs.map((lab) => lab.status),
      "Lab Statistics",
      "Active Projects",
      "Possibilities",
      "∞",
      "Infinite",
      "Join the Labs",
    ]) {
      expect(html, text).toContain(text);
    }
    expect([...html.matchAll(/aria-valuenow="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([75, 100, 100, 90, 100, 85]);
    for (const lab of labs) expect(html).toContain(`href="${lab.href}"`);
    expect(html).toContain('href="/join"');
  });
});

test.describe("labs page with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every card is visible without animation", async ({ page }) => {
    await page.goto("/projects");
    const cards = page.getByRole("region", { name: "Current Projects" }).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveCSS("opacity", "1");
    }
  });
});
