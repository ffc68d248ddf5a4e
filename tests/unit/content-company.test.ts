import { describe, expect, it } from "vitest";
import { milestoneTone } from "../../app/components/company/milestone-tone.ts";
import {
  aboutActions,
  aboutHero,
  aboutIntro,
  aboutMeta,
  aboutQuote,
  aboutStats,
  aboutTiming,
  aboutValues,
} from "../../app/content/about.ts";
import { divisionIds, divisionNames } from "../../app/content/divisions.ts";
import { founder } from "../../app/content/founder.ts";
import { iconKeys } from "../../app/content/icons.ts";
import {
  missionActions,
  missionHero,
  missionMeta,
  missionProblems,
  missionRoadmap,
  missionSolutions,
  missionTiming,
} from "../../app/content/mission.ts";
import { milestoneStatuses, roadmap } from "../../app/content/roadmap.ts";
import { storyActions, storyChapters, storyFacts, storyFounder, storyHero, storyMeta } from "../../app/content/story.ts";
import { teamFounder, teamHero, teamHiring, teamJoin, teamMeta, teamRoles } from "../../app/content/team.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

const everything = {
  aboutActions, aboutHero, aboutIntro, aboutMeta, aboutQuote, aboutStats, aboutValues,
  missionActions, missionHero, missionMeta, missionProblems, missionRoadmap, missionSolutions, roadmap,
  storyActions, storyChapters, storyFacts, storyFounder, storyHero, storyMeta,
  teamFounder, teamHero, teamHiring, teamJoin, teamMeta, teamRoles,
};
const allText = JSON.stringify(everything);

