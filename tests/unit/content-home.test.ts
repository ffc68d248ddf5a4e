import { describe, expect, it } from "vitest";
import { generateParticles } from "../../app/components/home/particles.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import {
  featuredDivisions,
  homeCta,
  homeHero,
  homeMeta,
  homeMission,
  homeNumbers,
  homeTiming,
  quickLinks,
} from "../../app/content/home.ts";
import { iconKeys } from "../../app/content/icons.ts";
import { site } from "../../app/content/site.ts";
import { formatReviewDate, testimonials } from "../../app/content/testimonials.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

const allText = JSON.stringify({ homeHero, quickLinks, homeNumbers, featuredDivisions, homeMission, homeCta, testimonials });

describe("home page content", () => {
  it("carries the tagline and the hero buttons of the spec", () => {
    expect(homeHero.title).toBe("Building the Future of Tech. One Division at a Time.");
    expect(homeHero.title).toBe(site.tagline);
    expect(homeHero.actions).toEqual([
      { label: "Explore Divisions", href: "/divisions" },
      { label: "Get Started", href: "/contact" },
    ]);
  });

  it("has the four quick links, each to a real page", () => {
    expect(quickLinks.map((link) => [link.title, link.href])).toEqual([
      ["About", "/about"],
      ["Services", "/services"],
      ["Labs", "/projects"],
      ["Team", "/team"],
    ]);
    for (const link of quickLinks) {
      expect(link.description.length).toBeGreaterThan(20);
      expect(iconKeys).toContain(link.icon);
    }
  });

  it("states the spec's figures By the Numbers", () => {
    expect(homeNumbers.title).toBe("By the Numbers");
    expect(homeNumbers.stats).toEqual([
      { value: "9", label: "Specialised Divisions" },
      { value: "50+", label: "Active Projects" },
      { value: "24/7", label: "Global Operations" },
      { value: "100%", label: "Success Rate" },
    ]);
  });

  it("features vesperguard, nexus and vespergames, each with Learn More to /divisions", () => {
    expect(featuredDivisions.divisions.map((division) => division.id)).toEqual(["vesperguard", "nexus", "vespergames"]);
    expect(featuredDivisions.learnMoreLabel).toBe("Learn More");
    expect(featuredDivisions.learnMoreHref).toBe("/divisions");
    for (const division of featuredDivisions.divisions) {
      expect(divisionIds).toContain(division.id);
      expect(iconKeys).toContain(division.icon);
      expect(division.description.length).toBeGreaterThan(40);
      expect(division.highlights.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("links the mission block to /mission and the call to action to /services and /join", () => {
    expect(homeMission.link.href).toBe("/mission");
    expect(homeCta.actions.map((action) => action.href)).toEqual(["/services", "/join"]);
  });

  it("links only to pages that exist", () => {
    const hrefs = [
      ...homeHero.actions.map((a) => a.href),
      ...quickLinks.map((l) => l.href),
      featuredDivisions.learnMoreHref,
      homeMission.link.href,
      ...homeCta.actions.map((a) => a.href),
    ];
    for (const href of hrefs) expect(allPagePaths).toContain(href);
  });

  it("uses the spec's timings", () => {
    expect(homeTiming).toEqual({
      particleCount: 30,
      particleRegenerateMs: 15_000,
      testimonialAutoAdvanceMs: 5_000,
      revealStaggerMs: 200,
    });
  });

  it("has a specific meta description of 140 to 160 characters", () => {
    expect(homeMeta.path).toBe("/");
    expect(homeMeta.description.length).toBeGreaterThanOrEqual(140);
    expect(homeMeta.description.length).toBeLessThanOrEqual(160);
  });

  it("has no filler copy", () => {
    expect(allText).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
  });
});

describe("testimonials", () => {
  it("has eight entries with unique ids", () => {
    expect(testimonials).toHaveLength(8);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(8);
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
      expect(t.content.length).toBeGreaterThan(120);
    }
  });

  it("rates most entries 5 and exactly two 4", () => {
    const ratings = testimonials.map((t) => t.rating);
    expect(ratings.filter((r) => r === 4)).toHaveLength(2);
    expect(ratings.filter((r) => r === 5)).toHaveLength(6);
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
      expect(t.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(Number(t.date.slice(0, 4))).toBeGreaterThanOrEqual(site.foundedYear);
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
