import { describe, expect, it } from "vitest";
import {
  contactChannels,
  contactClosing,
  contactCommunity,
  contactHero,
  contactInfoBlocks,
  contactMeta,
} from "../../app/content/contact.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import {
  docsAccessNote,
  docsBackLink,
  docsCategories,
  docsGettingStarted,
  docsHero,
  docsMeta,
  docsPages,
  docsSlugs,
  isDocsSlug,
} from "../../app/content/docs.ts";
import { iconKeys } from "../../app/content/icons.ts";
import { resourceCards, resourcesHero, resourcesMeta, resourcesQuickAccess } from "../../app/content/resources.ts";
import { site } from "../../app/content/site.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

/** docs/product.md#documentation-pages: each route's title, its cards and its button labels, in order. */
const specTable = {
  "platform-overview": { title: "Platform Overview", cards: ["Platform Architecture", "The Nine Divisions"], buttons: ["Talk to Our Team"] },
  setup: { title: "Setup Guide", cards: ["Contact the Integration Team"], buttons: ["Contact the Integration Team"] },
  configuration: {
    title: "Basic Configuration",
    cards: ["Authentication Setup", "Security Policies"],
    buttons: ["Get Authentication Setup", "Configure Security"],
  },
  tutorial: { title: "First Steps Tutorial", cards: ["Interactive Tutorial"], buttons: ["Schedule Tutorial Session"] },
  encryption: {
    title: "Encryption Standards",
    cards: ["AES-256 Encryption", "Zero-Trust Architecture", "Key Management"],
    buttons: ["Learn More About Security"],
  },
  "access-control": { title: "Access Control Policies", cards: ["Role-Based Access Control"], buttons: ["Configure Access Controls"] },
  "incident-response": { title: "Incident Response Procedures", cards: ["24/7 Incident Response"], buttons: ["Contact Security Team"] },
  compliance: { title: "Compliance Documentation", cards: ["Enterprise Compliance"], buttons: ["Request Compliance Documentation"] },
  "dev-getting-started": { title: "Developer Getting Started", cards: ["Developer Resources"], buttons: ["Get Developer Access"] },
  sdk: { title: "SDK Documentation", cards: ["Custom SDK Development"], buttons: ["Request Custom SDK"] },
  examples: { title: "Code Examples", cards: ["Interactive Examples"], buttons: ["Access Code Repository"] },
  integrations: { title: "Integrations", cards: ["Custom Integration Support"], buttons: ["Schedule Integration Consultation"] },
} as const;

const pages = Object.values(docsPages);
const buttonsOf = (slug: keyof typeof docsPages) => {
  const page = docsPages[slug];
  return [...page.cards.flatMap((card) => (card.action ? [card.action] : [])), ...(page.closing ? [page.closing.action] : [])];
};
const textOf = (slug: keyof typeof docsPages) => JSON.stringify(docsPages[slug]);

