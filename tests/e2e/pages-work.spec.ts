import { expect, expectAccessible, test } from "./fixtures";

const caseStudies = [
  {
    title: "Shutting Down a Piracy Wave Across 10K+ Creator Assets",
    client: "An independent digital art and asset marketplace",
    division: ["VesperGuard", "/divisions/vesperguard"],
  },
  {
    title: "Scaling a Multiplayer Launch to 2M+ Players",
    client: "A mid-size mobile game studio",
    division: ["VesperGames", "/divisions/vespergames"],
  },
  {
    title: "Turning a Cautious Allocation into 300% Portfolio Returns",
    client: "A founder-led family office entering technology",
    division: ["Vesper Holdings", "/divisions/vesperholdings"],
  },
  {
    title: "Rebuilding Delivery Operations for 40% Efficiency Gains",
    client: "A fast-growing digital services agency",
    division: ["VIAD", "/divisions/viad"],
  },
] as const;

const showcases = [
  ["VesperGuard", "Active", "/divisions/vesperguard"],
  ["NoxGPT", "Summer 2025", "/divisions/noxgpt"],
  ["VesperGames", "Live", "/divisions/vespergames"],
  ["Vesper Holdings", "Active", "/divisions/vesperholdings"],
  ["Nexus", "Summer 2025", "/divisions/nexus"],
  ["VIAD", "Active", "/divisions/viad"],
] as const;

const stats = [
  ["2M+", "Combined Users"],
  ["99.8%", "Success Rate"],
  ["300%", "Portfolio Returns"],
  ["10K+", "Assets Protected"],
] as const;

const principles = ["Specialists, One Team", "Secure by Default", "Results You Can Measure"];

/** Server HTML without React's text separators. */
async function serverHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
}

test.describe("case studies page", () => {
  test("four case studies with every field, key results and the delivering division", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(page).toHaveTitle("Case Studies | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");

    const region = page.getByRole("region", { name: "From Problem to Proof" });
    const cards = region.getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const [index, study] of caseStudies.entries()) {
      const card = region.getByRole("article", { name: study.title });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.title);
      await expect(card.getByText(`Case study 0${index + 1}`)).toBeVisible();
      for (const term of ["Client", "Industry", "Timeline"]) await expect(card.locator("dt", { hasText: term })).toBeVisible();
      await expect(card.locator("dd").first()).toHaveText(study.client);
      for (const heading of ["The Challenge", "Our Solution", "Key Results"]) {
        await expect(card.getByRole("heading", { level: 4, name: heading })).toBeVisible();
      }
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      const [name, href] = study.division;
      await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    // The fixed marketing figures appear in the results.
    for (const figure of ["10K+ creator assets", "99.8% takedown success rate", "2M+ players", "99.99% server uptime", "Sub-100ms", "300% returns", "15 exits", "40% efficiency gain"]) {
      await expect(region.getByText(figure).first()).toBeVisible();
    }
  });

  test("Contact Our Team goes to /contact; the page links Our Work", async ({ page }) => {
    await page.goto("/case-studies");
    const main = page.getByRole("main");
    const contact = main.getByRole("link", { name: "Contact Our Team" });
    await expect(contact).toHaveAttribute("href", "/contact");
    const ourWork = main.getByRole("link", { name: "See Our Work" });
    await expect(ourWork).toHaveCount(2);
    for (const link of await ourWork.all()) await expect(link).toHaveAttribute("href", "/our-work");

    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("the server HTML holds every case study", async ({ request }) => {
    const html = await serverHtml(request, "/case-studies");
    for (const study of caseStudies) {
      expect(html).toContain(study.title);
      expect(html).toContain(study.client);
      expect(html).toContain(`href="${study.division[1]}"`);
    }
    expect(html).toContain("Key Results");
    expect(html).toContain('href="/contact"');
    expect(html).toContain("Contact Our Team");
  });

  test("passes axe with reduced motion, all cards visible", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/case-studies");
    const cards = page.locator("#case-studies [data-reveal] > li");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });
});

test.describe("our work page", () => {
  test("headline stats, six showcase cards with status badges and links, three principles, calls to action", async ({ page }) => {
    await page.goto("/our-work");
    await expect(page).toHaveTitle("Our Work | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Work");

    const impact = page.getByRole("list", { name: "Headline results" });
    await expect(impact.getByRole("listitem")).toHaveCount(4);
    for (const [index, [value, label]] of stats.entries()) {
      const item = impact.getByRole("listitem").nth(index);
      await expect(item.getByText(value, { exact: true })).toBeVisible();
      await expect(item.getByText(label, { exact: true })).toBeVisible();
    }

    const showcase = page.getByRole("region", { name: "What Each Division Delivers" });
    const cards = showcase.locator("[data-reveal] > li");
    await expect(cards).toHaveCount(6);
    await expect(showcase.getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const [index, [division, status, href]] of showcases.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(division, { exact: true })).toBeVisible();
      // Status as text (also read as "Status: …"), coloured by the showcase rule.
      await expect(card).toContainText(`Status: ${status}`);
      const badge = card.locator("[data-showcase-status] > span:not(.sr-only)");
      await expect(badge).toHaveText(status);
      await expect(badge).toHaveClass(status === "Summer 2025" ? /text-warn/ : /text-ok/);
      await expect(card.getByText(/^Impact:/)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveCount(3);
      const link = card.getByRole("link", { name: `Explore ${division}` });
      await expect(link).toHaveAttribute("href", href);
    }
    await expect(showcase.getByRole("link")).toHaveCount(6);

    const how = page.getByRole("region", { name: "Three Principles, Every Engagement" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveText(principles);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Explore Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(main.getByRole("link", { name: "Read the Case Studies" })).toHaveAttribute("href", "/case-studies");
  });

  test("every showcase link opens a real division page", async ({ page, request }) => {
    await page.goto("/our-work");
    const links = page.getByRole("region", { name: "What Each Division Delivers" }).getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs).toEqual(showcases.map(([, , href]) => href));
    for (const [index, href] of hrefs.entries()) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const html = (await response.text()).replace(/<!-- -->/g, "");
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
      expect(h1, href).toContain(showcases[index]![0]);
      expect(h1, href).not.toContain("Not Found");
    }

    // Client-side navigation too, through the name with a space.
    await page.getByRole("link", { name: "Explore Vesper Holdings" }).click();
    await expect(page).toHaveURL(/\/divisions\/vesperholdings$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Vesper Holdings");
  });

  test("the server HTML holds the stats, showcases and principles", async ({ request }) => {
    const html = await serverHtml(request, "/our-work");
    for (const [value, label] of stats) {
      expect(html).toContain(`>${value}<`);
      expect(html).toContain(`>${label}<`);
    }
    for (const [division, status, href] of showcases) {
      expect(html).toContain(`>${division}<`);
      expect(html).toContain(`data-showcase-status="${status}"`);
      expect(html).toContain(`href="${href}"`);
    }
    for (const principle of principles) expect(html).toContain(principle);
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/divisions"');
  });

  test("passes axe with reduced motion, all cards visible", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/our-work");
    const cards = page.locator("#showcase [data-reveal] > li");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toHaveCSS("opacity", "1");
    await expectAccessible(page);
  });
});
