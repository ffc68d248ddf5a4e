import { describe, expect, it } from "vitest";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { isServiceSlug, serviceSlugs, serviceSummaries as cardsOf } from "../../app/content/services.ts";
import { allPagePaths, expectFilled, expectUnique, expectLinkResolves } from "../support/content-checks.ts";

const { serviceDetailPage, serviceDetails, servicesPage } = shippedDocuments.services;
const serviceSummaries = cardsOf(shippedDocuments.services);

describe("services content", () => {
  it("has a summary and a detail for every slug (the slugs: product-conformance)", () => {
    expect(serviceSummaries.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(Object.keys(serviceDetails).sort()).toEqual([...serviceSlugs].sort());
    expect(isServiceSlug("web")).toBe(true);
    expect(isServiceSlug("Web")).toBe(false);
    expect(isServiceSlug("unknown")).toBe(false);
  });

  it("gives every summary four distinct features", () => {
    for (const summary of serviceSummaries) {
      expect(summary.features).toHaveLength(4);
      expectUnique(summary.features, `${summary.slug} features`);
    }
    expectUnique(
      serviceSummaries.map((summary) => summary.title),
      "service titles",
    );
  });

  it("gives a card its service's name, icon and colour, stored once with the service", () => {
    const copy = structuredClone(shippedDocuments.services);
    copy.serviceDetails.web = { ...copy.serviceDetails.web, title: "Web Engineering", icon: "shield", accent: "rose" };
    expect(cardsOf(copy).find((card) => card.slug === "web")).toMatchObject({ title: "Web Engineering", icon: "shield", accent: "rose" });
  });

  it("gives every detail eight features, technologies and five process steps (docs/product.md#service-page)", () => {
    for (const slug of serviceSlugs) {
      const detail = serviceDetails[slug];
      expect(detail.features, slug).toHaveLength(8);
      expectUnique(detail.features, `${slug} features`);
      expect(detail.process, slug).toHaveLength(5);
      expectUnique(
        detail.process.map((step) => step.title),
        `${slug} process steps`,
      );
      expect(detail.technologies.length, slug).toBeGreaterThan(0);
      expectUnique(detail.technologies, `${slug} technologies`);
      // The page's meta description: one line, short enough for a search result.
      expect(detail.description, slug).not.toMatch(/\n/);
      expect(detail.description.length, slug).toBeLessThanOrEqual(200);
    }
  });

  it("links each service to real divisions", () => {
    for (const slug of serviceSlugs) {
      expectUnique(serviceDetails[slug].divisions, `${slug} divisions`);
      for (const id of serviceDetails[slug].divisions) {
        expect(divisionIds).toContain(id);
        expect(allPagePaths).toContain(`/divisions/${id}`);
      }
    }
  });

  it("has the list page's shortcuts, call to action and the detail page's links to real pages", () => {
    const hrefs = [
      ...servicesPage.shortcuts.map((link) => link.href),
      ...servicesPage.cta.actions.map((link) => link.href),
      ...serviceSlugs.map((slug) => `/services/${slug}`),
      serviceDetailPage.start.href,
      serviceDetailPage.back.fallbackHref,
      ...serviceDetailPage.cta.actions.map((link) => link.href),
      serviceDetailPage.notFound.backHref,
    ];
    for (const href of hrefs) expectLinkResolves(href);
    expectUnique(
      servicesPage.shortcuts.map((link) => link.href),
      "shortcuts",
    );
    // Back returns to the list; the not-found state leads there too (docs/product.md#service-page).
    expect(serviceDetailPage.back.fallbackHref).toBe("/services");
    expect(serviceDetailPage.notFound.backHref).toBe("/services");
  });

  it("names the detail page's three sections and its not-found state", () => {
    expect(Object.keys(serviceDetailPage.sections).sort()).toEqual(["features", "process", "technologies"]);
    expectFilled(serviceDetailPage.sections, "sections");
    expectFilled(serviceDetailPage.notFound, "notFound");
  });
});
