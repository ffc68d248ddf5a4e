import { describe, expect, it } from "vitest";
import { splitAchievement } from "../../app/components/divisions/achievement.ts";
import { projectStatusTone } from "../../app/components/divisions/project-status.ts";
import {
  divisionIds,
  divisionNames,
  divisionPage,
  divisionSummaries,
  divisions,
  divisionsPage,
  divisionsRevealStaggerMs,
  findDivision,
  isDivisionId,
  type Division,
} from "../../app/content/divisions.ts";
import { iconKeys } from "../../app/content/icons.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

const specOrder = ["vesperguard", "noxgpt", "nexus", "nexila", "vespergames", "viad", "vesperlegal", "vesperholdings", "vcomm"];

function byId(id: string): Division {
  const division = findDivision(id);
  if (!division) throw new Error(`no division ${id}`);
  return division;
}

const allText = JSON.stringify({ divisions, divisionsPage, divisionPage });

describe("divisions content", () => {
  it("has the nine divisions in spec order, matching the ids and names the form uses", () => {
    expect(divisions.map((d) => d.id)).toEqual(specOrder);
    expect([...divisionIds]).toEqual(specOrder);
    for (const division of divisions) expect(division.name).toBe(divisionNames[division.id]);
    expect(new Set(divisions.map((d) => d.name)).size).toBe(9);
  });

  it("fills every field of every division", () => {
    for (const d of divisions) {
      for (const field of ["id", "name", "subtitle", "description", "icon", "accent"] as const) {
        expect(d[field].trim(), `${d.id}.${field}`).not.toBe("");
      }
      expect(iconKeys, d.id).toContain(d.icon);
      expect(d.description.length, d.id).toBeGreaterThan(120);
      expect(d.keyServices.length, d.id).toBeGreaterThanOrEqual(4);
      expect(d.technologies.length, d.id).toBeGreaterThanOrEqual(5);
      expect(d.achievements.length, d.id).toBeGreaterThanOrEqual(3);
      expect(d.recentProjects.length, d.id).toBeGreaterThanOrEqual(3);
      for (const list of [d.keyServices, d.technologies, d.achievements]) {
        for (const item of list) expect(item.trim(), d.id).not.toBe("");
        expect(new Set(list).size, `${d.id} has duplicates`).toBe(list.length);
      }
      for (const project of d.recentProjects) {
        for (const field of ["name", "description", "status", "timeline"] as const) {
          expect(project[field].trim(), `${d.id} ${project.name}.${field}`).not.toBe("");
        }
        expect(Object.keys(divisionPage.projectStatusLabels)).toContain(project.status);
      }
      expect(new Set(d.recentProjects.map((p) => p.name)).size).toBe(d.recentProjects.length);
      if (d.caseStudy) {
        for (const field of ["title", "challenge", "solution", "result"] as const) {
          expect(d.caseStudy[field].trim(), `${d.id}.caseStudy.${field}`).not.toBe("");
        }
      }
    }
  });

  it("gives most divisions a case study", () => {
    const withCaseStudy = divisions.filter((d) => d.caseStudy);
    expect(withCaseStudy.length).toBeGreaterThanOrEqual(5);
  });

  it("shows the three status badges and no others", () => {
    const badges = Object.fromEntries(divisions.filter((d) => d.status).map((d) => [d.id, d.status]));
    expect(badges).toEqual({
      noxgpt: "Launching Summer 2025",
      nexus: "Launching Summer 2025",
      nexila: "Launching 2026",
    });
    for (const summary of divisionSummaries()) {
      expect("status" in summary).toBe(Boolean(badges[summary.id]));
    }
  });

  it("has a project of each kind of status across the divisions", () => {
    const statuses = new Set(divisions.flatMap((d) => d.recentProjects.map((p) => p.status)));
    expect(statuses).toContain("active");
    expect(statuses).toContain("completed");
    expect([...statuses].some((s) => s !== "active" && s !== "completed")).toBe(true);
  });

  it("dates nothing before the founding in 2025", () => {
    for (const d of divisions) {
      for (const project of d.recentProjects) {
        for (const year of project.timeline.match(/\b20\d\d\b/g) ?? []) {
          expect(Number(year), `${d.id} ${project.name}`).toBeGreaterThanOrEqual(2025);
        }
      }
    }
  });

  it("describes what each division does", () => {
    const text = (id: string) => JSON.stringify(byId(id)).toLowerCase();
    expect(text("vesperguard")).toMatch(/takedown/);
    expect(text("vesperguard")).toMatch(/dmca/);
    expect(text("vesperguard")).toMatch(/legal operations/);
    expect(text("noxgpt")).toMatch(/uncensored conversational ai/);
    expect(text("nexus")).toMatch(/ai research lab/);
    expect(text("nexila")).toMatch(/enterprise language model/);
    expect(text("vespergames")).toMatch(/game platform/);
    expect(text("vespergames")).toMatch(/game engine/);
    expect(text("viad")).toMatch(/business & project management/);
    expect(text("vesperlegal")).toMatch(/contracts/);
    expect(text("vesperlegal")).toMatch(/ip filing/);
    expect(text("vesperlegal")).toMatch(/compliance/);
    expect(text("vesperholdings")).toMatch(/investment arm/);
    expect(text("vcomm")).toMatch(/community, pr & outreach/);
  });

  it("attributes the spec's marketing figures to fitting divisions", () => {
    expect(byId("vesperguard").achievements).toEqual(expect.arrayContaining(["10K+ assets protected", "99.8% takedown success rate"]));
    expect(byId("vespergames").achievements).toContain("2M+ players reached");
    expect(byId("vesperholdings").achievements).toEqual(expect.arrayContaining(["300% portfolio returns", "15 successful exits"]));
    expect(byId("viad").achievements).toContain("40% average efficiency gain");
    expect(byId("nexila").achievements).toEqual(expect.arrayContaining(["99.99% uptime target", "Sub-100ms response target"]));
  });

  it("presents NoxGPT's three tiers and the 18+ rule", () => {
    const access = byId("noxgpt").access;
    expect(access).toBeDefined();
    if (!access) return;
    expect(access.minimumAge).toBe(18);
    expect(access.tiers.map((t) => [t.name, t.filtering])).toEqual([
      ["Regular", "Light filtering"],
      ["Unfiltered", "Minimal restrictions"],
      ["Uncensored", "Fully uncensored"],
    ]);
    const [regular, unfiltered, uncensored] = access.tiers;
    // Every tier is 18+; the unfiltered modes need extra age verification; the top tier also the agreement.
    for (const tier of access.tiers) expect(tier.requirements).toContain("18+ account");
    expect(regular?.requirements).not.toContain("Additional age verification");
    expect(unfiltered?.requirements).toContain("Additional age verification");
    expect(uncensored?.requirements).toEqual(expect.arrayContaining(["Additional age verification", "Signed responsible-use agreement"]));
    expect(access.ageRule).toMatch(/18 or older/);
    expect(access.ageRule).toMatch(/additional age verification/);
    // Only NoxGPT has tiers.
    expect(divisions.filter((d) => d.access).map((d) => d.id)).toEqual(["noxgpt"]);
  });

  it("looks ids up exactly; the route lower-cases first", () => {
    expect(findDivision("noxgpt")?.name).toBe("NoxGPT");
    expect(findDivision("NoxGPT")).toBeUndefined();
    expect(findDivision("unknown")).toBeUndefined();
    expect(isDivisionId("vcomm")).toBe(true);
    expect(isDivisionId("general")).toBe(false);
  });

  it("gives the list only the card fields", () => {
    const summaries = divisionSummaries();
    expect(summaries).toHaveLength(9);
    for (const summary of summaries) {
      expect(Object.keys(summary).sort()).toEqual(
        ["accent", "description", "icon", "id", "name", "subtitle", ...("status" in summary ? ["status"] : [])].sort(),
      );
    }
  });

  it("links only to pages that exist, with the spec's buttons and timing", () => {
    for (const id of divisionIds) expect(allPagePaths).toContain(`/divisions/${id}`);
    expect(divisionsPage.cta.actions.map((a) => a.href)).toEqual(["/services", "/join"]);
    expect(divisionPage.cta.actions).toEqual([
      { label: "Start a Project", href: "/contact" },
      { label: "Join the Team", href: "/join" },
    ]);
    expect(divisionPage.cta.titlePrefix).toBe("Work with");
    expect(divisionPage.notFound.title).toBe("Division Not Found");
    expect(divisionPage.notFound.backHref).toBe("/divisions");
    for (const href of [...divisionsPage.cta.actions.map((a) => a.href), divisionPage.notFound.backHref, divisionPage.backLink.href]) {
      expect(allPagePaths).toContain(href);
    }
    expect(divisionsRevealStaggerMs).toBe(150);
    expect(divisionsPage.learnMoreLabel).toBe("Learn More");
    expect(divisionPage.sections).toEqual({
      achievements: "By the Numbers",
      keyServices: "Key Services",
      recentProjects: "Recent Projects",
      caseStudy: "Case Study",
      technologies: "Technologies & Tools",
    });
  });

  it("has a list description of 140 to 160 characters", () => {
    expect(divisionsPage.meta.path).toBe("/divisions");
    expect(divisionsPage.meta.description.length).toBeGreaterThanOrEqual(140);
    expect(divisionsPage.meta.description.length).toBeLessThanOrEqual(160);
  });

  it("has no filler copy", () => {
    expect(allText).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
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
        expect(figure, achievement).toMatch(/\d|^(Zero|Sub-\d)/);
        expect(label.length, achievement).toBeGreaterThan(3);
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