/** Every string in a value, for the empty-string and filler checks. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("docs sub-pages", () => {
  it("has exactly the twelve routes of the spec, each with its own page", () => {
    expect([...docsSlugs]).toEqual(Object.keys(specTable));
    expect(Object.keys(docsPages).sort()).toEqual([...docsSlugs].sort());
    for (const slug of docsSlugs) {
      expect(docsPages[slug].slug).toBe(slug);
      expect(isDocsSlug(slug)).toBe(true);
      expect(allPagePaths).toContain(`/docs/${slug}`);
    }
    expect(isDocsSlug("unknown")).toBe(false);
    expect(isDocsSlug("SDK")).toBe(false);
  });

  it("gives each page the title, cards and button labels of the spec table", () => {
    for (const slug of docsSlugs) {
      const expected = specTable[slug];
      const page = docsPages[slug];
      expect(page.title, slug).toBe(expected.title);
      expect(page.cards.map((card) => card.title), slug).toEqual([...expected.cards]);
      expect(buttonsOf(slug).map((button) => button.label), slug).toEqual([...expected.buttons]);
    }
  });

  it("sends every call-to-action button to /contact", () => {
    const buttons = docsSlugs.flatMap(buttonsOf);
    expect(buttons.length).toBe(13);
    for (const button of buttons) expect(button.href).toBe("/contact");
  });

  it("links the platform overview to /docs, /docs/setup and /contact, and lists the nine divisions", () => {
    const overview = docsPages["platform-overview"];
    expect(overview.related?.map((link) => link.href)).toEqual(["/docs/setup", "/docs"]);
    expect(overview.closing?.action.href).toBe("/contact");
    const divisions = overview.cards.find((card) => card.title === "The Nine Divisions");
    expect(divisions?.links?.map((link) => link.href)).toEqual(divisionIds.map((id) => `/divisions/${id}`));
    for (const link of divisions?.links ?? []) expect(link.description.length).toBeGreaterThan(15);
    expect(docsBackLink).toEqual({ label: "Back to Documentation", href: "/docs" });
  });

  it("states the security figures where the table puts them", () => {
    expect(textOf("configuration")).toMatch(/OAuth 2\.0/);
    expect(textOf("configuration")).toMatch(/JWT tokens/);
    const encryption = textOf("encryption");
    expect(encryption).toMatch(/AES-256 at rest/);
    expect(encryption).toMatch(/in transit/);
    expect(encryption).toMatch(/rotated/);
    expect(encryption).toMatch(/HSM/);
    for (const name of ["SOC 2 Type II", "GDPR", "CCPA"]) expect(textOf("compliance")).toContain(name);
    expect(textOf("incident-response")).toMatch(/24\/7|around the clock/);
    for (const language of ["JavaScript", "Python", "Java", "C#", "and more"]) expect(textOf("sdk")).toContain(language);
    expect(textOf("platform-overview")).toContain("99.99% uptime");
    expect(textOf("platform-overview")).toContain("sub-100ms");
  });

  it("says honestly that access is given on request, since the site has no sign-in", () => {
    expect(docsAccessNote.body).toMatch(/no sign-in/);
    expect(docsAccessNote.body).toMatch(/on request/);
    expect(textOf("dev-getting-started")).toMatch(/not through a public portal/);
  });

  it("writes substantive copy and a specific description for each page", () => {
    const titles = new Set<string>();
    for (const page of pages) {
      expect(titles.has(page.title)).toBe(false);
      titles.add(page.title);
      expect(page.intro.length, page.slug).toBeGreaterThan(100);
      expect(page.description.length, page.slug).toBeGreaterThanOrEqual(100);
      expect(page.description.length, page.slug).toBeLessThanOrEqual(160);
      for (const card of page.cards) {
        expect(iconKeys).toContain(card.icon);
        expect(card.paragraphs.join(" ").length, `${page.slug}: ${card.title}`).toBeGreaterThan(90);
      }
      for (const link of page.related ?? []) expect(allPagePaths).toContain(link.href);
    }
  });
});

describe("docs landing page", () => {
  it("has the six cards of the spec, in order", () => {
    expect(docsCategories.map((card) => card.title)).toEqual([
      "Getting Started",
      "Security Guidelines",
      "Development Resources",
      "Game Development",
      "Legal Documentation",
      "Implementation Guides",
    ]);
  });

  it("links the first three cards to their four sub-pages each, with the pages' titles", () => {
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
      expect(card.items?.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(card)).not.toContain("href");
    }
  });

  it("uses valid icons and the spec's delivery timelines", () => {
    for (const card of docsCategories) expect(iconKeys).toContain(card.icon);
    const implementation = docsCategories[5]?.items?.join(" ") ?? "";
    expect(implementation).toContain("4-12 weeks");
    expect(implementation).toContain("8-20 weeks");
    expect(implementation).toContain("24-72 hours");
  });

  it("ends with a Getting Started block to /contact and /services", () => {
    expect(docsGettingStarted.actions.map((action) => action.href)).toEqual(["/contact", "/services"]);
    expect(docsHero.title).toBe("Documentation");
    expect(docsMeta.path).toBe("/docs");
  });
});

describe("resources hub", () => {
  it("has three cards to /docs, /case-studies and /blog with every field filled", () => {
    expect(resourceCards.map((card) => [card.title, card.link])).toEqual([
      ["Documentation", "/docs"],
      ["Case Studies", "/case-studies"],
      ["Blog", "/blog"],
    ]);
    for (const card of resourceCards) {
      expect(card.description.length).toBeGreaterThan(60);
      expect(card.items.length).toBeGreaterThanOrEqual(3);
      expect(card.linkLabel).not.toBe("");
      expect(["cyan", "violet", "pink"]).toContain(card.color);
      expect(iconKeys).toContain(card.icon);
    }
  });

  it("has quick-access links to /docs and /contact", () => {
    expect(resourcesQuickAccess.links.map((link) => [link.title, link.link])).toEqual([
      ["Documentation", "/docs"],
      ["Contact", "/contact"],
    ]);
    for (const link of resourcesQuickAccess.links) {
      expect(link.description.length).toBeGreaterThan(30);
      expect(iconKeys).toContain(link.icon);
    }
    expect(resourcesHero.title).toBe("Resources");
    expect(resourcesMeta.path).toBe("/resources");
  });
});

describe("contact page", () => {
  it("has the four desks of the spec, with the addresses of site.ts", () => {
    expect(contactChannels.map((channel) => channel.title)).toEqual(["Support", "Legal", "Investments", "CEO Direct"]);
    expect(contactChannels.map((channel) => channel.email)).toEqual([
      site.contacts.support,
      site.contacts.legal,
      site.contacts.investments,
      site.contacts.ceo,
    ]);
    expect(contactChannels[0]?.badge).toBe("24/7");
    for (const channel of contactChannels) {
      expect(channel.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(channel.description.length).toBeGreaterThan(40);
      expect(iconKeys).toContain(channel.icon);
    }
  });

  it("links the community chat of site.ts", () => {
    expect(contactCommunity.href).toBe(site.community.href);
    expect(contactCommunity.label).toContain(site.community.label);
  });

  it("has the three info blocks of the spec", () => {
    expect(contactInfoBlocks.map((block) => block.title)).toEqual(["Response Time", "24/7 Support", "Global Reach"]);
    expect(contactInfoBlocks[0]?.value).toBe("Usually within 24 hours");
    expect(contactInfoBlocks[1]?.value).toMatch(/critical issues/);
  });

  it("links /services, /projects and /join, and sends applications to /join", () => {
    expect(contactClosing.actions.map((action) => action.href)).toEqual(["/services", "/projects", "/join"]);
    expect(contactClosing.body).toMatch(/Applications .* Join page/);
    expect(contactHero.title).not.toBe("");
    expect(contactMeta.path).toBe("/contact");
  });
});

describe("all docs, resources and contact copy", () => {
  const everything = [
    docsPages, docsCategories, docsGettingStarted, docsAccessNote, docsHero, docsMeta,
    resourceCards, resourcesQuickAccess, resourcesHero, resourcesMeta,
    contactChannels, contactCommunity, contactInfoBlocks, contactClosing, contactHero, contactMeta,
  ];

  it("has no empty strings and no filler", () => {
    const all = strings(everything);
    for (const text of all) expect(text.trim()).not.toBe("");
    expect(all.join("\n")).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
  });

  it("links only to pages that exist (or the addresses of site.ts)", () => {
    const hrefs = strings(everything).filter((text) => /^\/|^mailto:|^https?:/.test(text));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of hrefs) {
      if (href.startsWith("/")) expect(allPagePaths, href).toContain(href);
      else expect(href).toBe(site.community.href);
    }
  });

  it("keeps meta descriptions specific and within search-result length", () => {
    for (const meta of [docsMeta, resourcesMeta, contactMeta]) {
      expect(meta.description.length).toBeGreaterThanOrEqual(110);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});
