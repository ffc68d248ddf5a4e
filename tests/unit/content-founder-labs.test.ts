import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { progressBarClass, progressTone, timelineTextClass, timelineTone } from "../../app/components/labs/lab-colors.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import {
  founder,
  founderAchievements,
  founderAchievementsSection,
  founderCta,
  founderExpertise,
  founderExpertiseSection,
  founderFavoriteProject,
  founderHero,
  founderJourney,
  founderMeta,
  founderPhilosophySection,
  founderPrinciples,
  founderStats,
  founderVision,
  founderWhy,
} from "../../app/content/founder.ts";
import { iconKeys } from "../../app/content/icons.ts";
import {
  labProjects,
  labsCta,
  labsHero,
  labsMeta,
  labsProjectsSection,
  labStats,
  labStatsSection,
  labStatuses,
  labsTiming,
} from "../../app/content/labs.ts";
import { allPagePaths } from "../../app/lib/site-paths.ts";

const founderContent = {
  founder,
  founderMeta,
  founderHero,
  founderStats,
  founderVision,
  founderWhy,
  founderFavoriteProject,
  founderJourney,
  founderAchievementsSection,
  founderAchievements,
  founderExpertiseSection,
  founderExpertise,
  founderPhilosophySection,
  founderPrinciples,
  founderCta,
};
const labsContent = { labsMeta, labsHero, labsProjectsSection, labProjects, labStatsSection, labStats, labsCta };

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("founder page content", () => {
  it("keeps the founder's identity used by the team page", () => {
    expect(founder.name).toBe("Elias Vance");
    expect(founder.title).toBe("Founder & Chief Executive Officer");
    expect(founder.summary.length).toBeGreaterThan(40);
    expect(founder.portrait).toEqual({
      src: "/images/founder-portrait.svg",
      alt: expect.stringContaining("Elias Vance"),
      width: 480,
      height: 560,
    });
  });

  it("ships the portrait as a small local illustration with a title and the declared size", () => {
    const file = path.join("public", founder.portrait.src);
    expect(statSync(file).size).toBeLessThan(8 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).toContain('width="480"');
    expect(svg).toContain('height="560"');
    expect(svg).toContain('viewBox="0 0 480 560"');
    // Nothing loaded from elsewhere: no external references, no raster photo embedded.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<image|<script|data:image/i);
  });

  it("has the MEET THE CEO hero and a canonical /founder path", () => {
    expect(founderHero.title).toBe("MEET THE CEO");
    expect(founderMeta.path).toBe("/founder");
    expect(founderMeta.title).toBe("Meet the Founder");
    expect(founderMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(founderMeta.description.length).toBeLessThanOrEqual(160);
  });

  it("tells the story in the four sections of the spec, in order", () => {
    const sections = [founderVision, founderWhy, founderFavoriteProject, founderJourney];
    expect(sections.map((section) => section.title)).toEqual([
      "THE VISION",
      "WHY THIS MATTERS",
      "FAVORITE PROJECT",
      "THE JOURNEY CONTINUES",
    ]);
    expect(new Set(sections.map((section) => section.id)).size).toBe(4);
    for (const section of sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const paragraph of section.paragraphs) expect(paragraph.length).toBeGreaterThan(80);
    }
    expect(founderVision.paragraphs.join(" ")).toContain("2025");
    expect(founderJourney.paragraphs.join(" ")).toContain("team of 8");
  });

  it("makes NoxGPT the favorite project: noxgpt division, summer 2025, three tiers from safe to unfiltered, 18+", () => {
    const { project } = founderFavoriteProject;
    expect(project.name).toBe("NoxGPT");
    expect(project.division).toBe("noxgpt");
    expect(divisionIds).toContain(project.division);
    expect(project.launch).toMatch(/Summer 2025/);
    expect(project.minimumAge).toBe(18);
    expect(project.tiers.map((tier) => tier.name)).toEqual(["Regular", "Unfiltered", "Fully Uncensored"]);
    expect(project.tiers[0]!.description).toMatch(/light filtering/i);
    expect(project.tiers[1]!.description).toMatch(/minimal restrictions/i);
    expect(project.tiers[2]!.description).toMatch(/age verification/i);
    expect(project.tiers[2]!.description).toMatch(/responsible-use agreement/i);
    expect(project.ageNote).toMatch(/18\+/);
    expect(project.ageNote).toMatch(/age verification/i);
    expect(project.link.href).toBe("/divisions/noxgpt");
    expect(founderFavoriteProject.paragraphs.join(" ")).toMatch(/summer 2025/i);
  });

  it("shows the two stat tiles", () => {
    expect(founderStats).toEqual([
      { value: "5+", label: "Years Experience" },
      { value: "25+", label: "Successful Projects" },
    ]);
  });

  it("lists the Key Achievements 2025, 2024, 2023, 2022", () => {
    expect(founderAchievementsSection.title).toBe("Key Achievements");
    expect(founderAchievements.map((a) => [a.year, a.title])).toEqual([
      ["2025", "Founded Vesper"],
      ["2024", "AI Research"],
      ["2023", "Cybersecurity Specialization"],
      ["2022", "Full-Stack Development"],
    ]);
    for (const achievement of founderAchievements) {
      expect(iconKeys).toContain(achievement.icon);
      expect(["cyan", "violet", "pulse", "green"]).toContain(achievement.color);
      expect(achievement.description.length).toBeGreaterThan(60);
    }
  });

  it("lists the four Areas of Expertise with their figures", () => {
    expect(founderExpertiseSection.title).toBe("Areas of Expertise");
    expect(founderExpertise.map((e) => [e.area, e.projects])).toEqual([
      ["Artificial Intelligence", "5+ implementations"],
      ["Cybersecurity", "20+ projects"],
      ["Full-Stack Development", "30+ applications"],
      ["Leadership", "Growing team of 8"],
    ]);
    for (const expertise of founderExpertise) {
      expect(iconKeys).toContain(expertise.icon);
      expect(expertise.description.length).toBeGreaterThan(40);
    }
  });

  it("states the three principles of the Leadership Philosophy", () => {
    expect(founderPhilosophySection.title).toBe("Leadership Philosophy");
    expect(founderPrinciples.map((p) => p.principle)).toEqual([
      "Innovation Over Imitation",
      "Excellence as Standard",
      "Client Success First",
    ]);
    for (const principle of founderPrinciples) {
      expect(iconKeys).toContain(principle.icon);
      expect(principle.description.length).toBeGreaterThan(60);
    }
  });

  it("closes with Start Your Project to /contact and a button to /join", () => {
    expect(founderCta.actions).toEqual([
      { label: "Start Your Project", href: "/contact" },
      { label: "Join the Team", href: "/join" },
    ]);
    for (const href of [...founderCta.actions.map((a) => a.href), founderFavoriteProject.project.link.href, founderMeta.path]) {
      expect(allPagePaths).toContain(href);
    }
  });
});

