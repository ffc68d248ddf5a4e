import type { Locator, Page } from "@playwright/test";
import { divisionPage, divisions, divisionsPage, divisionsRevealStaggerMs, documentTitle, hrefFrom } from "../support/site-content";
import { toInquiryForm } from "../../app/lib/contracts/inquiry-topics";
import { expect, expectAccessible, runAxe, test } from "./fixtures";
import { serverText } from "./server-html";

type Division = (typeof divisions)[number];

/** The badge colour of a project's status: active green, completed blue, anything else yellow (docs/product.md#divisions). */
const statusColours: Record<string, string> = { active: "text-ok", completed: "text-sky-300" };
const statusColour = (status: string) => statusColours[status] ?? "text-warn";

const sections = divisionPage.sections;
const learnMore = (division: Division) => `${divisionsPage.learnMoreLabel} about ${division.name}`;
const badges = [...new Set(divisions.flatMap((division) => (division.status ? [division.status] : [])))];
const withAccess = divisions.find((division) => division.access)!;
const withoutAccess = divisions.find((division) => !division.access)!;

/** An id in mixed case ("NoXgPt"), as a visitor might type it. */
const mixedCase = (id: string) => [...id].map((c, i) => (i % 2 ? c : c.toUpperCase())).join("");

function region(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** A division's badge is shown exactly where the content gives it one. */
async function expectBadge(scope: Locator, division: Division) {
  for (const badge of badges) {
    await expect(scope.getByText(badge, { exact: true })).toHaveCount(badge === division.status ? 1 : 0);
  }
}

test.describe("divisions list", () => {
  test("every division's card in order, each with its Learn More link and badge, and the closing buttons", async ({ sharedPage: page }) => {
    const response = await page.goto("/divisions");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(documentTitle("/divisions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(divisionsPage.title);

    const list = page.getByRole("list", { name: divisionsPage.listLabel });
    const cards = list.locator(":scope > li");
    await expect(cards).toHaveCount(divisions.length);
    // Each card's name is a level-2 heading right under the page's <h1>: no level is skipped.
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(divisions.map((d) => d.name));

    for (const [index, division] of divisions.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(division.name);
      await expect(card.getByText(division.subtitle, { exact: true })).toBeVisible();
      await expect(card.locator("svg[aria-hidden='true']").first()).toBeAttached();
      const link = card.getByRole("link", { name: learnMore(division) });
      await expect(link).toHaveAttribute("href", `/divisions/${division.id}`);
      await expectBadge(card, division);
    }

    const main = page.getByRole("main");
    for (const action of divisionsPage.cta.actions)
      await expect(main.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/divisions"));
  });

  test("headings descend one level at a time (axe heading-order, which Lighthouse's accessibility score counts)", async ({ sharedPage: page }) => {
    await page.goto("/divisions");
    const violations = await runAxe(page, { type: "rule", values: ["heading-order"] });
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  });

  test("cards reveal one stagger apart when scrolled into view", async ({ sharedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/divisions");
    const list = page.getByRole("list", { name: divisionsPage.listLabel });
    // Below the fold after hydration: the list waits for the scroll, each card delayed one stagger more.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    const delays = await list.locator(":scope > li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
    expect(delays).toEqual(divisions.map((_, i) => `${i * divisionsRevealStaggerMs}ms`));
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expect(list.getByRole("heading", { name: divisions.at(-1)!.name })).toBeVisible();
  });

  test("cards are visible at once under reduced motion", async ({ sharedPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/divisions");
    const list = page.getByRole("list", { name: divisionsPage.listLabel });
    await expect(list).toHaveAttribute("data-reveal", "");
    await list.locator(":scope > li").last().scrollIntoViewIfNeeded();
    await expect(list.locator(":scope > li").last()).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });

  test("Learn More opens the division's page", async ({ sharedPage: page }) => {
    const division = divisions.at(-3)!;
    await page.goto("/divisions");
    await page.getByRole("link", { name: learnMore(division) }).click();
    await expect(page).toHaveURL(new RegExp(`/divisions/${division.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(division.name);
  });

  test("server HTML carries every card", async ({ request }) => {
    const html = await serverText(request, "/divisions");
    for (const division of divisions) {
      expect(html).toContain(`href="/divisions/${division.id}"`);
      expect(html).toContain(division.subtitle);
      if (division.status) expect(html).toContain(division.status);
    }
  });
});

test.describe("division detail", () => {
  for (const division of divisions) {
    test(`/divisions/${division.id} shows every section and the call to action`, async ({ sharedPage: page }) => {
      const response = await page.goto(`/divisions/${division.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(documentTitle(`/divisions/${division.id}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(division.name);
      const main = page.getByRole("main");
      await expect(main.getByText(division.subtitle, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(division.description, { exact: true })).toBeVisible();
      await expectBadge(main, division);

      // Achievement figures: a big figure and its label per item.
      const figures = region(page, sections.achievements).getByRole("listitem");
      await expect(figures).toHaveCount(division.achievements.length);
      for (const item of await figures.all()) await expect(item.locator("p")).toHaveCount(2);

      await expect(region(page, sections.keyServices).getByRole("listitem")).toHaveText(division.keyServices);

      const projects = region(page, sections.recentProjects).locator("[data-reveal] > li");
      await expect(projects).toHaveCount(division.recentProjects.length);
      for (const [index, project] of division.recentProjects.entries()) {
        const card = projects.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.name);
        await expect(card).toContainText(project.timeline);
        const badge = card.getByText(divisionPage.projectStatusLabels[project.status], { exact: true });
        await expect(badge).toHaveCount(1);
        await expect(badge).toHaveClass(new RegExp(statusColour(project.status)));
      }

      const caseStudy = region(page, sections.caseStudy);
      if (division.caseStudy) {
        await expect(caseStudy.getByRole("heading", { level: 3 })).toHaveText(division.caseStudy.title);
        for (const part of Object.values(divisionPage.caseStudyLabels)) {
          await expect(caseStudy.getByRole("heading", { level: 4, name: part })).toBeVisible();
        }
      } else {
        await expect(caseStudy).toHaveCount(0);
      }

      await expect(region(page, sections.technologies).getByRole("listitem")).toHaveText(division.technologies);

      if (division.access) await expect(region(page, division.access.title)).toBeVisible();

      const cta = region(page, `${divisionPage.cta.titlePrefix} ${division.name}`);
      // A "/contact" link leads to the inquiry form with this division chosen.
      for (const action of divisionPage.cta.actions)
        await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute(
          "href",
          hrefFrom(toInquiryForm(action.href, { division: division.id }), `/divisions/${division.id}`),
        );

      // Headings in order: one h1, then h2 sections.
      const levels = await main.locator("h1, h2, h3, h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  }

  test("every project status the content uses has its badge colour", async ({ sharedPage: page }) => {
    const seen = new Set<string>();
    for (const division of divisions) {
      const fresh = division.recentProjects.filter((project) => !seen.has(project.status));
      if (fresh.length === 0) continue;
      await page.goto(`/divisions/${division.id}`);
      for (const project of fresh) {
        seen.add(project.status);
        const badge = region(page, sections.recentProjects).getByText(divisionPage.projectStatusLabels[project.status], { exact: true }).first();
        await expect(badge).toHaveClass(new RegExp(statusColour(project.status)));
      }
    }
  });

  test(`${withAccess.name} presents its access tiers and the age rule`, async ({ sharedPage: page }) => {
    const access = withAccess.access!;
    await page.goto(`/divisions/${withAccess.id}`);
    const section = region(page, access.title);
    const tiers = section.getByRole("list").first().locator(":scope > li");
    await expect(tiers).toHaveCount(access.tiers.length);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(access.tiers.map((tier) => tier.name));
    for (const [index, tier] of access.tiers.entries()) {
      await expect(tiers.nth(index)).toContainText(tier.filtering);
      await expect(tiers.nth(index).getByRole("listitem")).toHaveText(tier.requirements);
    }
    const note = section.getByRole("note", { name: "Age requirement" });
    await expect(note).toContainText(`${access.minimumAge}+`);
    await expect(note).toContainText(access.ageRule);
    await expectAccessible(page);
  });

  test("achievements show the first word as the big figure and the rest as its label", async ({ sharedPage: page }) => {
    const division = divisions[0]!;
    await page.goto(`/divisions/${division.id}`);
    const figures = region(page, sections.achievements)
      .getByRole("list", { name: `${division.name} achievements` })
      .getByRole("listitem");
    await expect(figures).toHaveCount(division.achievements.length);
    for (const [index, achievement] of division.achievements.entries()) {
      const [figure, ...label] = achievement.split(" ");
      await expect(figures.nth(index).locator("p")).toHaveText([figure!, label.join(" ")]);
    }
  });

  test("a division without access tiers shows none", async ({ sharedPage: page }) => {
    await page.goto(`/divisions/${withoutAccess.id}`);
    await expect(page.getByRole("note", { name: "Age requirement" })).toHaveCount(0);
    if (withAccess.access) await expect(region(page, withAccess.access.title)).toHaveCount(0);
  });

  test("ids are case-insensitive: a mixed-case address shows the division at its canonical path", async ({ sharedPage: page }) => {
    const division = withAccess;
    const response = await page.goto(`/Divisions/${mixedCase(division.id)}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/divisions/${division.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(division.name);
  });

  test("a mixed-case id finds the division at its canonical address", async ({ sharedPage: page }) => {
    const division = divisions.at(-1)!;
    await page.goto(`/divisions/${mixedCase(division.id)}`);
    await expect(page).toHaveURL(new RegExp(`/divisions/${division.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(division.name);
    await expect(page.getByRole("heading", { level: 2, name: `${divisionPage.cta.titlePrefix} ${division.name}` })).toBeVisible();
  });

  test("an unknown id shows the division not-found state with 404 and a link back", async ({ page }) => {
    const { notFound } = divisionPage;
    const response = await page.goto("/divisions/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(notFound.message)).toBeVisible();
    // The 404 status keeps it out of search results; it claims no canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const back = page.getByRole("main").getByRole("link", { name: notFound.backLabel });
    await expect(back).toHaveAttribute("href", notFound.backHref);
    await expectAccessible(page);
    await back.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(divisionsPage.title);
  });

  test("server HTML carries the whole division page", async ({ request }) => {
    for (const division of divisions) {
      const html = await serverText(request, `/divisions/${division.id}`);
      for (const text of [
        division.name,
        division.subtitle,
        division.description,
        ...Object.values(sections).filter((title) => title !== sections.caseStudy || division.caseStudy),
        ...division.keyServices,
        ...division.recentProjects.map((project) => project.name),
        ...division.technologies,
        ...(division.status ? [division.status] : []),
        ...(division.caseStudy ? [division.caseStudy.title, ...Object.values(divisionPage.caseStudyLabels)] : []),
        ...(division.access ? [division.access.title, division.access.ageRule, ...division.access.tiers.flatMap((tier) => [tier.name, tier.filtering])] : []),
        `${divisionPage.cta.titlePrefix} ${division.name}`,
        ...divisionPage.cta.actions.map((action) => `href="${hrefFrom(toInquiryForm(action.href, { division: division.id }), `/divisions/${division.id}`)}"`),
      ]) {
        expect(html, `${division.id}: ${text}`).toContain(text);
      }
    }
    const missing = await serverText(request, "/divisions/nope", 404);
    expect(missing).toContain(divisionPage.notFound.title);
  });
});
