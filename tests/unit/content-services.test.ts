import { describe, expect, it } from "vitest";
import { divisionIds } from "../../app/content/divisions.ts";
import { iconKeys } from "../../app/content/icons.ts";
import {
  isServiceSlug,
  serviceDetailPage,
  serviceDetails,
  serviceSlugs,
  serviceSummaries,
  servicesPage,
} from "../../app/content/services.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

/** Every string anywhere inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const allContent = { serviceSummaries, serviceDetails, servicesPage, serviceDetailPage };

describe("services content", () => {
  it("lists the six slugs in the order of the spec, each with a summary and a detail", () => {
    expect(serviceSlugs).toEqual(["web", "games", "ai", "dmca", "legal", "business"]);
    expect(serviceSummaries.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(Object.keys(serviceDetails).sort()).toEqual([...serviceSlugs].sort());
    expect(isServiceSlug("web")).toBe(true);
    expect(isServiceSlug("Web")).toBe(false);
    expect(isServiceSlug("unknown")).toBe(false);
  });

  it("gives every summary an icon, a title, a subtitle, a description, four features and colours", () => {
    for (const summary of serviceSummaries) {
      expect(iconKeys).toContain(summary.icon);
      expect(summary.features).toHaveLength(4);
      expect(new Set(summary.features).size).toBe(4);
      expect(summary.description.length).toBeGreaterThan(60);
      expect(summary.subtitle.length).toBeGreaterThan(5);
      // Card and page name the service the same way.
      expect(serviceDetails[summary.slug].title).toBe(summary.title);
      expect(serviceDetails[summary.slug].accent).toBe(summary.accent);
    }
  });

  it("gives every detail eight features, technologies and five process steps", () => {
    for (const slug of serviceSlugs) {
      const detail = serviceDetails[slug];
      expect(detail.features, slug).toHaveLength(8);
      expect(new Set(detail.features).size, slug).toBe(8);
      expect(detail.process, slug).toHaveLength(5);
      expect(new Set(detail.process.map((step) => step.title)).size, slug).toBe(5);
      for (const step of detail.process) expect(step.description.length, `${slug}: ${step.title}`).toBeGreaterThan(40);
      expect(detail.technologies.length, slug).toBeGreaterThanOrEqual(6);
      expect(new Set(detail.technologies).size, slug).toBe(detail.technologies.length);
      expect(detail.heroDescription.length, slug).toBeGreaterThan(200);
      expect(detail.description.length, slug).toBeGreaterThan(80);
      expect(detail.description.length, slug).toBeLessThanOrEqual(200);
      expect(detail.subtitle.length, slug).toBeGreaterThan(10);
    }
  });

  it("states the prices and timelines exactly", () => {
    const figures = Object.fromEntries(serviceSlugs.map((slug) => [slug, [serviceDetails[slug].pricing, serviceDetails[slug].timeline]]));
    expect(figures).toEqual({
      web: ["Starting at $5,000", "4-12 weeks"],
      games: ["Starting at $3,000 for experiences on the game platform", "6-16 weeks"],
      ai: [undefined, "8-20 weeks"],
      dmca: [undefined, "24-72 hours for emergency takedowns"],
      legal: [undefined, "2-8 weeks"],
      business: [undefined, "4-12 weeks"],
    });
  });

  it("has no pricing line for AI, and no price anywhere but the pricing fields", () => {
    expect("pricing" in serviceDetails.ai).toBe(false);
    const { web, games, ...rest } = serviceDetails;
    const withoutPricing = [web, games].map(({ pricing: _pricing, ...detail }) => detail);
    for (const text of strings([withoutPricing, rest, serviceSummaries, servicesPage, serviceDetailPage])) {
      expect(text).not.toMatch(/\$\s?\d/);
    }
  });

  it("links each service to the divisions that deliver it", () => {
    expect(Object.fromEntries(serviceSlugs.map((slug) => [slug, serviceDetails[slug].divisions]))).toEqual({
      web: [],
      games: ["vespergames"],
      ai: ["nexus", "nexila", "noxgpt"],
      dmca: ["vesperguard"],
      legal: ["vesperlegal"],
      business: ["viad"],
    });
    for (const slug of serviceSlugs) {
      for (const id of serviceDetails[slug].divisions) {
        expect(divisionIds).toContain(id);
        expect(allPagePaths).toContain(`/divisions/${id}`);
      }
    }
  });

  it("has the list page's top bar, call to action and reveal stagger of the spec", () => {
    expect(servicesPage.shortcuts).toEqual([
      { label: "Divisions", href: "/divisions" },
      { label: "Services", href: "/services" },
      { label: "Labs", href: "/projects" },
      { label: "Join Us", href: "/join" },
      { label: "Contact", href: "/contact" },
    ]);
    expect(servicesPage.cta.actions).toEqual([
      { label: "Work With Us", href: "/join" },
      { label: "Get a Quote", href: "/contact" },
    ]);
    expect(servicesPage.list.learnMoreLabel).toBe("Learn More");
    expect(servicesPage.revealStaggerMs).toBe(200);
  });

  it("has the detail page's labels and the not-found texts of the spec", () => {
    expect(serviceDetailPage.start).toEqual({ label: "Start Your Project", href: "/contact" });
    expect(serviceDetailPage.sections).toEqual({
      features: "What You Get",
      technologies: "Technologies We Master",
      process: "Our Process",
    });
    expect(serviceDetailPage.back.fallbackHref).toBe("/services");
    expect(serviceDetailPage.notFound.title).toBe("Service Not Found");
    expect(serviceDetailPage.notFound.message).toBe("The requested service doesn't exist.");
    expect(serviceDetailPage.notFound.backHref).toBe("/services");
  });

  it("links only to pages that exist", () => {
    const hrefs = [
      ...servicesPage.shortcuts.map((link) => link.href),
      ...servicesPage.cta.actions.map((link) => link.href),
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      serviceDetailPage.start.href,
      serviceDetailPage.back.fallbackHref,
      ...serviceDetailPage.cta.actions.map((link) => link.href),
      serviceDetailPage.notFound.backHref,
    ];
    for (const href of hrefs) expect(allPagePaths).toContain(href);
  });

  it("has no empty strings, placeholders or unfinished copy", () => {
    for (const text of strings(allContent)) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });
});
