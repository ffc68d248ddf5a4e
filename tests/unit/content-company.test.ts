import { describe, expect, it } from "vitest";
import { milestoneTone } from "../../app/components/company/milestone-tone.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { milestoneStatuses } from "../../app/content/schemas/roadmap.ts";
import { allPagePaths, expectUnique, expectLinkResolves } from "../support/content-checks.ts";

const { aboutActions, aboutMeta, aboutStats, aboutValues } = shippedDocuments.about;
const { missionActions, missionMeta, missionProblems, missionSolutions } = shippedDocuments.mission;
const { roadmap } = shippedDocuments.roadmap;
const { storyActions, storyChapters, storyFounder, storyMeta } = shippedDocuments.story;
const { teamFounder, teamHiring, teamJoin, teamMeta, teamRoles } = shippedDocuments.team;

describe("about page content", () => {
  it("has four figures and four values with distinct titles and icons", () => {
    expect(aboutStats.stats).toHaveLength(4);
    expect(aboutValues.values).toHaveLength(4);
    expectUnique(
      aboutValues.values.map((value) => value.title),
      "values",
    );
    expectUnique(
      aboutValues.values.map((value) => value.icon),
      "value icons",
    );
  });
});

describe("mission page content", () => {
  it("has four problems with distinct titles", () => {
    expect(missionProblems.problems).toHaveLength(4);
    expectUnique(
      missionProblems.problems.map((problem) => problem.title),
      "problems",
    );
  });

  it("has four solutions, each tied to a different real division", () => {
    expect(missionSolutions.solutions).toHaveLength(4);
    for (const solution of missionSolutions.solutions) {
      expect(divisionIds).toContain(solution.division);
      expect(allPagePaths).toContain(`/divisions/${solution.division}`);
    }
    expectUnique(
      missionSolutions.solutions.map((solution) => solution.division),
      "solution divisions",
    );
  });
});

describe("vision roadmap", () => {
  it("gives every milestone a known status (the milestones themselves: product-conformance)", () => {
    for (const item of roadmap) expect(milestoneStatuses).toContain(item.status);
    expectUnique(
      roadmap.map((item) => item.milestone),
      "milestones",
    );
  });

  it("colours statuses: Active green, In Progress yellow, Planned blue, anything else purple", () => {
    expect(milestoneTone("Active")).toBe("green");
    expect(milestoneTone("In Progress")).toBe("yellow");
    expect(milestoneTone("Planned")).toBe("blue");
    expect(milestoneTone("Complete")).toBe("purple");
    expect(milestoneTone("Vision")).toBe("purple");
    expect(milestoneTone("Something else")).toBe("purple");
    expect(milestoneStatuses.map(milestoneTone)).toEqual(["green", "purple", "yellow", "blue", "purple"]);
  });
});

describe("story page content", () => {
  it("has chapters with unique ids, each with paragraphs", () => {
    expectUnique(
      storyChapters.map((chapter) => chapter.id),
      "chapter ids",
    );
    expectUnique(
      storyChapters.map((chapter) => chapter.title),
      "chapter titles",
    );
    for (const chapter of storyChapters) {
      expect(chapter.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(chapter.paragraphs.length, chapter.id).toBeGreaterThan(0);
    }
  });

  it("links onward to the founder, the divisions and /join", () => {
    const hrefs = [storyFounder.link.href, ...storyActions.actions.map((a) => a.href), ...storyChapters.flatMap((c) => (c.link ? [c.link.href] : []))];
    for (const href of ["/founder", "/divisions", "/join"]) expect(hrefs).toContain(href);
  });
});

describe("team page content", () => {
  it("introduces the founder and links the founder page", () => {
    expect(teamFounder.link.href).toBe("/founder");
  });

  it("presents the team as distinct roles, each in real divisions, together covering all nine", () => {
    expectUnique(
      teamRoles.roles.map((role) => role.role),
      "roles",
    );
    for (const role of teamRoles.roles) {
      expect(role.divisions.length).toBeGreaterThanOrEqual(1);
      for (const id of role.divisions) expect(divisionIds).toContain(id);
    }
    expect(new Set(teamRoles.roles.flatMap((role) => role.divisions))).toEqual(new Set(divisionIds));
  });

  it("says what each of the nine divisions looks for, in the divisions' order", () => {
    expect(teamHiring.divisions.map((entry) => entry.division)).toEqual([...divisionIds]);
    for (const entry of teamHiring.divisions) {
      expect(entry.skills.length, entry.division).toBeGreaterThan(0);
      expectUnique(entry.skills, `${entry.division} skills`);
    }
  });
});

describe("company pages, together", () => {
  it("link only to pages that exist, and onward to the divisions and the team", () => {
    const hrefs = [
      ...aboutActions.actions,
      ...missionActions.actions,
      storyFounder.link,
      ...storyActions.actions,
      ...storyChapters.flatMap((chapter) => (chapter.link ? [chapter.link] : [])),
      teamFounder.link,
      ...teamJoin.actions,
    ].map((link) => link.href);
    for (const href of hrefs) expectLinkResolves(href);
    // docs/product.md#company-pages: About and Why We Exist end with buttons to /divisions and /team.
    expect(aboutActions.actions.map((action) => action.href)).toEqual(["/divisions", "/team"]);
    expect(missionActions.actions.map((action) => action.href)).toEqual(["/divisions", "/team"]);
    expect(teamJoin.actions.map((action) => action.href)).toContain("/join");
  });

  it("have their own titles and canonical paths", () => {
    const metas = [aboutMeta, missionMeta, storyMeta, teamMeta];
    expect(metas.map((meta) => meta.path)).toEqual(["/about", "/mission", "/story", "/team"]);
    expectUnique(
      metas.map((meta) => meta.title),
      "titles",
    );
  });
});
