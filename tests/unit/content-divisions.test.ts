import { describe, expect, it } from "vitest";
import { splitAchievement } from "../../app/components/divisions/achievement.ts";
import { projectStatusTone } from "../../app/components/divisions/project-status.ts";
import { divisionIds, divisionNames, divisionSummaries, findDivision, isDivisionId, type Division } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { divisionOptionsOf } from "../../app/lib/contracts/application.ts";
import { allPagePaths, expectFilled, expectUnique } from "../support/content-checks.ts";

const document = shippedDocuments.divisions;
const { divisionPage, divisions, divisionsPage } = document;

function byId(id: string): Division {
  const division = findDivision(document, id);
  if (!division) throw new Error(`no division ${id}`);
  return division;
}

describe("divisions content", () => {
  it("lists every division of the code once, each under its own name (the ids and their order: product-conformance)", () => {
    expect(divisions.map((d) => d.id)).toEqual([...divisionIds]);
    expectUnique(
      divisions.map((d) => d.name),
      "division names",
    );
  });

  it("names a division once: the name map and the form's options follow a renamed division", () => {
    const renamed = { ...document, divisions: divisions.map((d) => (d.id === "viad" ? { ...d, name: "Renamed Division" } : d)) };
    expect(divisionNames(renamed).viad).toBe("Renamed Division");
    expect(divisionOptionsOf(renamed).find((option) => option.value === "viad")?.label).toBe("Renamed Division");
    expect(divisionOptionsOf(renamed).map((option) => option.value)).toEqual([...divisionIds, "general"]);
  });

  it("fills every field of every division, without repeats in a list", () => {
    for (const d of divisions) {
      for (const field of ["id", "name", "subtitle", "description", "icon", "accent"] as const) {
        expect(d[field].trim(), `${d.id}.${field}`).not.toBe("");
      }
      for (const list of [d.keyServices, d.technologies, d.achievements, d.recentProjects]) expect(list.length, d.id).toBeGreaterThan(0);
      for (const list of [d.keyServices, d.technologies, d.achievements]) expectUnique(list, `${d.id} list`);
      for (const project of d.recentProjects) {
        for (const field of ["name", "description", "status", "timeline"] as const) {
          expect(project[field].trim(), `${d.id} ${project.name}.${field}`).not.toBe("");
        }
        expect(Object.keys(divisionPage.projectStatusLabels)).toContain(project.status);
      }
      expectUnique(
        d.recentProjects.map((p) => p.name),
        `${d.id} projects`,
      );
      if (d.caseStudy) expectFilled(d.caseStudy, `${d.id}.caseStudy`);
    }
  });

  it("gives the list's cards a status badge only where the division has one", () => {
    for (const summary of divisionSummaries(document)) {
      expect("status" in summary, summary.id).toBe(Boolean(byId(summary.id).status));
    }
  });

  it("dates no project before the founding", () => {
    for (const d of divisions) {
      for (const project of d.recentProjects) {
        for (const year of project.timeline.match(/\b20\d\d\b/g) ?? []) {
          expect(Number(year), `${d.id} ${project.name}`).toBeGreaterThanOrEqual(site.foundedYear);
        }
      }
    }
  });

  it("gives NoxGPT, and only NoxGPT, access tiers behind the age rule (docs/product.md#division-page)", () => {
    const access = byId("noxgpt").access;
    expect(access).toBeDefined();
    if (!access) return;
    expect(access.tiers.length).toBeGreaterThan(0);
    expectUnique(
      access.tiers.map((t) => t.name),
      "tiers",
    );
    for (const tier of access.tiers) {
      expectFilled(tier, tier.name);
      expect(tier.requirements.length, tier.name).toBeGreaterThan(0);
    }
    // Each tier past the first asks for more than the one before it.
    access.tiers.slice(1).forEach((tier, index) => {
      expect(tier.requirements.length, tier.name).toBeGreaterThan(access.tiers[index]!.requirements.length);
    });
    expect(divisions.filter((d) => d.access).map((d) => d.id)).toEqual(["noxgpt"]);
  });

  it("looks ids up exactly; the route lower-cases first", () => {
    expect(findDivision(document, "noxgpt")?.id).toBe("noxgpt");
    expect(findDivision(document, "NoxGPT")).toBeUndefined();
    expect(findDivision(document, "unknown")).toBeUndefined();
    expect(isDivisionId("vcomm")).toBe(true);
    expect(isDivisionId("general")).toBe(false);
  });

  it("gives the list only the card fields", () => {
    const summaries = divisionSummaries(document);
    expect(summaries.map((summary) => summary.id)).toEqual([...divisionIds]);
    for (const summary of summaries) {
      expect(Object.keys(summary).sort()).toEqual(
        ["accent", "description", "icon", "id", "name", "subtitle", ...("status" in summary ? ["status"] : [])].sort(),
      );
    }
  });

  it("links only to pages that exist", () => {
    for (const id of divisionIds) expect(allPagePaths).toContain(`/divisions/${id}`);
    const hrefs = [
      ...divisionsPage.cta.actions.map((a) => a.href),
      ...divisionPage.cta.actions.map((a) => a.href),
      divisionPage.notFound.backHref,
      divisionPage.backLink.href,
    ];
    for (const href of hrefs) expect(allPagePaths).toContain(href);
    // The not-found state leads back to the list (docs/product.md#not-found-states).
    expect(divisionPage.notFound.backHref).toBe("/divisions");
    expect(Object.keys(divisionPage.sections).sort()).toEqual(["achievements", "caseStudy", "keyServices", "recentProjects", "technologies"]);
    expectFilled(divisionPage.sections, "sections");
  });
});

describe("achievement figures", () => {
  it("splits the first word off as the big figure", () => {
    expect(splitAchievement("10K+ assets protected")).toEqual({ figure: "10K+", label: "assets protected" });
    expect(splitAchievement("99.8% takedown success rate")).toEqual({ figure: "99.8%", label: "takedown success rate" });
    expect(splitAchievement("  3 access tiers ")).toEqual({ figure: "3", label: "access tiers" });
    expect(splitAchievement("24/7")).toEqual({ figure: "24/7", label: "" });
  });

  it("gives every division's achievements a figure and a label", () => {
    for (const d of divisions) {
      for (const achievement of d.achievements) {
        const { figure, label } = splitAchievement(achievement);
        expect(figure, achievement).not.toBe("");
        expect(label, achievement).not.toBe("");
      }
    }
  });
});

describe("project status colours", () => {
  it("gives active and completed their own colours and anything else yellow", () => {
    expect(projectStatusTone("active")).toBe("green");
    expect(projectStatusTone("completed")).toBe("blue");
    expect(projectStatusTone("in-development")).toBe("yellow");
    expect(projectStatusTone("planned")).toBe("yellow");
    expect(projectStatusTone("beta")).toBe("yellow");
    expect(projectStatusTone("anything else")).toBe("yellow");
  });
});
