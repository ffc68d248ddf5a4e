import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

interface ExpectedService {
  slug: string;
  title: string;
  timeline: string;
  pricing?: string;
  divisions: [string, string][];
}

/** The order and figures of docs/product.md#prices-and-timelines. */
const services: ExpectedService[] = [
  { slug: "web", title: "Web Development", timeline: "4-12 weeks", pricing: "Starting at $5,000", divisions: [] },
  {
    slug: "games",
    title: "Game Development",
    timeline: "6-16 weeks",
    pricing: "Starting at $3,000 for experiences on the game platform",
    divisions: [["VesperGames", "/divisions/vespergames"]],
  },
  {
    slug: "ai",
    title: "AI Solutions",
    timeline: "8-20 weeks",
    divisions: [
      ["Nexus", "/divisions/nexus"],
      ["Nexila", "/divisions/nexila"],
      ["NoxGPT", "/divisions/noxgpt"],
    ],
  },
  {
    slug: "dmca",
    title: "DMCA Protection",
    timeline: "24-72 hours for emergency takedowns",
    divisions: [["VesperGuard", "/divisions/vesperguard"]],
  },
  { slug: "legal", title: "Legal Services", timeline: "2-8 weeks", divisions: [["VesperLegal", "/divisions/vesperlegal"]] },
  { slug: "business", title: "Business Solutions", timeline: "4-12 weeks", divisions: [["VIAD", "/divisions/viad"]] },
];

function serviceList(page: Page) {
  return page.getByRole("region", { name: "Six ways to work with Vesper" });
}

function backLink(page: Page) {
  return page.getByRole("main").getByRole("link", { name: /^Back/ });
}

