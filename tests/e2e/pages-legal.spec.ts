import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

interface LegalPage {
  path: string;
  title: string;
  updated?: { iso: string; label: string };
  /** Section headings, in order, as the table of contents lists them. */
  sections: string[];
}

const pages: LegalPage[] = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    updated: { iso: "2024-12-15", label: "December 15, 2024" },
    sections: [
      "Who we are and what this covers",
      "What we collect",
      "Why we use it",
      "Our legal basis",
      "How long we keep it",
      "Who sees it",
      "International transfers",
      "How we protect it",
      "Your rights",
      "Children",
      "Changes to this policy",
      "How to reach us",
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    updated: { iso: "2025-06-15", label: "June 15, 2025" },
    sections: [
      "Agreement to these terms",
      "Who we are",
      "Who may use the site",
      "Acceptable use",
      "Applications to join the team",
      "Our intellectual property",
      "What you send us",
      "Services, prices and timelines",
      "The AI platform",
      "Links to other sites",
      "No warranties",
      "Limitation of liability",
      "Indemnity",
      "Copyright complaints",
      "Suspension",
      "Changes to these terms",
      "Governing law",
      "Contact",
    ],
  },
  {
    path: "/cookies",
    title: "Cookie Policy",
    updated: { iso: "2025-06-15", label: "June 15, 2025" },
    sections: [
      "No cookies, no trackers",
      "The hiring team’s session cookie",
      "What we store in your browser",
      "What we do not store",
      "Why there is no consent banner",
      "How to check",
      "Other websites",
      "Changes and contact",
    ],
  },
  {
    path: "/dmca",
    title: "DMCA Policy",
    sections: [
      "Overview",
      "Our designated agent",
      "Filing a takedown notice",
      "What happens after a notice",
      "Filing a counter-notice",
      "Repeat infringers",
      "Misrepresentation",
      "Takedowns for clients: VesperGuard",
    ],
  },
  {
    path: "/copyright",
    title: "Copyright and Intellectual Property",
    sections: ["Ownership", "Trademarks", "Software", "Content", "Game assets", "Enforcement", "If you believe we infringe your rights"],
  },
  {
    path: "/refunds",
    title: "Refund Policy",
    sections: [
      "The general rule",
      "At a glance",
      "Security services",
      "AI subscriptions and usage-based services",
      "Games and virtual items",
      "Custom projects",
      "Downloaded digital assets",
      "How to request a refund",
      "When the money arrives",
      "Before you file a chargeback",
    ],
  },
  {
    path: "/disclaimer",
    title: "Disclaimer",
    sections: [
      "General information only",
      "Figures and results",
      "AI platform disclaimer",
      "Forward-looking statements",
      "Investment disclaimer",
      "External links",
      "Limitation of liability",
      "Related policies and questions",
    ],
  },
];

const toc = (page: Page) => page.getByRole("navigation", { name: "On this page" });
const main = (page: Page) => page.getByRole("main");

/** React escapes apostrophes and quotes in the markup; compare against the text as the browser reads it. */
const decode = (html: string) =>
  html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

