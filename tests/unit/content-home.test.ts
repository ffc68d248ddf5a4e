import { describe, expect, it } from "vitest";
import { generateParticles } from "../../app/components/home/particles.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { homeHeroOf } from "../../app/content/home.ts";
import { formatReviewDate } from "../../app/content/testimonials.ts";
import { allPagePaths, expectPastDate, expectUnique, expectLinkResolves } from "../support/content-checks.ts";

const { site } = shippedDocuments.site;
const { featuredDivisions, homeCta, homeMeta, homeMission, homeNumbers, homeTiming, quickLinks } = shippedDocuments.home;
const homeHero = homeHeroOf(shippedDocuments.home, site.tagline);
const { testimonials } = shippedDocuments.testimonials;

describe("home page content", () => {
  it("has the hero's tagline from the site settings and two buttons", () => {
    expect(homeHero.title).toBe(site.tagline);
    expect(shippedDocuments.home.homeHero).not.toHaveProperty("title");
    expect(homeHero.actions).toHaveLength(2);
    expectUnique(
      homeHero.actions.map((action) => action.href),
      "hero buttons",
    );
  });

  it("has four quick links, each to a different real page", () => {
    expect(quickLinks).toHaveLength(4);
    expectUnique(
      quickLinks.map((link) => link.href),
      "quick links",
    );
    for (const link of quickLinks) expect(allPagePaths).toContain(link.href);
  });

  it("shows four figures By the Numbers (docs/product.md#displayed-figures: product-conformance)", () => {
    expect(homeNumbers.stats).toHaveLength(4);
    expectUnique(
      homeNumbers.stats.map((stat) => stat.label),
      "figure labels",
    );
  });

  it("features three real divisions, each with highlights and a Learn More link", () => {
    const ids = featuredDivisions.divisions.map((division) => division.id);
    expect(ids).toHaveLength(3);
    expectUnique(ids, "featured divisions");
    for (const division of featuredDivisions.divisions) {
      expect(divisionIds).toContain(division.id);
      expect(division.highlights.length).toBeGreaterThanOrEqual(1);
      expectUnique(division.highlights, `${division.id} highlights`);
    }
    expect(allPagePaths).toContain(featuredDivisions.learnMoreHref);
  });

  it("links the mission block and the call to action to real pages", () => {
    const hrefs = [
      ...homeHero.actions.map((a) => a.href),
      ...quickLinks.map((l) => l.href),
      featuredDivisions.learnMoreHref,
      homeMission.link.href,
      ...homeCta.actions.map((a) => a.href),
    ];
    for (const href of hrefs) expectLinkResolves(href);
    expect(homeMeta.path).toBe("/");
  });
});

describe("testimonials", () => {
  it("has unique ids (how many: product-conformance)", () => {
    expectUnique(
      testimonials.map((t) => t.id),
      "testimonial ids",
    );
  });

  it("fills every field of every testimonial", () => {
    for (const t of testimonials) {
      for (const field of ["id", "name", "title", "company", "industry", "date", "content", "project", "avatar", "companySize", "location"] as const) {
        expect(t[field].trim(), `${t.id}.${field}`).not.toBe("");
      }
      expect(typeof t.verified).toBe("boolean");
      expect(Number.isInteger(t.rating)).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
  });

  it("uses the initials of each name as the avatar", () => {
    for (const t of testimonials) {
      const initials = t.name
        .split(/\s+/)
        .map((part) => part[0])
        .join("");
      expect(t.avatar).toBe(initials.toUpperCase());
    }
  });

  it("dates each review by month and year, no earlier than the founding", () => {
    for (const t of testimonials) {
      expect(t.date).toMatch(/^\d{4}-\d{2}$/);
      expectPastDate(t.date, t.id, site.foundedYear);
    }
    expect(formatReviewDate("2025-09")).toBe("September 2025");
    expect(formatReviewDate("2026-01")).toBe("January 2026");
    expect(() => formatReviewDate("2026-13")).toThrow();
  });
});

describe("particle field", () => {
  it("generates the same 30 particles for the same seed, inside the box", () => {
    const first = generateParticles(homeTiming.particleCount, 2025);
    expect(first).toHaveLength(30);
    expect(generateParticles(30, 2025)).toEqual(first);
    expect(generateParticles(30, 7)).not.toEqual(first);
    for (const particle of first) {
      expect(particle.left).toBeGreaterThanOrEqual(0);
      expect(particle.left).toBeLessThanOrEqual(100);
      expect(particle.top).toBeGreaterThanOrEqual(0);
      expect(particle.top).toBeLessThanOrEqual(100);
      expect(particle.delay).toBeLessThanOrEqual(0);
    }
  });
});
