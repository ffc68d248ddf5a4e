import type { Page } from "@playwright/test";
import {
  docsAccessNote,
  docsBackLink,
  docsCategories,
  docsCategoriesSection,
  docsGettingStarted,
  docsNotFound,
  docsPages,
  docsSlugs,
  documentTitle,
  hrefFrom,
  menuLabel,
  resourceCards,
  resourcesQuickAccess,
  resourcesSection,
} from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const resourcesMenu = (page: Page) => mainNav(page).getByRole("button", { name: menuLabel("resources") });

/** The guides in the order /docs lists them, each with the buttons it shows (its cards' and its closing one). */
const guides = docsSlugs.map((slug) => {
  const guide = docsPages[slug]!;
  const actions = [...guide.cards.flatMap((card) => (card.action ? [card.action] : [])), ...(guide.closing ? [guide.closing.action] : [])];
  return { ...guide, actions, area: docsCategories.find((category) => category.title === guide.category) };
});
/** A guide whose card lists links (the platform overview's divisions). */
const withLinkList = guides.find((guide) => guide.cards.some((card) => card.links));

test.describe("resources hub", () => {
  test("every resource card and the quick-access links", async ({ sharedPage: page }) => {
    await page.goto("/resources");
    await expect(page).toHaveTitle(documentTitle("/resources"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(resourcesMenu(page)).toHaveAttribute("data-active", "");

    const cards = page.getByRole("region", { name: resourcesSection.title });
    await expect(cards.locator("[data-reveal] > li")).toHaveCount(resourceCards.length);
    for (const resource of resourceCards) {
      const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: resource.title, exact: true }) });
      await expect(card.getByRole("link", { name: resource.linkLabel })).toHaveAttribute("href", resource.link);
      await expect(card.getByRole("listitem")).toHaveText(resource.items);
    }

    const quick = page.getByRole("region", { name: resourcesQuickAccess.title });
    await expect(quick.getByRole("link")).toHaveCount(resourcesQuickAccess.links.length);
    for (const link of resourcesQuickAccess.links)
      await expect(quick.getByRole("link", { name: link.title })).toHaveAttribute("href", hrefFrom(link.link, "/resources"));
  });

  test("server HTML carries the whole page", async ({ request }) => {
    const html = await serverText(request, "/resources");
    for (const text of [resourcesSection.title, resourcesQuickAccess.title, ...resourceCards.map((card) => card.linkLabel)]) expect(html).toContain(text);
    for (const href of [...resourceCards.map((card) => card.link), ...resourcesQuickAccess.links.map((link) => link.link)]) {
      expect(html).toContain(`href="${hrefFrom(href, "/resources")}"`);
    }
  });
});

