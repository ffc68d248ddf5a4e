import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** Server HTML without React's text separators, so sentences can be searched whole. */
async function serverHtml(request: import("@playwright/test").APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
}

async function expectCompanyActive(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Company" })).toHaveAttribute("data-active", "");
}

const values = ["Innovation First", "Absolute Excellence", "Technology Mastery", "Lightning Execution"];
const problems = ["Stagnant Innovation", "Security Vulnerabilities", "Technical Mediocrity", "Disconnected Solutions"];
const milestones = [
  ["2025", "Company Foundation", "Complete"],
  ["2025-2026", "AI Platform Launch", "In Progress"],
  ["2026", "Market Leadership", "Planned"],
  ["2027+", "Future Redefined", "Vision"],
] as const;
const roles = [
  "Security Engineer",
  "AI Research Engineer",
  "Language Model Engineer",
  "Full-Stack Engineer",
  "Game Developer",
  "Legal & IP Specialist",
  "Operations & Investment Analyst",
  "Community & Communications Lead",
];
const divisions = [
  ["VesperGuard", "vesperguard"],
  ["NoxGPT", "noxgpt"],
  ["Nexus", "nexus"],
  ["Nexila", "nexila"],
  ["VesperGames", "vespergames"],
  ["VIAD", "viad"],
  ["VesperLegal", "vesperlegal"],
  ["Vesper Holdings", "vesperholdings"],
  ["VComm", "vcomm"],
] as const;

