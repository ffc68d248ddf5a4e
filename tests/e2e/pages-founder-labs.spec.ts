import type { APIRequestContext, Page } from "@playwright/test";
import {
  documentTitle,
  founder,
  founderAchievements,
  founderAchievementsSection,
  founderCta,
  founderExpertise,
  founderExpertiseSection,
  founderFavoriteProject,
  founderHero,
  founderJourney,
  founderPhilosophySection,
  founderPrinciples,
  founderStats,
  founderVision,
  founderWhy,
  hrefFrom,
  labProjects,
  labsCta,
  labsProjectsSection,
  labStats,
  labStatsSection,
  labsTiming,
  menuLabel,
  submenuLabel,
} from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

const founderSections = [founderVision, founderWhy, founderFavoriteProject, founderJourney].map((section) => section.title);
const project = founderFavoriteProject.project;

/** The Labs colour rules (docs/product.md#labs): the timeline by status, the progress bar by how far along. */
const timelineTone = (status: string) => (status === "ACTIVE" ? "green" : /SOON|DEVELOPMENT/.test(status) ? "yellow" : "cyan");
const timelineColours: Record<string, string> = { green: "text-ok", yellow: "text-warn", cyan: "text-neon-strong" };
const progressColour = (progress: number) => (progress >= 100 ? "bg-ok" : progress >= 75 ? "bg-sky-400" : "bg-orange-400");
const learnMore = (title: string) => `${labsProjectsSection.learnMoreLabel} about ${title}`;

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

const serverHtml = (request: APIRequestContext, path: string) => serverText(request, path);