test.describe("documentation", () => {
  test("every area's card: those with guides link them, the others list their items", async ({ sharedPage: page }) => {
    await page.goto("/docs");
    await expect(page).toHaveTitle(documentTitle("/docs"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(resourcesMenu(page)).toHaveAttribute("data-active", "");

    const region = page.getByRole("region", { name: docsCategoriesSection.title });
    await expect(region.locator("[data-reveal] > li")).toHaveCount(docsCategories.length);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(docsCategories.map((card) => card.title));
    for (const [index, category] of docsCategories.entries()) {
      const card = region.locator("[data-reveal] > li").nth(index);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(category.links?.length ?? 0);
      for (const [n, link] of (category.links ?? []).entries()) {
        await expect(links.nth(n)).toHaveText(link.label);
        await expect(links.nth(n)).toHaveAttribute("href", link.href);
      }
      if (category.items) await expect(card.getByRole("listitem")).toHaveText(category.items);
    }

    const start = page.getByRole("region", { name: docsGettingStarted.title });
    for (const action of docsGettingStarted.actions)
      await expect(start.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/docs"));
  });

  test("a guide opens from its card, and the link back returns", async ({ page }) => {
    const guide = guides[4]!;
    await page.goto("/docs");
    await page.getByRole("link", { name: guide.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/docs/${guide.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
    await page.getByRole("link", { name: docsBackLink.label }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page).toHaveTitle(documentTitle("/docs"));
  });

  test("server HTML carries the cards and their links", async ({ request }) => {
    const html = await serverText(request, "/docs");
    for (const card of docsCategories) expect(html).toContain(card.title);
    for (const slug of docsSlugs) expect(html).toContain(`href="/docs/${slug}"`);
    expect(html).toContain(docsGettingStarted.title);
  });
});

test.describe("documentation guides", () => {
  for (const guide of guides) {
    test(`/docs/${guide.slug}: title, cards, buttons to /contact, Resources active`, async ({ page, request }) => {
      await page.goto(`/docs/${guide.slug}`);
      await expect(page).toHaveTitle(documentTitle(`/docs/${guide.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
      await expect(resourcesMenu(page)).toHaveAttribute("data-active", "");
      const main = page.getByRole("main");
      await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: docsBackLink.label })).toHaveAttribute(
        "href",
        docsBackLink.href,
      );

      for (const card of guide.cards) {
        const region = main.getByRole("region", { name: card.title, exact: true });
        await expect(region).toBeVisible();
        await expect(region.getByRole("heading", { level: 2, name: card.title, exact: true })).toBeVisible();
        if (card.links) await expect(region.getByRole("link")).toHaveCount(card.links.length);
      }
      for (const action of guide.actions) {
        await expect(main.getByRole("link", { name: action.label, exact: true }).first()).toHaveAttribute("href", hrefFrom(action.href, `/docs/${guide.slug}`));
      }
      // Every link styled as a button (ButtonLink's px-5) is one of those calls to action.
      const buttons = main.locator("a.px-5");
      expect(await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))).toEqual(
        guide.actions.map((action) => hrefFrom(action.href, `/docs/${guide.slug}`)),
      );

      // The guide's area: its guides, this one marked current.
      expect(guide.area?.links, `${guide.slug}: its category "${guide.category}" is a /docs card with links`).toBeTruthy();
      const area = main.getByRole("navigation", { name: `${guide.category} guides` });
      await expect(area.getByRole("link")).toHaveCount(guide.area!.links!.length);
      await expect(area.getByRole("link", { name: guide.title, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(main.getByRole("heading", { name: docsAccessNote.title })).toBeVisible();

      for (const link of guide.related ?? []) {
        await expect(main.getByRole("navigation", { name: "Continue reading" }).getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
      }

      const html = await serverText(request, `/docs/${guide.slug}`);
      for (const text of [guide.title, ...guide.cards.map((card) => card.title), ...guide.actions.map((action) => action.label), docsBackLink.label]) {
        expect(html).toContain(text);
      }
    });
  }

  test("a card's link list leads to real pages", async ({ page, request }) => {
    // The shipped guides have one (the platform overview's divisions); the check is of whatever lists there are.
    expect(withLinkList, "a guide whose card lists links").toBeDefined();
    await page.goto(`/docs/${withLinkList!.slug}`);
    for (const card of withLinkList!.cards.filter((candidate) => candidate.links)) {
      const links = page.getByRole("main").getByRole("region", { name: card.title, exact: true }).getByRole("link");
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(card.links!.map((link) => link.href));
      for (const link of card.links!) expect((await request.get(link.href)).status(), link.href).toBe(200);
    }
  });

  test("slugs match case-insensitively", async ({ sharedPage: page }) => {
    const guide = guides.at(-3)!;
    const response = await page.goto(`/Docs/${guide.slug.toUpperCase()}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/docs/${guide.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.title);
  });

  test("an unknown guide answers 404 with the docs not-found state", async ({ page, request }) => {
    expect(await serverText(request, "/docs/not-a-guide", 404)).toContain(docsNotFound.title);

    const response = await page.goto("/docs/not-a-guide");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(docsNotFound.title);
    await expect(page.getByText(docsNotFound.message)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: docsBackLink.label })).toHaveAttribute("href", docsBackLink.href);
    // The 404 status keeps it out of search results; it claims no canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expectAccessible(page);
  });
});
