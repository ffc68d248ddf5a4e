import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const serverHtml = async (request: import("@playwright/test").APIRequestContext, path: string) =>
  (await (await request.get(path)).text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");

/** docs/product.md#documentation-pages: title, content cards (h2) and call-to-action buttons, all to /contact. */
const subPages = [
  { slug: "platform-overview", area: "Getting Started", title: "Platform Overview", cards: ["Platform Architecture", "The Nine Divisions"], buttons: ["Talk to Our Team"] },
  { slug: "setup", area: "Getting Started", title: "Setup Guide", cards: ["Contact the Integration Team"], buttons: ["Contact the Integration Team"] },
  {
    slug: "configuration",
    area: "Getting Started",
    title: "Basic Configuration",
    cards: ["Authentication Setup", "Security Policies"],
    buttons: ["Get Authentication Setup", "Configure Security"],
  },
  { slug: "tutorial", area: "Getting Started", title: "First Steps Tutorial", cards: ["Interactive Tutorial"], buttons: ["Schedule Tutorial Session"] },
  {
    slug: "encryption",
    area: "Security Guidelines",
    title: "Encryption Standards",
    cards: ["AES-256 Encryption", "Zero-Trust Architecture", "Key Management"],
    buttons: ["Learn More About Security"],
  },
  { slug: "access-control", area: "Security Guidelines", title: "Access Control Policies", cards: ["Role-Based Access Control"], buttons: ["Configure Access Controls"] },
  { slug: "incident-response", area: "Security Guidelines", title: "Incident Response Procedures", cards: ["24/7 Incident Response"], buttons: ["Contact Security Team"] },
  { slug: "compliance", area: "Security Guidelines", title: "Compliance Documentation", cards: ["Enterprise Compliance"], buttons: ["Request Compliance Documentation"] },
  { slug: "dev-getting-started", area: "Development Resources", title: "Developer Getting Started", cards: ["Developer Resources"], buttons: ["Get Developer Access"] },
  { slug: "sdk", area: "Development Resources", title: "SDK Documentation", cards: ["Custom SDK Development"], buttons: ["Request Custom SDK"] },
  { slug: "examples", area: "Development Resources", title: "Code Examples", cards: ["Interactive Examples"], buttons: ["Access Code Repository"] },
  { slug: "integrations", area: "Development Resources", title: "Integrations", cards: ["Custom Integration Support"], buttons: ["Schedule Integration Consultation"] },
];

const docsCards = [
  { title: "Getting Started", links: subPages.slice(0, 4) },
  { title: "Security Guidelines", links: subPages.slice(4, 8) },
  { title: "Development Resources", links: subPages.slice(8, 12) },
  { title: "Game Development", links: [] },
  { title: "Legal Documentation", links: [] },
  { title: "Implementation Guides", links: [] },
];

test.describe("resources hub", () => {
  test("three resource cards and the quick-access links", async ({ page }) => {
    await page.goto("/resources");
    await expect(page).toHaveTitle("Resources | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
    await expect(mainNav(page).getByRole("button", { name: "Resources" })).toHaveAttribute("data-active", "");

    const cards = page.getByRole("region", { name: "Explore Our Resources" });
    await expect(cards.locator("[data-reveal] > li")).toHaveCount(3);
    for (const [title, label, href] of [
      ["Documentation", "Browse Documentation", "/docs"],
      ["Case Studies", "Read Case Studies", "/case-studies"],
      ["Blog", "Visit the Blog", "/blog"],
    ] as const) {
      const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
      await expect(card.getByRole("link", { name: label })).toHaveAttribute("href", href);
      await expect(card.getByRole("listitem")).toHaveCount(3);
    }

    const quick = page.getByRole("region", { name: "Quick Access" });
    await expect(quick.getByRole("link")).toHaveCount(2);
    await expect(quick.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/docs");
    await expect(quick.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  test("server HTML carries the whole page", async ({ request }) => {
    const html = await serverHtml(request, "/resources");
    for (const text of ["Explore Our Resources", "Browse Documentation", "Read Case Studies", "Visit the Blog", "Quick Access"]) {
      expect(html).toContain(text);
    }
    for (const href of ["/docs", "/case-studies", "/blog", "/contact"]) expect(html).toContain(`href="${href}"`);
  });
});

test.describe("documentation", () => {
  test("six cards: three link their four guides, three list items without links", async ({ page }) => {
    await page.goto("/docs");
    await expect(page).toHaveTitle("Documentation | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation");
    await expect(mainNav(page).getByRole("button", { name: "Resources" })).toHaveAttribute("data-active", "");

    const region = page.getByRole("region", { name: "Browse the Documentation" });
    await expect(region.locator("[data-reveal] > li")).toHaveCount(6);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(docsCards.map((card) => card.title));
    for (const [index, expected] of docsCards.entries()) {
      const card = region.locator("[data-reveal] > li").nth(index);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(expected.links.length);
      for (const [n, link] of expected.links.entries()) {
        await expect(links.nth(n)).toHaveText(link.title);
        await expect(links.nth(n)).toHaveAttribute("href", `/docs/${link.slug}`);
      }
      if (expected.links.length === 0) await expect(card.getByRole("listitem")).toHaveCount(4);
    }

    const start = page.getByRole("region", { name: "Ready to Get Started?" });
    await expect(start.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");
    await expect(start.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  });

  test("a guide opens from its card, and Back to Documentation returns", async ({ page }) => {
    await page.goto("/docs");
    await page.getByRole("link", { name: "Encryption Standards" }).click();
    await expect(page).toHaveURL(/\/docs\/encryption$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encryption Standards");
    await page.getByRole("link", { name: "Back to Documentation" }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation");
  });

  test("server HTML carries the cards and their links", async ({ request }) => {
    const html = await serverHtml(request, "/docs");
    for (const card of docsCards) expect(html).toContain(card.title);
    for (const sub of subPages) expect(html).toContain(`href="/docs/${sub.slug}"`);
    expect(html).toContain("Ready to Get Started?");
  });
});

test.describe("documentation guides", () => {
  for (const sub of subPages) {
    test(`/docs/${sub.slug}: title, cards, buttons to /contact, Resources active`, async ({ page, request }) => {
      await page.goto(`/docs/${sub.slug}`);
      await expect(page).toHaveTitle(`${sub.title} · Docs | Vesper`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sub.title);
      await expect(mainNav(page).getByRole("button", { name: "Resources" })).toHaveAttribute("data-active", "");
      const main = page.getByRole("main");
      await expect(main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Back to Documentation" })).toHaveAttribute(
        "href",
        "/docs",
      );

      for (const card of sub.cards) {
        const region = main.getByRole("region", { name: card, exact: true });
        await expect(region).toBeVisible();
        await expect(region.getByRole("heading", { level: 2, name: card, exact: true })).toBeVisible();
      }
      for (const label of sub.buttons) {
        await expect(main.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", "/contact");
      }
      // Every link styled as a button (ButtonLink's px-5) is one of those calls to action, all to /contact.
      const buttons = main.locator("a.px-5");
      await expect(buttons).toHaveCount(sub.buttons.length);
      expect(await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))).toEqual(sub.buttons.map(() => "/contact"));

      // The guide's area: its four pages, this one marked current.
      const area = main.getByRole("navigation", { name: `${sub.area} guides` });
      await expect(area.getByRole("link")).toHaveCount(4);
      await expect(area.getByRole("link", { name: sub.title, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(main.getByRole("heading", { name: "How Access Works" })).toBeVisible();

      const html = await serverHtml(request, `/docs/${sub.slug}`);
      for (const text of [sub.title, ...sub.cards, ...sub.buttons, "Back to Documentation"]) expect(html).toContain(text);
    });
  }

  test("the platform overview links /docs, /docs/setup, /contact and the nine divisions", async ({ page }) => {
    await page.goto("/docs/platform-overview");
    const main = page.getByRole("main");
    const next = main.getByRole("navigation", { name: "Continue reading" });
    await expect(next.getByRole("link", { name: "Next: Setup Guide" })).toHaveAttribute("href", "/docs/setup");
    await expect(next.getByRole("link", { name: "All Documentation" })).toHaveAttribute("href", "/docs");
    await expect(main.getByRole("link", { name: "Talk to Our Team" })).toHaveAttribute("href", "/contact");
    const divisions = main.getByRole("region", { name: "The Nine Divisions" }).getByRole("link");
    await expect(divisions).toHaveCount(9);
    await expect(divisions.first()).toHaveAttribute("href", "/divisions/vesperguard");
    await expect(main.getByText("99.99% uptime", { exact: false })).toBeVisible();
  });

  test("the security guides state the standards", async ({ page }) => {
    await page.goto("/docs/encryption");
    for (const text of ["AES-256 at rest", "in transit", "hardware security modules (HSM)"]) {
      await expect(page.getByRole("main").getByText(text, { exact: false })).toBeVisible();
    }
    await page.goto("/docs/compliance");
    for (const text of ["SOC 2 Type II:", "GDPR:", "CCPA:"]) await expect(page.getByRole("main").getByText(text)).toBeVisible();
    await page.goto("/docs/sdk");
    await expect(page.getByRole("main").getByText("JavaScript, Python, Java, C# and more", { exact: false })).toBeVisible();
    await page.goto("/docs/configuration");
    await expect(page.getByRole("main").getByText("OAuth 2.0", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("main").getByText("JWT tokens", { exact: false }).first()).toBeVisible();
  });

  test("slugs match case-insensitively", async ({ page }) => {
    const response = await page.goto("/Docs/SDK/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/docs/sdk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SDK Documentation");
  });

  test("an unknown guide answers 404 with the docs not-found state", async ({ page, request }) => {
    const raw = await request.get("/docs/not-a-guide");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Documentation Page Not Found");

    const response = await page.goto("/docs/not-a-guide");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentation Page Not Found");
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Documentation" })).toHaveAttribute("href", "/docs");
    // The 404 status keeps it out of search results; it claims no canonical address.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expectAccessible(page);
  });
});
