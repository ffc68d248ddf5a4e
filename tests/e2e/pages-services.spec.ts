import type { Page } from "@playwright/test";
import {
  divisionNames,
  documentTitle,
  hrefFrom,
  serviceDetailPage,
  serviceDetails,
  serviceSlugs,
  servicesPage,
  serviceSummaries,
} from "../support/site-content";
import { toInquiryForm } from "../../app/lib/contracts/inquiry-topics";
import { expect, expectAccessible, test } from "./fixtures";
import { escapeRegExp, serverText } from "./server-html";

/** Each service's page as the content describes it, in the list's order. */
const services = serviceSlugs.map((slug) => ({ slug, ...serviceDetails[slug] }));
const { back, notFound, sections } = serviceDetailPage;
const learnMore = (title: string) => `${servicesPage.list.learnMoreLabel} about ${title}`;
/** A service to land on, one to come back from, one to open without JavaScript. */
const [first, second, third] = services as [(typeof services)[number], (typeof services)[number], (typeof services)[number]];

function serviceList(page: Page) {
  return page.getByRole("region", { name: servicesPage.list.title });
}

function backLink(page: Page) {
  return page.getByRole("main").getByRole("link", { name: new RegExp(`^${escapeRegExp(back.label)}`) });
}

test.describe("services list", () => {
  test("top bar, every card in order with Learn More, and the closing call to action", async ({ sharedPage: page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle(documentTitle("/services"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.title);

    const topBar = page.getByRole("navigation", { name: servicesPage.shortcutsLabel });
    await expect(topBar.getByRole("link")).toHaveCount(servicesPage.shortcuts.length);
    for (const shortcut of servicesPage.shortcuts) {
      await expect(topBar.getByRole("link", { name: shortcut.label, exact: true })).toHaveAttribute("href", hrefFrom(shortcut.href, "/services"));
    }

    const cards = serviceList(page).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(serviceSummaries.length);
    await expect(serviceList(page).getByRole("heading", { level: 3 })).toHaveText(serviceSummaries.map((service) => service.title));
    for (const [index, service] of serviceSummaries.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("ul > li")).toHaveText(service.features);
      await expect(card.getByRole("link")).toHaveCount(1);
      const link = card.getByRole("link", { name: learnMore(service.title) });
      await expect(link).toHaveAttribute("href", `/services/${service.slug}`);
      await expect(link).toContainText(servicesPage.list.learnMoreLabel);
    }

    const cta = page.getByRole("region", { name: servicesPage.cta.title });
    for (const action of servicesPage.cta.actions)
      await expect(cta.getByRole("link", { name: action.label })).toHaveAttribute("href", hrefFrom(action.href, "/services"));
  });

  test("cards reveal one stagger apart once the list scrolls into view, and stay accessible", async ({ sharedPage: page }) => {
    // A short window keeps the list below the fold until we scroll.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/services");
    const list = serviceList(page).locator("[data-reveal]");
    await expect(list).toHaveAttribute("data-reveal", "pending");
    const delays = await list.locator("> li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
    expect(delays).toEqual(serviceSummaries.map((_, index) => `${index * servicesPage.revealStaggerMs}ms`));

    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expect(list.locator("> li").last()).toHaveCSS("opacity", "1");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectAccessible(page);
  });

  test("under reduced motion every card is visible without animation", async ({ sharedPage: page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/services");
    const list = serviceList(page).locator("[data-reveal]");
    await expect(page.getByRole("link", { name: learnMore(serviceSummaries.at(-1)!.title) })).toBeAttached();
    await expect(list).toHaveAttribute("data-reveal", "");
    for (const card of await list.locator("> li").all()) await expect(card).toHaveCSS("opacity", "1");
  });

  test("the server HTML already holds every card and link", async ({ request }) => {
    const html = await serverText(request, "/services");
    for (const service of serviceSummaries) {
      for (const text of [service.title, `href="/services/${service.slug}"`, ...service.features]) expect(html).toContain(text);
    }
    for (const text of [servicesPage.shortcutsLabel, ...servicesPage.cta.actions.map((action) => action.label)]) expect(html).toContain(text);
  });
});

test.describe("service detail pages", () => {
  for (const service of services) {
    test(`/services/${service.slug} shows its figures, features, technologies and process`, async ({ sharedPage: page }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(documentTitle(`/services/${service.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      const main = page.getByRole("main");

      await expect(page.getByTestId("service-timeline")).toHaveText(service.timeline);
      if (service.pricing) {
        await expect(page.getByTestId("service-pricing")).toHaveText(service.pricing);
      } else {
        await expect(page.getByTestId("service-pricing")).toHaveCount(0);
        await expect(main.getByText(serviceDetailPage.facts.pricing, { exact: true })).toHaveCount(0);
        expect(await main.textContent()).not.toMatch(/\$\s?\d/);
      }

      // "/contact" links lead to the inquiry form with this service chosen.
      await expect(main.getByRole("link", { name: serviceDetailPage.start.label })).toHaveAttribute(
        "href",
        hrefFrom(toInquiryForm(serviceDetailPage.start.href, { service: service.slug }), `/services/${service.slug}`),
      );

      await expect(page.getByRole("region", { name: sections.features }).getByRole("listitem")).toHaveText(service.features);
      await expect(page.getByRole("region", { name: sections.technologies }).getByRole("listitem")).toHaveText(service.technologies);

      const process = page.getByRole("region", { name: sections.process });
      const steps = process.locator("ol > li");
      await expect(steps).toHaveCount(service.process.length);
      await expect(process.getByRole("heading", { level: 3 })).toHaveText(service.process.map((step) => step.title));
      for (let n = 1; n <= service.process.length; n++) await expect(steps.nth(n - 1)).toContainText(String(n).padStart(2, "0"));

      for (const id of service.divisions) {
        await expect(main.getByRole("link", { name: divisionNames[id], exact: true })).toHaveAttribute("href", `/divisions/${id}`);
      }

      for (const action of serviceDetailPage.cta.actions)
        await expect(main.getByRole("link", { name: action.label })).toHaveAttribute(
          "href",
          hrefFrom(toInquiryForm(action.href, { service: service.slug }), `/services/${service.slug}`),
        );
    });
  }

  test("the server HTML already holds each page's content", async ({ request }) => {
    for (const service of services) {
      const html = await serverText(request, `/services/${service.slug}`);
      for (const text of [service.title, service.timeline, ...Object.values(sections), serviceDetailPage.start.label, ...service.features]) {
        expect(html, `${service.slug}: ${text}`).toContain(text);
      }
      if (service.pricing) expect(html).toContain(service.pricing);
      else expect(html).not.toContain('data-testid="service-pricing"');
      // Without JavaScript the back button is a plain link to the list.
      expect(html).toMatch(new RegExp(`<a [^>]*href="${back.fallbackHref}"[^>]*>.*?${escapeRegExp(back.fallbackLabel)}(</span>)?</a>`));
    }
  });

  test("an address in another case, with a trailing slash, reaches the service", async ({ sharedPage: page }) => {
    const response = await page.goto(`/SERVICES/${first.slug.toUpperCase()}/`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/services/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });
});

test.describe("back button", () => {
  test("returns to the list the visitor came from", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: learnMore(first.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(backLink(page)).toHaveText(back.label);
    const entries = await page.evaluate(() => history.length);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.title);
    // It went back in history rather than pushing a new entry.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`));
  });

  test("goes to /services when the visitor landed directly on a service", async ({ page }) => {
    await page.goto(`/services/${second.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.title);
    await expect(backLink(page)).toHaveText(back.fallbackLabel);
    await expect(backLink(page)).toHaveAttribute("href", back.fallbackHref);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.title);
  });

  test("returns to another page of the site after a full page load from it", async ({ page }) => {
    await page.goto("/divisions");
    await page.evaluate((path) => window.location.assign(path), `/services/${first.slug}`);
    await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`));
    await expect(backLink(page)).toHaveText(back.label);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/divisions$/);
  });

  test("is a plain link to /services without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/divisions");
    await page.goto(`/services/${third.slug}`);
    const link = backLink(page);
    await expect(link).toHaveText(back.fallbackLabel);
    await link.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("link", { name: learnMore(third.title) })).toBeVisible();
    await context.close();
  });
});

test.describe("unknown service", () => {
  test("answers 404 with the not-found state and a link to the list", async ({ page, request }) => {
    const html = await serverText(request, "/services/quantum", 404);
    expect(html).toContain(notFound.title);
    expect(html).toContain(notFound.message);

    const response = await page.goto("/services/quantum");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByText(notFound.message)).toBeVisible();
    // The 404 status keeps it out of search results; it claims no canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: notFound.backLabel })).toHaveAttribute("href", notFound.backHref);
    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: notFound.backLabel }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