for (const legal of pages) {
  test.describe(legal.path, () => {
    test("server HTML carries the title, date and every section", async ({ request }) => {
      const res = await request.get(legal.path);
      expect(res.status()).toBe(200);
      const html = decode(await res.text());
      expect(html).toMatch(new RegExp(`<h1[^>]*>${legal.title}</h1>`));
      if (legal.updated) {
        expect(html).toMatch(new RegExp(`<time datetime="${legal.updated.iso}"`, "i"));
        expect(html).toContain(legal.updated.label);
      } else {
        expect(html).not.toContain("Last updated");
      }
      for (const heading of legal.sections) expect(html).toContain(`>${heading}</h2>`);
    });

    test("shows the title, date and a table of contents whose links reach their sections", async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      if (legal.updated) {
        const time = page.locator("main time");
        await expect(time).toHaveText(legal.updated.label);
        await expect(time).toHaveAttribute("datetime", legal.updated.iso);
        await expect(main(page).getByText(`Last updated: ${legal.updated.label}`)).toBeVisible();
      }
      await expect(main(page).getByRole("heading", { level: 2 })).toHaveText(legal.sections);

      const links = toc(page).getByRole("link");
      await expect(links).toHaveText(legal.sections);
      // The last section is the farthest from the top: following its link must bring it into view.
      const last = legal.sections.at(-1) as string;
      const link = toc(page).getByRole("link", { name: last, exact: true });
      const href = (await link.getAttribute("href")) as string;
      expect(href).toMatch(/^#[a-z][a-z0-9-]*$/);
      const heading = main(page).getByRole("heading", { level: 2, name: last, exact: true });
      await expect(heading).not.toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}${href}$`));
      await expect(heading).toBeInViewport();
      await expect(page.getByRole("region", { name: last, exact: true })).toHaveAttribute("id", href.slice(1));
    });

    test("reads well at 390 px: no sideways scrolling, accessible", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  });
}

test.describe("page specifics", () => {
  test("/privacy names the form's fields and links the form, the cookie policy and legal@", async ({ page }) => {
    await page.goto("/privacy");
    const collect = page.getByRole("region", { name: "What we collect" });
    for (const field of ["Full name (required).", "Email address (required).", "Discord handle (optional).", "Portfolio URL (optional)."]) {
      await expect(collect.getByText(field)).toBeVisible();
    }
    await expect(collect.getByRole("link", { name: "the Join page" })).toHaveAttribute("href", "/join");
    await expect(collect.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    await expect(page.getByRole("table", { name: "Retention periods" }).getByRole("row", { name: /Application form data/ })).toContainText(
      "12 months after we tell you our decision",
    );
    await expect(page.getByRole("region", { name: "Your rights" }).getByRole("link", { name: "legal@vesper.example" })).toHaveAttribute(
      "href",
      "mailto:legal@vesper.example",
    );
  });

  test("/cookies tells the truth: the site sets no cookie and keeps nothing in the browser", async ({ page, context }) => {
    await page.goto("/cookies");
    await expect(main(page).getByText("This website does not set cookies", { exact: false })).toBeVisible();
    await expect(main(page).getByText("Our pages use none of them", { exact: false })).toBeVisible();

    // Browse: scroll, follow a link, use the filters and a form, come back. Then look at everything the browser holds.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await page.goto("/news");
    await page.getByRole("button", { name: /^Security/ }).click();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
    await page.reload();
    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    }));
    expect(storage).toEqual({ cookie: "", local: 0, session: 0, databases: 0 });
  });

  test("/dmca names the designated agent and links VesperGuard's services", async ({ page }) => {
    await page.goto("/dmca");
    await expect(page.getByRole("region", { name: "Our designated agent" }).getByRole("link", { name: "legal@vesper.example" })).toHaveAttribute(
      "href",
      "mailto:legal@vesper.example",
    );
    await expect(page.getByRole("region", { name: "Filing a takedown notice" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Filing a counter-notice" }).getByRole("listitem")).toHaveCount(4);
    await expect(main(page).getByText("no less than 10 and no more than 14 business days", { exact: false })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "our DMCA services" })).toHaveAttribute("href", "/services/dmca");
    await expect(main(page).getByRole("link", { name: "VesperGuard", exact: true })).toHaveAttribute("href", "/divisions/vesperguard");
  });

  test("/copyright shows the IP inventory with all four fields, the enforcement notes and links /contact", async ({ page }) => {
    await page.goto("/copyright");
    const marks = page.getByRole("region", { name: "Trademarks" });
    const vesper = marks.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Vesper", exact: true }) });
    await expect(vesper).toContainText("Year2025");
    await expect(vesper).toContainText("RegistrationApplication filed; pending registration");
    await expect(marks.getByText("Common-law marks, protected through use", { exact: true })).toBeVisible();
    for (const category of ["Software", "Content", "Game assets"]) {
      await expect(page.getByRole("region", { name: category, exact: true }).getByRole("heading", { level: 3 }).first()).toBeVisible();
    }
    const enforcement = page.getByRole("region", { name: "Enforcement" });
    for (const note of ["Monitoring", "Takedowns", "Using our names", "Licences and permissions", "Reporting infringement of our work"]) {
      await expect(enforcement.getByRole("heading", { level: 3, name: note })).toBeVisible();
    }
    const contactLinks = main(page).getByRole("link", { name: "Contact page" });
    await expect(contactLinks.first()).toHaveAttribute("href", "/contact");
    await contactLinks.first().click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("/refunds shows both tables with the spec's figures and the support address", async ({ page }) => {
    await page.goto("/refunds");
    const payouts = page.getByRole("table", { name: "Refund payout times" });
    const expected = [
      ["Card", "3-5 business days"],
      ["PayPal", "1-2 business days"],
      ["Bank transfer", "5-7 business days"],
      ["Crypto", "1-24 hours"],
    ];
    await expect(payouts.getByRole("columnheader")).toHaveText(["Payment method", "Time to reach you"]);
    for (const [method, time] of expected) {
      await expect(payouts.getByRole("row", { name: method })).toHaveText(`${method}${time}`);
    }
    const glance = page.getByRole("table", { name: "Refund rules by service" });
    for (const [service, rule] of [
      ["General purchases", "Within 30 days of purchase"],
      ["Security services", "Within 14 days, if the audit has not been delivered"],
      ["AI subscriptions", "Prorated for the unused part of the billing period"],
      ["Usage-based AI services", "Unused credits refunded"],
      ["Games", "Within 14 days and under 2 hours of play"],
      ["Virtual items", "Non-refundable"],
      ["Custom projects", "Refunded by milestone"],
      ["Downloaded digital assets", "Non-refundable after 14 days"],
    ]) {
      await expect(glance.getByRole("row", { name: service, exact: false }).filter({ hasText: rule })).toHaveCount(1);
    }
    await expect(main(page).getByText("We review your request in 2-3 business days", { exact: false })).toBeVisible();
    await expect(page.getByRole("region", { name: "How to request a refund" }).getByRole("link", { name: "support@vesper.example" })).toHaveAttribute(
      "href",
      "mailto:support@vesper.example",
    );
  });

  test("/disclaimer covers the AI platform and links /terms, /privacy and /contact", async ({ page }) => {
    await page.goto("/disclaimer");
    const ai = page.getByRole("region", { name: "AI platform disclaimer" });
    await expect(ai.getByText("The platform is for adults aged 18 and over only.")).toBeVisible();
    await expect(ai).toContainText("The unfiltered tiers require additional age verification");
    await expect(page.getByRole("region", { name: "Investment disclaimer" })).toContainText("It is not investment advice");
    const related = page.getByRole("region", { name: "Related policies and questions" });
    await expect(related.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(related.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(related.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  });

  test("a table-of-contents link works without JavaScript too", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/terms");
    await toc(page).getByRole("link", { name: "Governing law" }).click();
    await expect(page).toHaveURL(/\/terms#governing-law$/);
    await expect(page.getByRole("heading", { level: 2, name: "Governing law" })).toBeInViewport();
    await context.close();
  });
});
