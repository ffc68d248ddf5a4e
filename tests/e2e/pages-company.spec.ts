import type { Page } from "@playwright/test";
import {
  aboutActions,
  aboutHero,
  aboutQuote,
  aboutStats,
  aboutTiming,
  aboutValues,
  divisionNames,
  documentTitle,
  founder,
  hrefFrom,
  menuLabel,
  missionActions,
  missionProblems,
  missionRoadmap,
  missionSolutions,
  missionTiming,
  roadmap,
  storyActions,
  storyChapters,
  storyFacts,
  storyFounder,
  teamFounder,
  teamHiring,
  teamJoin,
  teamRoles,
} from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

async function expectCompanyActive(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: menuLabel("company") })).toHaveAttribute("data-active", "");
}

test.describe("about page", () => {
  test("hero, the figures, the mission quote, the values and links to the divisions and the team", async ({ sharedPage: page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(documentTitle("/about"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutHero.title);
    await expectCompanyActive(page);

    const stats = page.getByRole("region", { name: aboutStats.title });
    await expect(stats.locator("[data-reveal] > li")).toHaveCount(aboutStats.stats.length);
    for (const stat of aboutStats.stats) {
      await expect(stats.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
    }

    const quote = page.getByRole("region", { name: aboutQuote.label });
    await expect(quote.locator("blockquote")).toContainText(aboutQuote.text);
    await expect(quote.locator("figcaption")).toContainText(founder.name);

    await expect(page.getByRole("region", { name: aboutValues.title }).getByRole("heading", { level: 3 })).toHaveText(
      aboutValues.values.map((value) => value.title),
    );

    const cta = page.getByRole("region", { name: aboutActions.title });
    for (const action of aboutActions.actions) await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });

  test("server HTML holds the whole page", async ({ request }) => {
    const html = await serverText(request, "/about");
    for (const text of [
      aboutStats.title,
      ...aboutStats.stats.map((stat) => stat.label),
      aboutQuote.text,
      ...aboutValues.values.map((value) => value.title),
      ...aboutActions.actions.map((action) => `href="${action.href}"`),
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<blockquote[\s>]/);
  });
});

test.describe("mission page", () => {
  test("purpose hero, the problems, the solutions tied to divisions, the roadmap and the buttons", async ({ sharedPage: page }) => {
    await page.goto("/mission");
    await expect(page).toHaveTitle(documentTitle("/mission"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectCompanyActive(page);

    await expect(page.getByRole("region", { name: missionProblems.title }).getByRole("heading", { level: 3 })).toHaveText(
      missionProblems.problems.map((problem) => problem.title),
    );

    const solutions = page.getByRole("region", { name: missionSolutions.title });
    await expect(solutions.locator("[data-reveal] > li")).toHaveCount(missionSolutions.solutions.length);
    for (const solution of missionSolutions.solutions) {
      await expect(solutions.getByText(solution.impact)).toBeVisible();
      await expect(solutions.getByRole("link", { name: divisionNames[solution.division], exact: true })).toHaveAttribute(
        "href",
        `/divisions/${solution.division}`,
      );
    }

    const items = page.getByRole("region", { name: missionRoadmap.title }).locator("ol > li");
    await expect(items).toHaveCount(roadmap.length);
    for (const [index, milestone] of roadmap.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(milestone.milestone);
      await expect(item).toContainText(milestone.year);
      await expect(item).toContainText(milestone.description);
      // The status is text, not colour alone.
      await expect(item.getByText(milestone.status, { exact: true })).toBeVisible();
    }

    // Roadmap colours: one per status, In Progress yellow, Planned blue, Complete and Vision purple (docs/product.md#company-pages).
    const colourOf = async (status: string) => {
      const index = roadmap.findIndex((milestone) => milestone.status === status);
      return index < 0
        ? undefined
        : items
            .nth(index)
            .getByText(status, { exact: true })
            .evaluate((node) => getComputedStyle(node).color);
    };
    const [complete, inProgress, planned, vision] = await Promise.all(["Complete", "In Progress", "Planned", "Vision"].map(colourOf));
    if (complete && vision) expect(vision).toBe(complete);
    const distinct = [inProgress, planned, complete ?? vision].filter(Boolean);
    expect(new Set(distinct).size).toBe(distinct.length);

    const cta = page.getByRole("region", { name: missionActions.title });
    for (const action of missionActions.actions) await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
  });

  test("server HTML holds the problems, solutions and roadmap", async ({ request }) => {
    const html = await serverText(request, "/mission");
    for (const text of [
      ...missionProblems.problems.map((problem) => problem.title),
      ...roadmap.flatMap((milestone) => [milestone.year, milestone.milestone, milestone.status]),
      ...missionSolutions.solutions.map((solution) => `href="/divisions/${solution.division}"`),
      ...missionActions.actions.map((action) => `href="${action.href}"`),
    ]) {
      expect(html).toContain(text);
    }
  });
});

test.describe("story page", () => {
  test("the chapters, the facts, the founder and the links onward", async ({ sharedPage: page }) => {
    await page.goto("/story");
    await expect(page).toHaveTitle(documentTitle("/story"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectCompanyActive(page);

    for (const chapter of storyChapters) {
      const region = page.getByRole("region", { name: chapter.title });
      await expect(region).toBeVisible();
      for (const paragraph of chapter.paragraphs) await expect(region).toContainText(paragraph);
      if (chapter.link) await expect(region.getByRole("link", { name: chapter.link.label })).toHaveAttribute("href", chapter.link.href);
    }
    const facts = page.getByLabel(storyFacts.label);
    for (const fact of storyFacts.facts) await expect(facts).toContainText(fact.value);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: storyFounder.link.label })).toHaveAttribute("href", storyFounder.link.href);
    for (const action of storyActions.actions)
      await expect(main.getByRole("link", { name: action.label }).last()).toHaveAttribute("href", hrefFrom(action.href, "/story"));
    await expect(main.getByRole("img", { name: founder.portrait.alt })).toHaveAttribute("src", founder.portrait.src);
  });

  test("server HTML holds the story", async ({ request }) => {
    const html = await serverText(request, "/story");
    for (const text of [
      ...storyChapters.map((chapter) => chapter.title),
      founder.name,
      `href="${storyFounder.link.href}"`,
      ...storyActions.actions.map((a) => `href="${hrefFrom(a.href, "/story")}"`),
    ]) {
      expect(html).toContain(text);
    }
  });
});

test.describe("team page", () => {
  test("the founder, the roles, what each division looks for and the way to /join", async ({ sharedPage: page }) => {
    await page.goto("/team");
    await expect(page).toHaveTitle(documentTitle("/team"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectCompanyActive(page);

    const founderBlock = page.getByRole("region", { name: teamFounder.title });
    await expect(founderBlock.getByRole("heading", { level: 3, name: founder.name })).toBeVisible();
    await expect(founderBlock).toContainText(founder.title);
    const portrait = founderBlock.getByRole("img", { name: founder.portrait.alt });
    await expect(portrait).toHaveAttribute("src", founder.portrait.src);
    await expect(portrait).toHaveAttribute("width", String(founder.portrait.width));
    await expect(portrait).toHaveAttribute("height", String(founder.portrait.height));
    await expect(founderBlock.getByRole("link", { name: teamFounder.link.label })).toHaveAttribute("href", teamFounder.link.href);

    const team = page.getByRole("region", { name: teamRoles.title });
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(teamRoles.roles.map((role) => role.role));

    const hiring = page.getByRole("region", { name: teamHiring.title });
    await expect(hiring.getByRole("heading", { level: 3 })).toHaveCount(teamHiring.divisions.length);
    for (const { division } of teamHiring.divisions) {
      await expect(hiring.getByRole("link", { name: divisionNames[division], exact: true })).toHaveAttribute("href", `/divisions/${division}`);
    }

    const cta = page.getByRole("region", { name: teamJoin.title });
    for (const action of teamJoin.actions) await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/team"));
  });

  test("is linked from the footer and reached from About", async ({ sharedPage: page }) => {
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").locator('a[href="/team"]').first()).toBeVisible();
    const toTeam = aboutActions.actions.find((action) => action.href === "/team")!;
    await page.getByRole("region", { name: aboutActions.title }).getByRole("link", { name: toTeam.label }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page).toHaveTitle(documentTitle("/team"));
    await expectAccessible(page);
  });

  test("server HTML holds the founder, the roles and the divisions", async ({ request }) => {
    const html = await serverText(request, "/team");
    for (const text of [
      ...teamRoles.roles.map((role) => role.role),
      founder.name,
      founder.portrait.src,
      ...teamHiring.divisions.map(({ division }) => `href="/divisions/${division}"`),
      ...teamJoin.actions.map((action) => `href="${hrefFrom(action.href, "/team")}"`),
    ]) {
      expect(html).toContain(text);
    }
  });
});

/** The team page's reveal stagger, fixed in its route (app/routes/team.tsx) rather than the content. */
const teamStaggerMs = 150;

/** The revealed lists of the company pages: where they are, how many cards, how far apart they appear. */
const revealLists = [
  { path: "/about", region: aboutStats.title, count: aboutStats.stats.length, stagger: aboutTiming.statStaggerMs },
  { path: "/about", region: aboutValues.title, count: aboutValues.values.length },
  { path: "/mission", region: missionSolutions.title, count: missionSolutions.solutions.length, stagger: missionTiming.solutionStaggerMs },
  { path: "/team", region: teamRoles.title, count: teamRoles.roles.length, stagger: teamStaggerMs },
];

test.describe("company pages with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const { path, region, count } of revealLists) {
    test(`${path}: "${region}" is visible without animation`, async ({ sharedPage: page }) => {
      await page.goto(path);
      const cards = page.getByRole("region", { name: region }).locator("[data-reveal] > li");
      await expect(cards).toHaveCount(count);
      await cards.last().scrollIntoViewIfNeeded();
      for (const card of await cards.all()) {
        await expect(card).toBeVisible();
        await expect(card).toHaveCSS("opacity", "1");
      }
    });
  }
});

test.describe("reveal with motion", () => {
  test.use({ viewport: { width: 390, height: 600 } });

  for (const { path, region, count, stagger } of revealLists.filter((list) => list.stagger !== undefined)) {
    test(`${path}: "${region}" fades in one stagger apart once scrolled into view`, async ({ sharedPage: page }) => {
      await page.goto(path);
      const list = page.getByRole("region", { name: region }).locator("[data-reveal]");
      // Below the fold after hydration: hidden until scrolled to, with the page's stagger.
      await expect(list).toHaveAttribute("data-reveal", "pending");
      const delays = await list.locator("> li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
      expect(delays).toEqual(Array.from({ length: count }, (_, index) => `${index * stagger!}ms`));
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-reveal", "shown");
      for (const card of await list.locator("> li").all()) await expect(card).toHaveCSS("opacity", "1");
    });
  }

  test("the mission page passes axe after the reveal", async ({ sharedPage: page }) => {
    await page.goto("/mission");
    const list = page.getByRole("region", { name: missionSolutions.title }).locator("[data-reveal]");
    // Scroll only once the reveal is armed (after hydration), or the list counts as already on screen.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expectAccessible(page);
  });
});