test.describe("about page", () => {
  test("hero, four stats, the mission quote, four values and links to /divisions and /team", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("About Us | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nine Divisions. One Standard.");
    await expectCompanyActive(page);

    const stats = page.getByRole("region", { name: "Vesper in Four Figures" });
    await expect(stats.locator("[data-reveal] > li")).toHaveCount(4);
    for (const text of ["2025", "Founded", "9", "Specialised Divisions", "50+", "Active Projects", "24/7", "Global Operations"]) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }

    const quote = page.getByRole("region", { name: "Our mission" });
    await expect(quote.locator("blockquote")).toContainText("Nine divisions, one team, zero excuses.");
    await expect(quote.locator("figcaption")).toContainText("Elias Vance");

    const valuesRegion = page.getByRole("region", { name: "Our Values" });
    await expect(valuesRegion.getByRole("heading", { level: 3 })).toHaveText(values);

    const main = page.getByRole("main");
    const cta = page.getByRole("region", { name: "See the Divisions Behind the Work" });
    await expect(cta.getByRole("link", { name: "Explore Our Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(cta.getByRole("link", { name: "Meet the Team" })).toHaveAttribute("href", "/team");
    await expect(main.getByRole("link", { name: "Meet the Team" }).first()).toHaveAttribute("href", "/team");
  });

  test("server HTML holds the whole page", async ({ request }) => {
    const html = await serverHtml(request, "/about");
    for (const text of [...values, "Vesper in Four Figures", "Active Projects", "Nine divisions, one team, zero excuses.", 'href="/team"', 'href="/divisions"']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<blockquote[\s>]/);
  });
});

test.describe("mission page", () => {
  test("purpose hero, four problems, four solutions tied to divisions, the roadmap and the buttons", async ({ page }) => {
    await page.goto("/mission");
    await expect(page).toHaveTitle("Why We Exist | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why We Exist");
    await expectCompanyActive(page);

    await expect(page.getByRole("region", { name: "What Is Broken" }).getByRole("heading", { level: 3 })).toHaveText(problems);

    const solutions = page.getByRole("region", { name: "How We Fix It" });
    await expect(solutions.locator("[data-reveal] > li")).toHaveCount(4);
    await expect(solutions.getByText("Impact", { exact: true })).toHaveCount(4);
    for (const [name, id] of [["Nexus", "nexus"], ["VesperGuard", "vesperguard"], ["Nexila", "nexila"], ["VIAD", "viad"]]) {
      await expect(solutions.getByRole("link", { name: name!, exact: true })).toHaveAttribute("href", `/divisions/${id}`);
    }

    const roadmap = page.getByRole("region", { name: "The Vision Roadmap" });
    const items = roadmap.locator("ol > li");
    await expect(items).toHaveCount(4);
    for (const [index, [year, milestone, status]] of milestones.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(milestone);
      await expect(item).toContainText(year);
      // The status is text, not colour alone.
      await expect(item.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(items.nth(1)).toContainText("Nexila");
    await expect(items.nth(1)).toContainText("enterprise standard");

    // Roadmap colours: In Progress yellow, Planned blue, Complete and Vision purple.
    const color = (index: number, status: string) =>
      items.nth(index).getByText(status, { exact: true }).evaluate((node) => getComputedStyle(node).color);
    const yellow = await color(1, "In Progress");
    const blue = await color(2, "Planned");
    const purple = await color(0, "Complete");
    expect(await color(3, "Vision")).toBe(purple);
    expect(new Set([yellow, blue, purple]).size).toBe(3);

    const cta = page.getByRole("region", { name: "Be Part of What Comes Next" });
    await expect(cta.getByRole("link", { name: "Explore Our Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(cta.getByRole("link", { name: "Meet the Team" })).toHaveAttribute("href", "/team");
  });

  test("server HTML holds the problems, solutions and roadmap statuses", async ({ request }) => {
    const html = await serverHtml(request, "/mission");
    for (const text of [...problems, ...milestones.flat(), 'href="/divisions/nexus"', 'href="/divisions/viad"', 'href="/team"']) {
      expect(html).toContain(text);
    }
  });
});

test.describe("story page", () => {
  test("the narrative from the 2025 founding, the founder and the links onward", async ({ page }) => {
    await page.goto("/story");
    await expect(page).toHaveTitle("Our Story | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    await expectCompanyActive(page);

    for (const title of ["Why It Started", "How Nine Divisions Came to Be", "How We Work Today", "What Comes Next"]) {
      await expect(page.getByRole("region", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Why It Started" })).toContainText("In 2025");
    await expect(page.getByRole("region", { name: "Why It Started" })).toContainText("Elias Vance");
    await expect(page.getByLabel("Vesper in brief")).toContainText("2025");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Meet the Founder" })).toHaveAttribute("href", "/founder");
    await expect(main.getByRole("link", { name: "Explore the Divisions" })).toHaveAttribute("href", "/divisions");
    await expect(main.getByRole("link", { name: "Join the Team" })).toHaveAttribute("href", "/join");
    await expect(main.getByRole("link", { name: "Read Our Mission and Roadmap" })).toHaveAttribute("href", "/mission");
    await expect(main.getByRole("link", { name: "Start a Project" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("img", { name: /Elias Vance/ })).toHaveAttribute("src", "/images/founder-portrait.svg");
  });

  test("server HTML holds the story", async ({ request }) => {
    const html = await serverHtml(request, "/story");
    for (const text of ["Why It Started", "What Comes Next", "Vesper Holdings", "Elias Vance", 'href="/founder"', 'href="/join"']) {
      expect(html).toContain(text);
    }
  });
});

test.describe("team page", () => {
  test("the founder, eight roles, what each division looks for and the way to /join", async ({ page }) => {
    await page.goto("/team");
    await expect(page).toHaveTitle("Our Team | Vesper");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet the Team");
    await expectCompanyActive(page);

    const founder = page.getByRole("region", { name: "The Founder" });
    await expect(founder.getByRole("heading", { level: 3, name: "Elias Vance" })).toBeVisible();
    await expect(founder).toContainText("Founder & Chief Executive Officer");
    const portrait = founder.getByRole("img", { name: /Elias Vance/ });
    await expect(portrait).toHaveAttribute("src", "/images/founder-portrait.svg");
    await expect(portrait).toHaveAttribute("width", "480");
    await expect(portrait).toHaveAttribute("height", "560");
    await expect(founder.getByRole("link", { name: "Read the Founder's Story" })).toHaveAttribute("href", "/founder");

    const team = page.getByRole("region", { name: "The Team by Role" });
    await expect(team).toContainText("team of 8");
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(roles);

    const hiring = page.getByRole("region", { name: "What Each Division Looks For" });
    await expect(hiring.getByRole("heading", { level: 3 })).toHaveCount(9);
    for (const [name, id] of divisions) {
      await expect(hiring.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/divisions/${id}`);
    }

    const cta = page.getByRole("region", { name: "Your Role Could Be Next" });
    await expect(cta.getByRole("link", { name: "Apply to Join" })).toHaveAttribute("href", "/join");
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("is linked from the footer and reached from About", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Our Team" })).toHaveAttribute("href", "/team");
    await page.getByRole("region", { name: "See the Divisions Behind the Work" }).getByRole("link", { name: "Meet the Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meet the Team");
    await expectAccessible(page);
  });

  test("server HTML holds the founder, the roles and the divisions", async ({ request }) => {
    const html = await serverHtml(request, "/team");
    for (const text of [...roles, "Elias Vance", "/images/founder-portrait.svg", "Vesper Holdings", 'href="/divisions/vcomm"', 'href="/join"']) {
      expect(html).toContain(text);
    }
  });
});

test.describe("company pages with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const [path, region, count] of [
    ["/about", "Vesper in Four Figures", 4],
    ["/about", "Our Values", 4],
    ["/mission", "How We Fix It", 4],
    ["/team", "The Team by Role", 8],
  ] as const) {
    test(`${path}: "${region}" is visible without animation`, async ({ page }) => {
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

  for (const [path, region, stagger, count] of [
    ["/about", "Vesper in Four Figures", 150, 4],
    ["/mission", "How We Fix It", 250, 4],
    ["/team", "The Team by Role", 150, 8],
  ] as const) {
    test(`${path}: "${region}" fades in ${stagger} ms apart once scrolled into view`, async ({ page }) => {
      await page.goto(path);
      const list = page.getByRole("region", { name: region }).locator("[data-reveal]");
      // Below the fold after hydration: hidden until scrolled to, with the spec's stagger.
      await expect(list).toHaveAttribute("data-reveal", "pending");
      const delays = await list.locator("> li").evaluateAll((items) => items.map((item) => (item as HTMLElement).style.transitionDelay));
      expect(delays).toEqual(Array.from({ length: count }, (_, index) => `${index * stagger}ms`));
      await list.scrollIntoViewIfNeeded();
      await expect(list).toHaveAttribute("data-reveal", "shown");
      for (const card of await list.locator("> li").all()) await expect(card).toHaveCSS("opacity", "1");
    });
  }

  test("the mission page passes axe after the reveal", async ({ page }) => {
    await page.goto("/mission");
    const list = page.getByRole("region", { name: "How We Fix It" }).locator("[data-reveal]");
    // Scroll only once the reveal is armed (after hydration), or the list counts as already on screen.
    await expect(list).toHaveAttribute("data-reveal", "pending");
    await list.scrollIntoViewIfNeeded();
    await expect(list).toHaveAttribute("data-reveal", "shown");
    await expectAccessible(page);
  });
});
