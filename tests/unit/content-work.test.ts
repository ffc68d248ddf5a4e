import { describe, expect, it } from "vitest";
import { showcaseHref, showcaseStatusTone } from "../../app/components/work/showcase.ts";
import {
  caseStudies,
  caseStudiesCta,
  caseStudiesHero,
  caseStudiesMeta,
  caseStudiesSection,
} from "../../app/content/case-studies.ts";
import { divisionIds, divisionNames } from "../../app/content/divisions.ts";
import { iconKeys } from "../../app/content/icons.ts";
import {
  divisionShowcases,
  showcaseSection,
  workCta,
  workHero,
  workMeta,
  workPrinciples,
  workStats,
} from "../../app/content/our-work.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

const caseStudiesText = JSON.stringify({ caseStudiesHero, caseStudiesSection, caseStudies, caseStudiesCta, caseStudiesMeta });
const workText = JSON.stringify({ workHero, workStats, showcaseSection, divisionShowcases, workPrinciples, workCta, workMeta });

/** Every string anywhere inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("case studies content", () => {
  it("has four case studies with every field filled", () => {
    expect(caseStudies).toHaveLength(4);
    for (const study of caseStudies) {
      for (const field of ["id", "title", "client", "industry", "timeline", "challenge", "solution"] as const) {
        expect(study[field].trim(), `${study.id}.${field}`).not.toBe("");
      }
      expect(study.challenge.length, `${study.id}.challenge`).toBeGreaterThan(120);
      expect(study.solution.length, `${study.id}.solution`).toBeGreaterThan(120);
      expect(study.results.length, `${study.id}.results`).toBeGreaterThanOrEqual(3);
      for (const result of study.results) expect(result.trim().length).toBeGreaterThan(10);
    }
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(4);
    for (const study of caseStudies) expect(study.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("is delivered by four different real divisions, each page a real path", () => {
    const divisions = caseStudies.map((study) => study.division);
    expect(new Set(divisions).size).toBe(4);
    for (const division of divisions) {
      expect(divisionIds).toContain(division);
      expect(allPagePaths).toContain(`/divisions/${division}`);
    }
  });

  it("keeps clients anonymous: descriptions, not names", () => {
    for (const study of caseStudies) {
      expect(study.client).toMatch(/^An? [a-z]/);
      // No division or company name stands in for the client.
      for (const name of [...Object.values(divisionNames), "Vesper"]) expect(study.client).not.toContain(name);
    }
    expect(caseStudies.some((study) => study.client === "A mid-size mobile game studio")).toBe(true);
  });

  it("uses the fixed marketing figures, and only consistent ones", () => {
    const results = caseStudies.flatMap((study) => study.results).join("\n");
    for (const figure of ["99.8%", "2M+", "300%", "15 exits", "10K+", "40% efficiency", "99.99%", "Sub-100ms"]) {
      expect(results).toContain(figure);
    }
    // Every percentage and "N+" figure is one the spec states.
    const percentages = new Set(caseStudiesText.match(/\d+(\.\d+)?%/g));
    expect([...percentages].sort()).toEqual(["300%", "40%", "99.8%", "99.99%"]);
    const plusFigures = new Set(caseStudiesText.match(/\d+[KM]?\+/g));
    expect([...plusFigures].sort()).toEqual(["10K+", "2M+"]);
    // Emergency takedowns match the dmca service timeline.
    expect(caseStudiesText).toContain("24–72 hours");
  });

  it("has the Contact Our Team button to /contact and links only to pages that exist", () => {
    expect(caseStudiesCta.actions[0]).toEqual({ label: "Contact Our Team", href: "/contact" });
    const hrefs = [caseStudiesHero.action.href, ...caseStudiesCta.actions.map((action) => action.href)];
    expect(hrefs).toContain("/our-work");
    for (const href of hrefs) expect(allPagePaths).toContain(href);
  });

  it("labels every part of a case study", () => {
    expect(caseStudiesSection.labels).toEqual({
      caseStudy: "Case study",
      client: "Client",
      industry: "Industry",
      timeline: "Timeline",
      challenge: "The Challenge",
      solution: "Our Solution",
      results: "Key Results",
      deliveredBy: "Delivered by",
    });
  });

  it("has a specific meta description of 140 to 160 characters and no empty or filler copy", () => {
    expect(caseStudiesMeta.path).toBe("/case-studies");
    expect(caseStudiesMeta.description.length).toBeGreaterThanOrEqual(140);
    expect(caseStudiesMeta.description.length).toBeLessThanOrEqual(160);
    for (const text of strings({ caseStudiesHero, caseStudiesSection, caseStudies, caseStudiesCta })) expect(text.trim()).not.toBe("");
    expect(caseStudiesText).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
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
  it("states the four headline stats exactly", () => {
    expect(workStats.stats).toEqual([
      { value: "2M+", label: "Combined Users" },
      { value: "99.8%", label: "Success Rate" },
      { value: "300%", label: "Portfolio Returns" },
      { value: "10K+", label: "Assets Protected" },
    ]);
  });

  it("has six division showcases with every field and three achievements each", () => {
    expect(divisionShowcases).toHaveLength(6);
    for (const item of divisionShowcases) {
      for (const field of ["division", "title", "description", "impact", "status", "accent"] as const) {
        expect(item[field].trim(), `${item.division}.${field}`).not.toBe("");
      }
      expect(item.description.length).toBeGreaterThan(60);
      expect(iconKeys).toContain(item.icon);
      expect(item.achievements).toHaveLength(3);
      for (const achievement of item.achievements) expect(achievement.trim().length).toBeGreaterThan(10);
    }
    expect(new Set(divisionShowcases.map((item) => item.division)).size).toBe(6);
  });

  it("links every showcase card to a real division page", () => {
    const hrefs = divisionShowcases.map((item) => showcaseHref(item.division));
    expect(hrefs).toEqual([
      "/divisions/vesperguard",
      "/divisions/noxgpt",
      "/divisions/vespergames",
      "/divisions/vesperholdings",
      "/divisions/nexus",
      "/divisions/viad",
    ]);
    for (const href of hrefs) {
      expect(divisionIds).toContain(href.replace("/divisions/", ""));
      expect(allPagePaths).toContain(href);
    }
    // The card shows the division's own name.
    for (const item of divisionShowcases) expect(Object.values(divisionNames)).toContain(item.division);
  });

  it("uses only the three showcase statuses, both colours among them", () => {
    for (const item of divisionShowcases) expect(["Active", "Live", "Summer 2025"]).toContain(item.status);
    const tones = divisionShowcases.map((item) => showcaseStatusTone(item.status));
    expect(tones).toContain("green");
    expect(tones).toContain("yellow");
    // The divisions launching in summer 2025 are the ones shown yellow.
    for (const item of divisionShowcases.filter((i) => i.status === "Summer 2025")) expect(["NoxGPT", "Nexus"]).toContain(item.division);
  });

  it("keeps every figure consistent with the fixed figures", () => {
    const percentages = new Set(workText.match(/\d+(\.\d+)?%/g));
    expect([...percentages].sort()).toEqual(["300%", "40%", "99.8%", "99.99%"]);
    const plusFigures = new Set(workText.match(/\d+[KM]?\+/g));
    expect([...plusFigures].sort()).toEqual(["10K+", "18+", "2M+"]);
    expect(workText).toContain("15 successful exits");
  });

  it("has the three how-we-work principles", () => {
    expect(workPrinciples.eyebrow).toBe("How we work");
    expect(workPrinciples.items).toHaveLength(3);
    for (const principle of workPrinciples.items) {
      expect(principle.title.trim()).not.toBe("");
      expect(principle.description.length).toBeGreaterThan(60);
      expect(iconKeys).toContain(principle.icon);
    }
  });

  it("calls to action go to /contact and /divisions; every link exists", () => {
    expect(workCta.actions.map((action) => action.href)).toEqual(["/contact", "/divisions"]);
    for (const href of [workHero.action.href, ...workCta.actions.map((action) => action.href)]) expect(allPagePaths).toContain(href);
  });

  it("has a specific meta description of 140 to 160 characters and no empty or filler copy", () => {
    expect(workMeta.path).toBe("/our-work");
    expect(workMeta.description.length).toBeGreaterThanOrEqual(140);
    expect(workMeta.description.length).toBeLessThanOrEqual(160);
    for (const text of strings({ workHero, workStats, showcaseSection, divisionShowcases, workPrinciples, workCta })) {
      expect(text.trim()).not.toBe("");
    }
    expect(workText).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
  });
});
