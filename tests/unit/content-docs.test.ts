import { describe, expect, it } from "vitest";
import { contactChannelsOf, contactCommunityOf } from "../../app/content/contact.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { docsBackLink, docsCategories, docsGettingStarted, docsMeta, docsPages, docsSlugs, isDocsSlug } from "../../app/content/docs.ts";
import { resourceCards, resourcesMeta, resourcesQuickAccess } from "../../app/content/resources.ts";
import { site } from "../../app/content/site.ts";
import { allPagePaths, expectUnique } from "../support/content-checks.ts";

const pages = Object.values(docsPages);
const buttonsOf = (slug: keyof typeof docsPages) => {
  const page = docsPages[slug];
  return [...page.cards.flatMap((card) => (card.action ? [card.action] : [])), ...(page.closing ? [page.closing.action] : [])];
};

describe("docs sub-pages", () => {
  it("has one page per slug, each a page of the site (the slugs: product-conformance)", () => {
    expect(Object.keys(docsPages).sort()).toEqual([...docsSlugs].sort());
    for (const slug of docsSlugs) {
      expect(docsPages[slug].slug).toBe(slug);
      expect(isDocsSlug(slug)).toBe(true);
      expect(allPagePaths).toContain(`/docs/${slug}`);
    }
    expect(isDocsSlug("unknown")).toBe(false);
    expect(isDocsSlug("SDK")).toBe(false);
  });

  it("gives every page its own title, cards with distinct titles and at least one button", () => {
    expectUnique(pages.map((page) => page.title), "docs page titles");
    for (const slug of docsSlugs) {
      const page = docsPages[slug];
      expect(page.cards.length, slug).toBeGreaterThan(0);
      expectUnique(page.cards.map((card) => card.title), `${slug} cards`);
      for (const card of page.cards) expect(card.paragraphs.length, `${slug}: ${card.title}`).toBeGreaterThan(0);
      expect(buttonsOf(slug).length, slug).toBeGreaterThan(0);
    }
  });

  it("sends every call-to-action button to /contact (docs/product.md#documentation-pages)", () => {
    for (const button of docsSlugs.flatMap(buttonsOf)) expect(button.href).toBe("/contact");
  });

  it("links the platform overview to /docs, /docs/setup and /contact, and lists the nine divisions", () => {
    const overview = docsPages["platform-overview"];
    expect(overview.related?.map((link) => link.href).sort()).toEqual(["/docs", "/docs/setup"]);
    expect(overview.closing?.action.href).toBe("/contact");
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
        expect(link.label).toBe(docsPages[link.href.replace("/docs/", "") as keyof typeof docsPages].title);
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
    expect(docsGettingStarted.actions.map((action) => action.href)).toEqual(["/contact", "/services"]);
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
    expectUnique(contactChannels.map(({ channel }) => channel.email), "desk addresses");
    expectUnique(contactChannels.map(({ channel }) => channel.title), "desks");
  });

  it("links the community chat of site.ts", () => {
    expect(contactCommunityOf(shippedDocuments.contact, site).href).toBe(site.community.href);
  });

  it("links /services, /projects and /join", () => {
    expect(contactClosing.actions.map((action) => action.href)).toEqual(["/services", "/projects", "/join"]);
    expect(contactMeta.path).toBe("/contact");
  });
});
