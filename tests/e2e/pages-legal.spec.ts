import type { Locator, Page } from "@playwright/test";
import { documentTitle, hrefFrom, newsCategories, siteContent } from "../support/site-content";
import { expect, expectAccessible, test } from "./fixtures";
import { serverText } from "./server-html";

type LegalDocument = (typeof siteContent.legal)[number];
type LegalSection = LegalDocument["sections"][number];
type LegalBlock = LegalSection["blocks"][number];

/** The seven legal documents, each with its sections in order. */
const pages = siteContent.legal;

/** What a block says about what must be rendered: its links, its lists, its tables, its titled notes. */
function linksOf(block: LegalBlock): { label: string; href: string }[] {
  if (Array.isArray(block)) return block.filter((piece): piece is { label: string; href: string } => typeof piece === "object");
  if (typeof block === "object" && block.kind === "list") return block.items.flatMap((item) => linksOf(item));
  return [];
}
const blocksOf = <K extends string>(section: LegalSection, kind: K) =>
  section.blocks.filter((block): block is Extract<LegalBlock, { kind: K }> => typeof block === "object" && !Array.isArray(block) && block.kind === kind);

const toc = (page: Page) => page.getByRole("navigation", { name: "On this page" });
const main = (page: Page) => page.getByRole("main");

for (const legal of pages) {
  test.describe(legal.path, () => {
    const headings = legal.sections.map((section) => section.heading);

    test("server HTML carries the title, date and every section", async ({ request }) => {
      const html = await serverText(request, legal.path);
      expect(html).toContain(`>${legal.title}</h1>`);
      if (legal.lastUpdated) {
        expect(html).toMatch(new RegExp(`<time datetime="${legal.lastUpdated.iso}"`, "i"));
        expect(html).toContain(legal.lastUpdated.label);
      } else {
        expect(html).not.toContain("Last updated");
      }
      for (const heading of headings) expect(html).toContain(`>${heading}</h2>`);
    });

    test("shows the title, date and a table of contents whose links reach their sections", async ({ sharedPage: page }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(documentTitle(legal.path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      if (legal.lastUpdated) {
        const time = page.locator("main time");
        await expect(time).toHaveText(legal.lastUpdated.label);
        await expect(time).toHaveAttribute("datetime", legal.lastUpdated.iso);
        await expect(main(page).getByText(`Last updated: ${legal.lastUpdated.label}`)).toBeVisible();
      }
      await expect(main(page).getByRole("heading", { level: 2 })).toHaveText(headings);

      const links = toc(page).getByRole("link");
      await expect(links).toHaveText(headings);
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(legal.sections.map((section) => `#${section.id}`));
      // The last section is the farthest from the top: following its link must bring it into view.
      const last = headings.at(-1) as string;
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

    test("every section renders its links, lists, tables and notes", async ({ sharedPage: page }) => {
      test.slow(); // every block of the document
      await page.goto(legal.path);
      for (const section of legal.sections) {
        const region: Locator = page.getByRole("region", { name: section.heading, exact: true });
        await expect(region).toHaveAttribute("id", section.id);
        for (const block of section.blocks) {
          for (const link of linksOf(block))
            await expect(region.getByRole("link", { name: link.label, exact: true }).first()).toHaveAttribute("href", hrefFrom(link.href, legal.path));
        }
        const listItems = blocksOf(section, "list").reduce((sum, list) => sum + list.items.length, 0);
        expect(await region.getByRole("listitem").count(), `${section.id}: list items`).toBeGreaterThanOrEqual(listItems);
        for (const table of blocksOf(section, "table")) {
          const rendered = region.getByRole("table", { name: table.caption });
          await expect(rendered.getByRole("columnheader")).toHaveText(table.columns);
          for (const row of table.rows) await expect(rendered.getByRole("row", { name: row[0], exact: false }).first()).toContainText(row.slice(1).join(""));
        }
        for (const notes of blocksOf(section, "notes")) {
          for (const note of notes.items) await expect(region.getByRole("heading", { level: 3, name: note.title })).toBeVisible();
        }
        for (const ipItems of blocksOf(section, "ip-items")) {
          for (const item of ipItems.items) {
            const entry = region.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item.name, exact: true }) });
            await expect(entry).toContainText(item.year);
            await expect(entry).toContainText(item.registration);
          }
        }
      }
    });

    test("reads well at 390 px: no sideways scrolling, accessible", async ({ sharedPage: page }) => {
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
  test("/cookies tells the truth: the site sets no cookie and keeps nothing in the browser", async ({ page, context }) => {
    const cookies = pages.find((doc) => doc.path === "/cookies")!;
    const privacy = pages.find((doc) => doc.path === "/privacy")!;
    await page.goto(cookies.path);

    // Browse: scroll, follow a link, use the filters and a form, come back. Then look at everything the browser holds.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("contentinfo").locator(`a[href="${privacy.path}"]`).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
    await page.goto("/news");
    await page.getByRole("button", { name: new RegExp(`^${newsCategories[0]}`) }).click();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cookies.title);
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

  test("a table-of-contents link works without JavaScript too", async ({ browser, baseURL }) => {
    const terms = pages.find((doc) => doc.path === "/terms")!;
    const section = terms.sections.at(-2)!;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(terms.path);
    await toc(page).getByRole("link", { name: section.heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${terms.path}#${section.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeInViewport();
    await context.close();
  });

  test("the footer links every legal page", async ({ sharedPage: page }) => {
    await page.goto("/");
    for (const doc of pages) await expect(page.getByRole("contentinfo").locator(`a[href="${doc.path}"]`).first()).toBeVisible();
  });
});
