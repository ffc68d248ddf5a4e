import { describe, expect, it } from "vitest";
import { contactChannelsOf, contactCommunityOf } from "../../app/content/contact.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { docsSlugsOf, findDocsPage, type DocsPage } from "../../app/content/docs.ts";
import { allPagePaths, expectUnique } from "../support/content-checks.ts";

const { docsBackLink, docsCategories, docsGettingStarted, docsMeta, docsPages } = shippedDocuments.docs;
const { resourceCards, resourcesMeta, resourcesQuickAccess } = shippedDocuments.resources;
const { site } = shippedDocuments.site;
const docsSlugs = docsSlugsOf(shippedDocuments.docs);
const pages = Object.values(docsPages);
const docsPage = (slug: string): DocsPage => {
  const page = findDocsPage(shippedDocuments.docs, slug);
  if (!page) throw new Error(`no docs page ${slug}`);
  return page;
};
const buttonsOf = (slug: string) => {
  const page = docsPage(slug);
  return [...page.cards.flatMap((card) => (card.action ? [card.action] : [])), ...(page.closing ? [page.closing.action] : [])];
};

describe("docs sub-pages", () => {
  it("has one page per slug, each a page of the site (the slugs: product-conformance)", () => {
    expect(docsSlugs.length).toBeGreaterThan(0);
    for (const slug of docsSlugs) {
      expect(docsPage(slug).slug).toBe(slug);
      expect(allPagePaths).toContain(`/docs/${slug}`);
    }
    expect(findDocsPage(shippedDocuments.docs, "unknown")).toBeUndefined();
    expect(findDocsPage(shippedDocuments.docs, "SDK")).toBeUndefined();
    expect(findDocsPage(shippedDocuments.docs, "constructor")).toBeUndefined();
  });

  it("gives every page its own title, cards with distinct titles and at least one button", () => {
    expectUnique(
      pages.map((page) => page.title),
      "docs page titles",
    );
    for (const slug of docsSlugs) {
      const page = docsPage(slug);
      expect(page.cards.length, slug).toBeGreaterThan(0);
      expectUnique(
        page.cards.map((card) => card.title),
        `${slug} cards`,
      );
      for (const card of page.cards) expect(card.paragraphs.length, `${slug}: ${card.title}`).toBeGreaterThan(0);
      expect(buttonsOf(slug).length, slug).toBeGreaterThan(0);
    }
  });

  it("sends every call-to-action button to /contact (docs/product.md#documentation-pages)", () => {
    for (const button of docsSlugs.flatMap(buttonsOf)) expect(button.href).toBe("/contact#start");
  });

  it("links the platform overview to /docs, /docs/setup and /contact, and lists the nine divisions", () => {
    const overview = docsPage("platform-overview");
    expect(overview.related?.map((link) => link.href).sort()).toEqual(["/docs", "/docs/setup"]);
    expect(overview.closing?.action.href).toBe("/contact#start");
    const divisionLinks = overview.cards.flatMap((card) => card.links ?? []);
    expect(divisionLinks.map((link) => link.href)).toEqual(divisionIds.map((id) => `/divisions/${id}`));
    expect(docsBackLink.href).toBe("/docs");
  });

  it("links only to pages that exist", () => {
    for (const page of pages) for (const link of page.related ?? []) expect(allPagePaths).toContain(link.href);
  });
});

describe("docs landing page", () => {
  it("has six cards: the first three link their four sub-pages each, by the pages' titles", () => {
    expect(docsCategories).toHaveLength(6);
    const expected = [
      ["/docs/platform-overview", "/docs/setup", "/docs/configuration", "/docs/tutorial"],
      ["/docs/encryption", "/docs/access-control", "/docs/incident-response", "/docs/compliance"],
      ["/docs/dev-getting-started", "/docs/sdk", "/docs/examples", "/docs/integrations"],
    ];
    docsCategories.slice(0, 3).forEach((card, index) => {
      expect(card.items).toBeUndefined();
      expect(card.links?.map((link) => link.href)).toEqual(expected[index]);
      for (const link of card.links ?? []) {
        expect(link.label).toBe(docsPage(link.href.replace("/docs/", "")).title);
      }
    });
  });

  it("lists items without links on the other three cards", () => {
    for (const card of docsCategories.slice(3)) {
      expect(card.links).toBeUndefined();
      expect(card.items?.length).toBeGreaterThan(0);
      expect(JSON.stringify(card)).not.toContain("href");
    }
  });

  it("ends with a Getting Started block to /contact and /services", () => {
    expect(docsGettingStarted.actions.map((action) => action.href)).toEqual(["/contact#start", "/services"]);
    expect(docsMeta.path).toBe("/docs");
  });
});

describe("resources hub", () => {
  it("has three cards to /docs, /case-studies and /blog, and quick links to /docs and /contact", () => {
    expect(resourceCards.map((card) => card.link)).toEqual(["/docs", "/case-studies", "/blog"]);
    for (const card of resourceCards) {
      expect(card.items.length).toBeGreaterThan(0);
      expect(["cyan", "violet", "pink"]).toContain(card.color);
    }
    expect(resourcesQuickAccess.links.map((link) => link.link)).toEqual(["/docs", "/contact"]);
    expect(resourcesMeta.path).toBe("/resources");
  });
});

describe("contact page", () => {
  const { contactClosing, contactMeta } = shippedDocuments.contact;
  const contactChannels = contactChannelsOf(shippedDocuments.contact, site);

  it("gives every desk an address of site.ts and its mailto link (the desks: product-conformance)", () => {
    const addresses = Object.values(site.contacts);
    for (const { channel, href } of contactChannels) {
      expect(channel.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(addresses).toContain(channel.email);
      expect(href).toBe(`mailto:${channel.email}`);
    }
    expectUnique(
      contactChannels.map(({ channel }) => channel.email),
      "desk addresses",
    );
    expectUnique(
      contactChannels.map(({ channel }) => channel.title),
      "desks",
    );
  });

  it("links the community chat of site.ts", () => {
    expect(contactCommunityOf(shippedDocuments.contact, site).href).toBe(site.community.href);
  });

  it("links /services, /projects and /join", () => {
    expect(contactClosing.actions.map((action) => action.href)).toEqual(["/services", "/projects", "/join"]);
    expect(contactMeta.path).toBe("/contact");
  });
});