/** Server HTML with React's text separators removed. */
async function serverHtml(request: { get: (path: string) => Promise<{ text: () => Promise<string> }> }, path: string) {
  return (await (await request.get(path)).text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
}

test.describe("services list", () => {
  test("top bar, six cards in order with Learn More, and the closing call to action", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle("Our Services | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");

    const topBar = page.getByRole("navigation", { name: "Services shortcuts" });
    await expect(topBar.getByRole("link")).toHaveCount(5);
    for (const [name, href] of [
      ["Divisions", "/divisions"],
      ["Services", "/services"],
      ["Labs", "/projects"],
      ["Join Us", "/join"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(topBar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const cards = serviceList(page).locator("[data-reveal] > li");
    await expect(cards).toHaveCount(6);
    await expect(serviceList(page).getByRole("heading", { level: 3 })).toHaveText(services.map((service) => service.title));
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("ul > li")).toHaveCount(4);
      await expect(card.getByRole("link")).toHaveCount(1);
      const learnMore = card.getByRole("link", { name: `Learn More about ${service.title}` });
      await expect(learnMore).toHaveAttribute("href", `/services/${service.slug}`);
      await expect(learnMore).toContainText("Learn More");
    }

    const cta = page.getByRole("region", { name: "Have a project in mind?" });
    await expect(cta.getByRole("link", { name: "Work With Us" })).toHaveAttribute("href", "/join");
    await expect(cta.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/contact");
  });

  test("cards reveal 200 ms apart once the list scrolls into view, and stay accessible", async ({ page }) => {
    // A short window keeps the list below the fold until we scroll.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/services");
    const list = serviceList(page).locator("[data-reveal]");
    await expect(list).toHaveAttribute("data-reveal", "pending");
    const delays = await list.locator("> li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
    expect(delays).toEqual(["0ms", "200ms", "400ms", "600ms", "800ms", "1000ms"]);

    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expect(list.locator("> li").last()).toHaveCSS("opacity", "1");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectAccessible(page);
  });

  test("under reduced motion every card is visible without animation", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/services");
    const list = serviceList(page).locator("[data-reveal]");
    await expect(page.getByRole("link", { name: "Learn More about Business Solutions" })).toBeAttached();
    await expect(list).toHaveAttribute("data-reveal", "");
    for (const card of await list.locator("> li").all()) await expect(card).toHaveCSS("opacity", "1");
  });

  test("the server HTML already holds every card and link", async ({ request }) => {
    const html = await serverHtml(request, "/services");
    for (const service of services) {
      expect(html).toContain(service.title);
      expect(html).toContain(`href="/services/${service.slug}"`);
    }
    for (const text of ["Services shortcuts", "Custom web applications", "Emergency takedowns", "KPI reporting", "Work With Us", "Get a Quote"]) {
      expect(html).toContain(text);
    }
  });
});

test.describe("service detail pages", () => {
  for (const service of services) {
    test(`/services/${service.slug} shows its figures, features, technologies and process`, async ({ page }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${service.title} | Vesper`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      const main = page.getByRole("main");

      await expect(page.getByTestId("service-timeline")).toHaveText(service.timeline);
      if (service.pricing) {
        await expect(page.getByTestId("service-pricing")).toHaveText(service.pricing);
      } else {
        await expect(page.getByTestId("service-pricing")).toHaveCount(0);
        await expect(main.getByText("Pricing", { exact: true })).toHaveCount(0);
        expect(await main.textContent()).not.toMatch(/\$\s?\d|Starting at/);
      }

      await expect(main.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");

      const features = page.getByRole("region", { name: "What You Get" });
      await expect(features.getByRole("listitem")).toHaveCount(8);

      const technologies = page.getByRole("region", { name: "Technologies We Master" });
      expect(await technologies.getByRole("listitem").count()).toBeGreaterThanOrEqual(6);

      const process = page.getByRole("region", { name: "Our Process" });
      const steps = process.locator("ol > li");
      await expect(steps).toHaveCount(5);
      await expect(process.getByRole("heading", { level: 3 })).toHaveCount(5);
      for (let n = 1; n <= 5; n++) await expect(steps.nth(n - 1)).toContainText(`0${n}`);

      for (const [name, href] of service.divisions) {
        await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }

      await expect(main.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact");
      await expect(main.getByRole("link", { name: "Explore All Services" })).toHaveAttribute("href", "/services");
    });
  }

  test("the server HTML already holds each page's content", async ({ request }) => {
    for (const service of services) {
      const html = await serverHtml(request, `/services/${service.slug}`);
      for (const text of [service.title, service.timeline, "What You Get", "Technologies We Master", "Our Process", "Start Your Project"]) {
        expect(html, `${service.slug}: ${text}`).toContain(text);
      }
      if (service.pricing) expect(html).toContain(service.pricing);
      else expect(html).not.toContain('data-testid="service-pricing"');
      // Without JavaScript the back button is a plain link to the list.
      expect(html).toMatch(/<a [^>]*href="\/services"[^>]*>.*?Back to Services(<\/span>)?<\/a>/);
    }
  });

  test("/SERVICES/Web/ reaches the web page", async ({ page }) => {
    const response = await page.goto("/SERVICES/Web/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/services/web");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
  });
});

test.describe("back button", () => {
  test("returns to the list the visitor came from", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Learn More about Web Development" }).click();
    await expect(page).toHaveURL(/\/services\/web$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
    await expect(backLink(page)).toHaveText("Back");
    const entries = await page.evaluate(() => history.length);
    await backLink(page).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    // It went back in history rather than pushing a new entry.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goForward();
    await expect(page).toHaveURL(/\/services\/web$/);
  });

  test("goes to /services when the visitor landed directly on a service", async ({ page }) => {
    await page.goto("/services/games");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game Development");
    await expect(backLink(page)).toHaveText("Back to Services");
    await expect(backLink(page)).toHaveAttribute("href", "/services");
    await backLink(page).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  });

  test("returns to another page of the site after a full page load from it", async ({ page }) => {
    await page.goto("/divisions");
    await page.evaluate(() => window.location.assign("/services/web"));
    await expect(page).toHaveURL(/\/services\/web$/);
    await expect(backLink(page)).toHaveText("Back");
    await backLink(page).click();
    await expect(page).toHaveURL(/\/divisions$/);
  });

  test("is a plain link to /services without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/divisions");
    await page.goto("/services/ai");
    const back = backLink(page);
    await expect(back).toHaveText("Back to Services");
    await back.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("link", { name: "Learn More about AI Solutions" })).toBeVisible();
    await context.close();
  });
});

test.describe("unknown service", () => {
  test("answers 404 with the spec's texts and a link to /services", async ({ page, request }) => {
    const raw = await request.get("/services/quantum");
    expect(raw.status()).toBe(404);
    const html = (await raw.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
    expect(html).toContain("Service Not Found");
    expect(html).toContain("The requested service doesn't exist.");

    const response = await page.goto("/services/quantum");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The requested service doesn't exist.")).toBeVisible();
    // The 404 status keeps it out of search results; it claims no canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