/** Every string anywhere inside a value, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe("about page content", () => {
  it("has four stat cards with figures the spec states, revealed 150 ms apart", () => {
    expect(aboutStats.stats).toEqual([
      { value: "2025", label: "Founded" },
      { value: "9", label: "Specialised Divisions" },
      { value: "50+", label: "Active Projects" },
      { value: "24/7", label: "Global Operations" },
    ]);
    expect(aboutTiming.statStaggerMs).toBe(150);
  });

  it("has a mission quote", () => {
    expect(aboutQuote.text.length).toBeGreaterThan(60);
    expect(aboutQuote.label).toBe("Our mission");
  });

  it("has the four values with their exact names, a description and a valid icon", () => {
    expect(aboutValues.values.map((value) => value.title)).toEqual([
      "Innovation First",
      "Absolute Excellence",
      "Technology Mastery",
      "Lightning Execution",
    ]);
    for (const value of aboutValues.values) {
      expect(value.description.length).toBeGreaterThan(60);
      expect(iconKeys).toContain(value.icon);
    }
    expect(new Set(aboutValues.values.map((value) => value.icon)).size).toBe(4);
  });

  it("has buttons to /divisions and /team", () => {
    expect(aboutActions.actions.map((action) => action.href)).toEqual(["/divisions", "/team"]);
  });
});

describe("mission page content", () => {
  it("is the Why We Exist page", () => {
    expect(missionHero.title).toBe("Why We Exist");
    expect(missionMeta.title).toBe("Why We Exist");
  });

  it("names the four problems of the spec", () => {
    expect(missionProblems.problems.map((problem) => problem.title)).toEqual([
      "Stagnant Innovation",
      "Security Vulnerabilities",
      "Technical Mediocrity",
      "Disconnected Solutions",
    ]);
    for (const problem of missionProblems.problems) {
      expect(problem.description.length).toBeGreaterThan(60);
      expect(iconKeys).toContain(problem.icon);
    }
  });

  it("has four solutions, each tied to a different real division, with an impact, revealed 250 ms apart", () => {
    expect(missionSolutions.solutions).toHaveLength(4);
    for (const solution of missionSolutions.solutions) {
      expect(divisionIds).toContain(solution.division);
      expect(allPagePaths).toContain(`/divisions/${solution.division}`);
      expect(solution.title.trim()).not.toBe("");
      expect(solution.description.length).toBeGreaterThan(60);
      expect(solution.impact.length).toBeGreaterThan(30);
      expect(iconKeys).toContain(solution.icon);
      // The description names the division it is tied to.
      expect(solution.description).toContain(divisionNames[solution.division]);
    }
    expect(new Set(missionSolutions.solutions.map((solution) => solution.division)).size).toBe(4);
    expect(missionTiming.solutionStaggerMs).toBe(250);
  });

  it("has buttons to /divisions and /team", () => {
    expect(missionActions.actions.map((action) => action.href)).toEqual(["/divisions", "/team"]);
  });
});

describe("vision roadmap", () => {
  it("has exactly the four milestones, in order", () => {
    expect(roadmap.map(({ year, milestone, status }) => ({ year, milestone, status }))).toEqual([
      { year: "2025", milestone: "Company Foundation", status: "Complete" },
      { year: "2025-2026", milestone: "AI Platform Launch", status: "In Progress" },
      { year: "2026", milestone: "Market Leadership", status: "Planned" },
      { year: "2027+", milestone: "Future Redefined", status: "Vision" },
    ]);
    for (const item of roadmap) expect(item.description.length).toBeGreaterThan(60);
  });

  it("makes the enterprise language model the enterprise standard in the AI platform launch", () => {
    const launch = roadmap.find((item) => item.milestone === "AI Platform Launch");
    expect(launch?.description).toContain(divisionNames.nexila);
    expect(launch?.description).toMatch(/enterprise standard/);
    expect(launch?.description).toMatch(/summer 2025/);
  });

  it("colours statuses: Active green, In Progress yellow, Planned blue, anything else purple", () => {
    expect(milestoneTone("Active")).toBe("green");
    expect(milestoneTone("In Progress")).toBe("yellow");
    expect(milestoneTone("Planned")).toBe("blue");
    expect(milestoneTone("Complete")).toBe("purple");
    expect(milestoneTone("Vision")).toBe("purple");
    expect(milestoneTone("Something else")).toBe("purple");
    expect(milestoneStatuses.map(milestoneTone)).toEqual(["green", "purple", "yellow", "blue", "purple"]);
    expect(roadmap.map((item) => milestoneTone(item.status))).toEqual(["purple", "yellow", "blue", "purple"]);
  });
});

describe("story page content", () => {
  it("tells the story from the 2025 founding, naming the founder", () => {
    expect(storyHero.eyebrow).toContain("2025");
    expect(storyFacts.facts).toContainEqual({ value: "2025", label: "Founded" });
    expect(storyFacts.facts).toContainEqual({ value: "9", label: "Divisions" });
    expect(storyFacts.facts).toContainEqual({ value: "8", label: "Team Members" });
    const text = JSON.stringify(storyChapters);
    expect(text).toContain(founder.name);
    expect(text).toMatch(/In 2025/);
  });

  it("has substantive chapters: why it started, the nine divisions, today, what is next", () => {
    expect(storyChapters.map((chapter) => chapter.title)).toEqual([
      "Why It Started",
      "How Nine Divisions Came to Be",
      "How We Work Today",
      "What Comes Next",
    ]);
    expect(new Set(storyChapters.map((chapter) => chapter.id)).size).toBe(storyChapters.length);
    for (const chapter of storyChapters) {
      expect(chapter.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(chapter.paragraphs.join(" ").length).toBeGreaterThan(400);
    }
  });

  it("names all nine divisions in the story", () => {
    const text = JSON.stringify(storyChapters);
    for (const id of divisionIds) expect(text).toContain(divisionNames[id]);
  });

  it("links onward to the founder, the divisions and /join", () => {
    const hrefs = [storyFounder.link.href, ...storyActions.actions.map((a) => a.href), ...storyChapters.flatMap((c) => (c.link ? [c.link.href] : []))];
    for (const href of ["/founder", "/divisions", "/join"]) expect(hrefs).toContain(href);
  });
});

describe("team page content", () => {
  it("introduces the founder and links the founder page", () => {
    expect(teamFounder.link.href).toBe("/founder");
    expect(teamMeta.description).toContain(founder.name);
  });

  it("presents the growing team of 8 as eight roles, each in real divisions", () => {
    expect(teamRoles.eyebrow).toContain("team of 8");
    expect(teamRoles.roles).toHaveLength(8);
    expect(new Set(teamRoles.roles.map((role) => role.role)).size).toBe(8);
    for (const role of teamRoles.roles) {
      expect(role.divisions.length).toBeGreaterThanOrEqual(1);
      for (const id of role.divisions) expect(divisionIds).toContain(id);
      expect(role.description.length).toBeGreaterThan(60);
      expect(iconKeys).toContain(role.icon);
    }
    // Between them the eight roles cover all nine divisions.
    expect(new Set(teamRoles.roles.flatMap((role) => role.divisions))).toEqual(new Set(divisionIds));
  });

  it("says what each of the nine divisions looks for, in the divisions' order", () => {
    expect(teamHiring.divisions.map((entry) => entry.division)).toEqual([...divisionIds]);
    for (const entry of teamHiring.divisions) {
      expect(entry.lookingFor.length).toBeGreaterThan(40);
      expect(entry.skills).toHaveLength(3);
      expect(allPagePaths).toContain(`/divisions/${entry.division}`);
    }
  });

  it("shows the way to /join and /contact", () => {
    expect(teamJoin.actions.map((action) => action.href)).toEqual(["/join", "/contact"]);
  });
});

describe("company pages, together", () => {
  it("link only to pages that exist", () => {
    const hrefs = [
      ...aboutActions.actions,
      ...missionActions.actions,
      storyFounder.link,
      ...storyActions.actions,
      ...storyChapters.flatMap((chapter) => (chapter.link ? [chapter.link] : [])),
      teamFounder.link,
      ...teamJoin.actions,
    ].map((link) => link.href);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(allPagePaths).toContain(href);
  });

  it("have their own titles, canonical paths and descriptions of 120 to 160 characters", () => {
    const metas = [aboutMeta, missionMeta, storyMeta, teamMeta];
    expect(metas.map((meta) => meta.path)).toEqual(["/about", "/mission", "/story", "/team"]);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(4);
    for (const meta of metas) {
      expect(allPagePaths).toContain(meta.path);
      expect(meta.description.length).toBeGreaterThanOrEqual(120);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("have no empty strings and no filler copy", () => {
    for (const [path, value] of strings(everything)) expect(value.trim(), path).not.toBe("");
    expect(allText).not.toMatch(/lorem|ipsum|coming soon|placeholder|todo|tbd/i);
  });

  it("agree with the spec's figures", () => {
    expect(allText).toContain("team of 8");
    expect(allText).not.toMatch(/\b(?:founded|since) (?!2025)\d{4}/i);
    expect(allText).not.toMatch(/\b(?:ten|eight|seven|10|8) divisions/i);
  });
});