/** Checks every item of the founder page, then axe: more than a busy machine does in the default time. */
async function expectFounderPage(page: Page) {
  test.slow();
  await expect(page).toHaveTitle(documentTitle("/founder"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/founder$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(founderHero.title);
  await expect(mainNav(page).getByRole("button", { name: menuLabel("company") })).toHaveAttribute("data-active", "");

  const main = page.getByRole("main");
  await expect(main.getByText(founder.name, { exact: true })).toBeVisible();
  await expect(main.getByText(founder.title, { exact: true })).toBeVisible();

  // The portrait: a local image that actually loads, with alt text and its declared size.
  const portrait = main.getByRole("img", { name: founder.portrait.alt });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute("src", founder.portrait.src);
  await expect(portrait).toHaveAttribute("width", String(founder.portrait.width));
  await expect(portrait).toHaveAttribute("height", String(founder.portrait.height));
  await expect.poll(() => portrait.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const stats = main.getByRole("list", { name: `${founder.name} in numbers` });
  for (const stat of founderStats) {
    await expect(stats.getByText(stat.value, { exact: true })).toBeVisible();
    await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
  }

  for (const name of founderSections) {
    const region = page.getByRole("region", { name, exact: true });
    await expect(region).toBeVisible();
    await expect(region.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }

  const favorite = page.getByRole("region", { name: founderFavoriteProject.title, exact: true });
  await expect(favorite.getByText(project.name, { exact: true }).first()).toBeVisible();
  await expect(favorite.getByText(project.launch)).toBeVisible();
  await expect(favorite.getByText(`${project.minimumAge}+`, { exact: true })).toBeVisible();
  const tiers = favorite.getByRole("list", { name: `${project.name} tiers, from safe to unfiltered` }).getByRole("listitem");
  await expect(tiers).toHaveCount(project.tiers.length);
  await expect(tiers.getByRole("heading", { level: 3 })).toHaveText(project.tiers.map((tier) => tier.name));
  for (const [index, tier] of project.tiers.entries()) await expect(tiers.nth(index)).toContainText(tier.description);
  await expect(favorite.getByRole("link", { name: project.link.label })).toHaveAttribute("href", project.link.href);

  const timeline = page.getByRole("region", { name: founderAchievementsSection.title }).getByRole("list", { name: founderAchievementsSection.title });
  await expect(timeline).toHaveJSProperty("tagName", "OL");
  const entries = timeline.getByRole("listitem");
  await expect(entries).toHaveCount(founderAchievements.length);
  await expect(entries.locator("time")).toHaveText(founderAchievements.map((achievement) => achievement.year));
  await expect(entries.getByRole("heading", { level: 3 })).toHaveText(founderAchievements.map((achievement) => achievement.title));

  const areas = page.getByRole("region", { name: founderExpertiseSection.title }).getByRole("listitem");
  await expect(areas).toHaveCount(founderExpertise.length);
  for (const [index, expertise] of founderExpertise.entries()) {
    await expect(areas.nth(index).getByRole("heading", { level: 3 })).toHaveText(expertise.area);
    await expect(areas.nth(index)).toContainText(expertise.projects);
  }

  const philosophy = page.getByRole("region", { name: founderPhilosophySection.title });
  await expect(philosophy.getByRole("heading", { level: 3 })).toHaveText(founderPrinciples.map((principle) => principle.principle));

  const cta = page.getByRole("region", { name: founderCta.title });
  // /leadership is /founder (its canonical address), which its links name.
  for (const action of founderCta.actions)
    await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/founder"));
}

test.describe("founder page", () => {
  test("/founder shows the CEO, the story, NoxGPT, achievements, expertise, philosophy and the calls to action", async ({ sharedPage: page }) => {
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

  test("the menu's link to /leadership reaches the page", async ({ sharedPage: page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toHaveAttribute("data-enhanced", "");
    await mainNav(page)
      .getByRole("button", { name: menuLabel("company") })
      .hover();
    await mainNav(page)
      .getByRole("link", { name: submenuLabel("/leadership") })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/leadership$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(founderHero.title);
  });

  test("the whole page is in the server HTML", async ({ request }) => {
    for (const path of ["/founder", "/leadership"]) {
      const html = await serverHtml(request, path);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/founder"/);
      expect(html).toContain(`src="${founder.portrait.src}"`);
      expect(html).toContain(`alt="${founder.portrait.alt}"`);
      for (const text of [
        founderHero.title,
        founder.name,
        founder.title,
        ...founderStats.map((stat) => stat.value),
        ...founderSections,
        project.name,
        project.launch,
        ...project.tiers.map((tier) => tier.name),
        founderAchievementsSection.title,
        ...founderAchievements.flatMap((achievement) => [achievement.year, achievement.title]),
        founderExpertiseSection.title,
        ...founderExpertise.flatMap((expertise) => [expertise.area, expertise.projects]),
        founderPhilosophySection.title,
        ...founderPrinciples.map((principle) => principle.principle),
        founderCta.title,
        ...founderCta.actions.map((action) => `href="${hrefFrom(action.href, "/founder")}"`),
        `href="${project.link.href}"`,
      ]) {
        expect(html, `${path}: ${text}`).toContain(text);
      }
    }
  });

  test("the portrait file is served as SVG", async ({ request }) => {
    const response = await request.get(founder.portrait.src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(await response.text()).toContain("<title");
  });
});

test.describe("labs page", () => {
  test("every project in order with status, timeline, category, progress, features and Learn More", async ({ sharedPage: page }) => {
    test.slow(); // every card's every field, then axe
    await page.goto("/projects");
    await expect(page).toHaveTitle(documentTitle("/projects"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: menuLabel("labs"), exact: true })).toHaveAttribute("data-active", "");

    const region = page.getByRole("region", { name: labsProjectsSection.title });
    const cards = region.locator("[data-reveal] > li");
    await expect(cards).toHaveCount(labProjects.length);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(labProjects.map((lab) => lab.title));

    const bars = region.getByRole("progressbar");
    expect(await bars.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("aria-valuenow"))))).toEqual(labProjects.map((lab) => lab.progress));

    for (const [index, lab] of labProjects.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(lab.status, { exact: true })).toBeVisible();
      const bar = card.getByRole("progressbar", { name: `${lab.title} ${labsProjectsSection.progressLabel.toLowerCase()}` });
      await expect(bar).toHaveAttribute("aria-valuenow", String(lab.progress));
      await expect(bar).toHaveAttribute("aria-valuemin", "0");
      await expect(bar).toHaveAttribute("aria-valuemax", "100");
      await expect(bar.locator("div")).toHaveClass(new RegExp(progressColour(lab.progress)));
      await expect(card.getByText(`${lab.progress}%`, { exact: true })).toBeVisible();
      const timeline = card.locator("[data-timeline-tone]");
      await expect(timeline).toHaveText(lab.timeline);
      await expect(timeline).toHaveAttribute("data-timeline-tone", timelineTone(lab.status));
      await expect(timeline).toHaveClass(new RegExp(timelineColours[timelineTone(lab.status)]!));
      await expect(card).toContainText(lab.category);
      await expect(card.getByRole("list").getByRole("listitem")).toHaveText(lab.features);
      await expect(card.getByRole("link", { name: learnMore(lab.title) })).toHaveAttribute("href", hrefFrom(lab.link, "/projects"));
    }

    const stats = page.getByRole("region", { name: labStatsSection.title });
    for (const stat of labStats) {
      await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
      if (!stat.spokenValue) {
        await expect(stats.getByText(stat.value, { exact: true })).toBeVisible();
        continue;
      }
      // Assistive technology reads the spoken value, not the bare symbol.
      await expect(stats.getByText(stat.value, { exact: true })).toHaveAttribute("aria-hidden", "true");
      await expect(stats.getByText(stat.spokenValue, { exact: true })).toHaveClass(/sr-only/);
      const spoken = await stats.getByRole("listitem").nth(labStats.indexOf(stat)).ariaSnapshot();
      expect(spoken).toContain(stat.spokenValue);
      expect(spoken).not.toContain(stat.value);
    }

    for (const action of labsCta.actions)
      await expect(page.getByRole("main").getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/projects"));
    await expectAccessible(page);
  });

  test("Learn More leads to the project's page", async ({ sharedPage: page }) => {
    const lab = labProjects.at(-2)!;
    await page.goto("/projects");
    await page.getByRole("link", { name: learnMore(lab.title) }).click();
    await expect(page).toHaveURL(new RegExp(`${lab.link}$`));
  });

  test("cards reveal one stagger apart when scrolled into view and are all visible at the end", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/projects");
    const list = page.getByRole("region", { name: labsProjectsSection.title }).locator("[data-reveal]");
    const cards = list.locator("> li");
    await expect(cards).toHaveCount(labProjects.length);
    // Below the fold after hydration: hidden until scrolled to, each card one stagger after the previous.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.transitionDelay))).toEqual(
      labProjects.map((_, index) => `${index * labsTiming.revealStaggerMs}ms`),
    );
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await cards.last().scrollIntoViewIfNeeded();
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
  });

  test("the whole page is in the server HTML", async ({ request }) => {
    const html = await serverHtml(request, "/projects");
    for (const text of [
      ...labProjects.flatMap((lab) => [lab.title, lab.status, `href="${hrefFrom(lab.link, "/projects")}"`]),
      labStatsSection.title,
      ...labStats.flatMap((stat) => [stat.value, stat.label, ...(stat.spokenValue ? [stat.spokenValue] : [])]),
      ...labsCta.actions.flatMap((action) => [action.label, `href="${hrefFrom(action.href, "/projects")}"`]),
    ]) {
      expect(html, text).toContain(text);
    }
    expect([...html.matchAll(/aria-valuenow="(\d+)"/g)].map((match) => Number(match[1]))).toEqual(labProjects.map((lab) => lab.progress));
  });
});

test.describe("labs page with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every card is visible without animation", async ({ sharedPage: page }) => {
    await page.goto("/projects");
    const cards = page.getByRole("region", { name: labsProjectsSection.title }).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(labProjects.length);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveCSS("opacity", "1");
    }
  });
});
