import {
  caseStudies,
  caseStudiesCta,
  caseStudiesSection,
  divisionNames,
  divisionShowcases,
  documentTitle,
  hrefFrom,
  showcaseSection,
  workCta,
  workPrinciples,
  workStats,
} from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

const labels = caseStudiesSection.labels;
/** A showcase names its division; its link goes to that division's page (docs/product.md#our-work). */
const showcaseHref = (name: string) => `/divisions/${name.toLowerCase().replace(/\s+/g, "")}`;
/** Showcase badges: Active or Live green, anything else yellow. */
const showcaseColour = (status: string) => (status === "Active" || status === "Live" ? /text-ok/ : /text-warn/);

test.describe("case studies page", () => {
  test("every case study with every field, key results and the delivering division", async ({ sharedPage: page }) => {
    await page.goto("/case-studies");
    await expect(page).toHaveTitle(documentTitle("/case-studies"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const region = page.getByRole("region", { name: caseStudiesSection.title });
    await expect(region.getByRole("article")).toHaveCount(caseStudies.length);
    for (const [index, study] of caseStudies.entries()) {
      const card = region.getByRole("article", { name: study.title });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.title);
      await expect(card.getByText(`${labels.caseStudy} ${String(index + 1).padStart(2, "0")}`)).toBeVisible();
      for (const term of [labels.client, labels.industry, labels.timeline]) await expect(card.locator("dt", { hasText: term })).toBeVisible();
      for (const [n, value] of [study.client, study.industry, study.timeline].entries()) await expect(card.locator("dd").nth(n)).toHaveText(value);
      for (const heading of [labels.challenge, labels.solution, labels.results]) {
        await expect(card.getByRole("heading", { level: 4, name: heading })).toBeVisible();
      }
      for (const result of study.results) await expect(card.getByRole("listitem").filter({ hasText: result })).toHaveCount(1);
      await expect(card.getByRole("link", { name: divisionNames[study.division], exact: true })).toHaveAttribute("href", `/divisions/${study.division}`);
    }
  });

  test("the calls to action lead where the content says", async ({ sharedPage: page }) => {
    await page.goto("/case-studies");
    const main = page.getByRole("main");
    for (const action of caseStudiesCta.actions) {
      for (const link of await main.getByRole("link", { name: action.label }).all())
        await expect(link).toHaveAttribute("href", hrefFrom(action.href, "/case-studies"));
    }
    const first = caseStudiesCta.actions[0]!;
    await main.getByRole("link", { name: first.label }).first().click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === hrefFrom(first.href, "/case-studies"));
  });

  test("the server HTML holds every case study", async ({ request }) => {
    const html = await serverText(request, "/case-studies");
    for (const study of caseStudies) {
      for (const text of [study.title, study.client, ...study.results, `href="/divisions/${study.division}"`]) expect(html).toContain(text);
    }
    for (const text of [labels.results, ...caseStudiesCta.actions.flatMap((action) => [action.label, `href="${hrefFrom(action.href, "/case-studies")}"`])])
      expect(html).toContain(text);
  });

  test("passes axe with reduced motion, all cards visible", async ({ sharedPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/case-studies");
    const cards = page.locator("#case-studies [data-reveal] > li");
    await expect(cards).toHaveCount(caseStudies.length);
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });
});

test.describe("our work page", () => {
  test("headline stats, every showcase card with its status badge and link, the principles, calls to action", async ({ sharedPage: page }) => {
    await page.goto("/our-work");
    await expect(page).toHaveTitle(documentTitle("/our-work"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const impact = page.getByRole("list", { name: workStats.label });
    await expect(impact.getByRole("listitem")).toHaveCount(workStats.stats.length);
    for (const [index, stat] of workStats.stats.entries()) {
      const item = impact.getByRole("listitem").nth(index);
      await expect(item.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(item.getByText(stat.label, { exact: true })).toBeVisible();
    }

    const showcase = page.getByRole("region", { name: showcaseSection.title });
    const cards = showcase.locator("[data-reveal] > li");
    await expect(cards).toHaveCount(divisionShowcases.length);
    await expect(showcase.getByRole("heading", { level: 3 })).toHaveText(divisionShowcases.map((item) => item.title));
    for (const [index, item] of divisionShowcases.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(item.division, { exact: true })).toBeVisible();
      // Status as text (also read as "Status: …"), coloured by the showcase rule.
      await expect(card).toContainText(`${showcaseSection.labels.status}: ${item.status}`);
      const badge = card.locator("[data-showcase-status] > span:not(.sr-only)");
      await expect(badge).toHaveText(item.status);
      await expect(badge).toHaveClass(showcaseColour(item.status));
      await expect(card).toContainText(item.impact);
      await expect(card.getByRole("listitem")).toHaveText(item.achievements);
      await expect(card.getByRole("link", { name: `${showcaseSection.labels.link} ${item.division}` })).toHaveAttribute("href", showcaseHref(item.division));
    }
    await expect(showcase.getByRole("link")).toHaveCount(divisionShowcases.length);

    const how = page.getByRole("region", { name: workPrinciples.title });
    await expect(how.getByRole("heading", { level: 3 })).toHaveText(workPrinciples.items.map((principle) => principle.title));

    const main = page.getByRole("main");
    for (const action of workCta.actions)
      await expect(main.getByRole("link", { name: action.label }).last()).toHaveAttribute("href", hrefFrom(action.href, "/our-work"));
  });

  test("every showcase link opens a real division page", async ({ page, request }) => {
    await page.goto("/our-work");
    const links = page.getByRole("region", { name: showcaseSection.title }).getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(divisionShowcases.map((item) => showcaseHref(item.division)));
    for (const [index, href] of hrefs.entries()) {
      const html = await serverText(request, href);
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1], href).toContain(divisionShowcases[index]!.division);
    }

    // Client-side navigation too, through a name with a space if there is one.
    const item = divisionShowcases.find((candidate) => /\s/.test(candidate.division)) ?? divisionShowcases[0]!;
    await page.getByRole("link", { name: `${showcaseSection.labels.link} ${item.division}` }).click();
    await expect(page).toHaveURL(new RegExp(`${showcaseHref(item.division)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(item.division);
  });

  test("the server HTML holds the stats, showcases and principles", async ({ request }) => {
    const html = await serverText(request, "/our-work");
    for (const stat of workStats.stats) {
      expect(html).toContain(`>${stat.value}<`);
      expect(html).toContain(`>${stat.label}<`);
    }
    for (const item of divisionShowcases) {
      expect(html).toContain(`>${item.division}<`);
      expect(html).toContain(`data-showcase-status="${item.status}"`);
      expect(html).toContain(`href="${showcaseHref(item.division)}"`);
    }
    for (const principle of workPrinciples.items) expect(html).toContain(principle.title);
    for (const action of workCta.actions) expect(html).toContain(`href="${hrefFrom(action.href, "/our-work")}"`);
  });

  test("passes axe with reduced motion, all cards visible", async ({ sharedPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/our-work");
    const cards = page.locator("#showcase [data-reveal] > li");
    await expect(cards).toHaveCount(divisionShowcases.length);
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });
});
