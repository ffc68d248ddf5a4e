import { describe, expect, it } from "vitest";
import { showcaseHref, showcaseStatusTone } from "../../app/components/work/showcase.ts";
import { divisionIds, divisionNames as namesOf } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { allPagePaths, expectUnique, expectLinkResolves } from "../support/content-checks.ts";

const { caseStudies, caseStudiesCta, caseStudiesHero, caseStudiesMeta, caseStudiesSection } = shippedDocuments["case-studies"];
const { divisionShowcases, workCta, workHero, workMeta, workPrinciples } = shippedDocuments["our-work"];
const divisionNames = namesOf(shippedDocuments.divisions);

describe("case studies content", () => {
  it("has four case studies with unique slug ids and results", () => {
    expect(caseStudies).toHaveLength(4);
    expectUnique(
      caseStudies.map((study) => study.id),
      "case study ids",
    );
    for (const study of caseStudies) {
      expect(study.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(study.results.length, `${study.id}.results`).toBeGreaterThan(0);
    }
  });

  it("is delivered by four different real divisions, each page a real path", () => {
    const divisions = caseStudies.map((study) => study.division);
    expectUnique(divisions, "case study divisions");
    for (const division of divisions) {
      expect(divisionIds).toContain(division);
      expect(allPagePaths).toContain(`/divisions/${division}`);
    }
  });

  it("keeps clients anonymous: no division or company name stands in for the client", () => {
    for (const study of caseStudies) {
      for (const name of [...Object.values(divisionNames), site.name]) expect(study.client).not.toContain(name);
    }
  });

  it("has a button to /contact, a link to /our-work, and every part of a case study labelled", () => {
    expect(caseStudiesCta.actions[0]?.href).toBe("/contact#start");
    const hrefs = [caseStudiesHero.action.href, ...caseStudiesCta.actions.map((action) => action.href)];
    expect(hrefs).toContain("/our-work");
    for (const href of hrefs) expectLinkResolves(href);
    expect(Object.keys(caseStudiesSection.labels).sort()).toEqual(
      ["caseStudy", "challenge", "client", "deliveredBy", "industry", "results", "solution", "timeline"].sort(),
    );
    expect(caseStudiesMeta.path).toBe("/case-studies");
  });
});

describe("showcase rules", () => {
  it("derives the division link from the name: lower case, spaces removed", () => {
    expect(showcaseHref("Vesper Holdings")).toBe("/divisions/vesperholdings");
    expect(showcaseHref("VesperGuard")).toBe("/divisions/vesperguard");
    expect(showcaseHref("VIAD")).toBe("/divisions/viad");
    expect(showcaseHref("NoxGPT")).toBe("/divisions/noxgpt");
  });

  it("derives a real division page from every division name", () => {
    for (const id of divisionIds) expect(showcaseHref(divisionNames[id])).toBe(`/divisions/${id}`);
  });

  it("colours Active and Live green, anything else yellow", () => {
    expect(showcaseStatusTone("Active")).toBe("green");
    expect(showcaseStatusTone("Live")).toBe("green");
    expect(showcaseStatusTone("Summer 2025")).toBe("yellow");
    expect(showcaseStatusTone("Launching 2026")).toBe("yellow");
    expect(showcaseStatusTone("active")).toBe("yellow");
  });
});

describe("our work content", () => {
  it("has division showcases with three achievements each, every one a different division", () => {
    for (const item of divisionShowcases) {
      expect(item.achievements).toHaveLength(3);
    }
    expectUnique(
      divisionShowcases.map((item) => item.division),
      "showcase divisions",
    );
  });

  it("links every showcase card to a real division page, by the division's own name", () => {
    for (const item of divisionShowcases) {
      expect(Object.values(divisionNames)).toContain(item.division);
      expect(allPagePaths).toContain(showcaseHref(item.division));
    }
  });

  it("uses statuses of both colours", () => {
    const tones = divisionShowcases.map((item) => showcaseStatusTone(item.status));
    expect(tones).toContain("green");
    expect(tones).toContain("yellow");
  });

  it("has principles and calls to action to /contact and /divisions", () => {
    expect(workPrinciples.items.length).toBeGreaterThan(0);
    expectUnique(
      workPrinciples.items.map((principle) => principle.title),
      "principles",
    );
    expect(workCta.actions.map((action) => action.href)).toEqual(["/contact#start", "/divisions"]);
    for (const href of [workHero.action.href, ...workCta.actions.map((action) => action.href)]) expectLinkResolves(href);
    expect(workMeta.path).toBe("/our-work");
  });
});