describe("labs content", () => {
  it("has the THE LABS hero and a canonical /projects path", () => {
    expect(labsHero.title).toBe("THE LABS");
    expect(labsMeta.path).toBe("/projects");
    expect(labsMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(labsMeta.description.length).toBeLessThanOrEqual(160);
    expect(labsTiming.revealStaggerMs).toBe(250);
  });

  it("has six projects with the spec's progress values and links, in order", () => {
    expect(labProjects).toHaveLength(6);
    expect(labProjects.map((p) => p.progress)).toEqual([75, 100, 100, 90, 100, 85]);
    expect(labProjects.map((p) => p.link)).toEqual([
      "/divisions/noxgpt",
      "/divisions/vespergames",
      "/divisions/vesperguard",
      "/divisions/nexus",
      "/services/web",
      "/contact",
    ]);
    for (const project of labProjects) expect(allPagePaths).toContain(project.link);
    expect(new Set(labProjects.map((p) => p.title)).size).toBe(6);
  });

  it("gives every project an allowed status, a timeline, a category, a description and four features", () => {
    expect([...labStatuses]).toEqual(["IN DEVELOPMENT", "ACTIVE", "LAUNCHING SOON", "EXPANDING"]);
    for (const project of labProjects) {
      expect(labStatuses).toContain(project.status);
      expect(project.timeline.trim()).not.toBe("");
      expect(project.category.trim()).not.toBe("");
      expect(project.description.length).toBeGreaterThan(80);
      expect(project.features).toHaveLength(4);
      expect(new Set(project.features).size).toBe(4);
      expect(Number.isInteger(project.progress)).toBe(true);
      expect(iconKeys).toContain(project.icon);
    }
    // Every status label of the spec is in use; the AI platform is still in development for summer 2025.
    expect(new Set(labProjects.map((p) => p.status))).toEqual(new Set(labStatuses));
    expect(labProjects[0]).toMatchObject({ status: "IN DEVELOPMENT", timeline: "Summer 2025" });
  });

  it("shows the Lab Statistics, with a spoken value for ∞", () => {
    expect(labStatsSection.title).toBe("Lab Statistics");
    expect(labStats.map((s) => [s.value, s.label])).toEqual([
      ["6", "Active Projects"],
      ["9", "Divisions"],
      ["100%", "Success Rate"],
      ["∞", "Possibilities"],
    ]);
    expect(labStats[3]!.spokenValue).toBe("Infinite");
    expect(labStats[0]!.value).toBe(String(labProjects.length));
    expect(labStats[1]!.value).toBe(String(divisionIds.length));
  });

  it("ends with Join the Labs to /join", () => {
    expect(labsCta.actions).toEqual([{ label: "Join the Labs", href: "/join" }]);
    expect(labsProjectsSection.learnMoreLabel).toBe("Learn More");
  });
});

describe("lab colour rules", () => {
  it("colours the timeline green for ACTIVE, yellow for SOON or DEVELOPMENT, cyan otherwise", () => {
    expect(timelineTone("ACTIVE")).toBe("green");
    expect(timelineTone("IN DEVELOPMENT")).toBe("yellow");
    expect(timelineTone("LAUNCHING SOON")).toBe("yellow");
    expect(timelineTone("EXPANDING")).toBe("cyan");
    expect(timelineTone("COMING SOON")).toBe("yellow");
    expect(timelineTone("DEVELOPMENT PAUSED")).toBe("yellow");
    expect(timelineTone("Active")).toBe("green");
    expect(timelineTone("INACTIVE")).toBe("cyan");
    expect(timelineTone("")).toBe("cyan");
    expect(labProjects.map((p) => timelineTone(p.status))).toEqual(["yellow", "green", "green", "yellow", "green", "cyan"]);
  });

  it("colours progress green at 100, blue at 75 or more, orange below", () => {
    expect(progressTone(100)).toBe("green");
    expect(progressTone(99)).toBe("blue");
    expect(progressTone(90)).toBe("blue");
    expect(progressTone(75)).toBe("blue");
    expect(progressTone(74)).toBe("orange");
    expect(progressTone(0)).toBe("orange");
    expect(labProjects.map((p) => progressTone(p.progress))).toEqual(["blue", "green", "green", "blue", "green", "blue"]);
  });

  it("maps every tone to a distinct class", () => {
    expect(new Set(Object.values(timelineTextClass)).size).toBe(3);
    expect(new Set(Object.values(progressBarClass)).size).toBe(3);
  });
});

describe("founder and labs copy", () => {
  it("has no empty strings and no filler", () => {
    for (const text of strings({ founderContent, labsContent })) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/lorem|ipsum|coming soon|placeholder|\btodo\b|\btbd\b/i);
    }
  });
});
