import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { progressBarClass, progressTone, timelineTextClass, timelineTone } from "../../app/components/labs/lab-colors.ts";
import { divisionIds } from "../../app/content/divisions.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import { labStatuses } from "../../app/content/labs.ts";
import { allPagePaths, expectLinkResolves, expectUnique } from "../support/content-checks.ts";

const {
  founder,
  founderAchievements,
  founderCta,
  founderExpertise,
  founderFavoriteProject,
  founderJourney,
  founderMeta,
  founderPrinciples,
  founderVision,
  founderWhy,
} = shippedDocuments.founder;

const { labProjects, labsCta, labsMeta, labStats } = shippedDocuments.labs;

describe("founder page content", () => {
  it("ships the portrait as a small local illustration with a title and the declared size", () => {
    const file = path.join("public", founder.portrait.src);
    expect(statSync(file).size).toBeLessThan(8 * 1024);
    const svg = readFileSync(file, "utf8");
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).toContain(`width="${founder.portrait.width}"`);
    expect(svg).toContain(`height="${founder.portrait.height}"`);
    expect(svg).toContain(`viewBox="0 0 ${founder.portrait.width} ${founder.portrait.height}"`);
    // Nothing loaded from elsewhere: no external references, no raster photo embedded.
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).not.toMatch(/<image|<script|data:image/i);
  });

  it("has a canonical /founder path", () => {
    expect(founderMeta.path).toBe("/founder");
  });

  it("tells the story in four sections with unique ids, each with paragraphs", () => {
    const sections = [founderVision, founderWhy, founderFavoriteProject, founderJourney];
    expectUnique(
      sections.map((section) => section.id),
      "section ids",
    );
    for (const section of sections) expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
  });

  it("makes a real division the favorite project, with tiers and a link to its page", () => {
    const { project } = founderFavoriteProject;
    expect(divisionIds).toContain(project.division);
    expect(project.link.href).toBe(`/divisions/${project.division}`);
    expect(project.tiers.length).toBeGreaterThan(0);
    expectUnique(
      project.tiers.map((tier) => tier.name),
      "tiers",
    );
  });

  it("lists achievements, areas of expertise and principles with distinct titles and known colours", () => {
    expectUnique(
      founderAchievements.map((a) => a.title),
      "achievements",
    );
    for (const achievement of founderAchievements) expect(["cyan", "violet", "pulse", "green"]).toContain(achievement.color);
    expectUnique(
      founderExpertise.map((e) => e.area),
      "expertise",
    );
    expectUnique(
      founderPrinciples.map((p) => p.principle),
      "principles",
    );
  });

  it("closes with buttons to /contact and /join", () => {
    expect(founderCta.actions.map((a) => a.href)).toEqual(["/contact#start", "/join"]);
    for (const href of [...founderCta.actions.map((a) => a.href), founderFavoriteProject.project.link.href, founderMeta.path]) expectLinkResolves(href ?? "");
  });
});

describe("labs content", () => {
  it("has a canonical /projects path", () => {
    expect(labsMeta.path).toBe("/projects");
  });

  it("gives every project an allowed status, four distinct features, a progress from 0 to 100 and a real link", () => {
    for (const project of labProjects) {
      expect(labStatuses).toContain(project.status);
      expect(project.features).toHaveLength(4);
      expectUnique(project.features, `${project.title} features`);
      expect(Number.isInteger(project.progress)).toBe(true);
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(100);
      expect(allPagePaths).toContain(project.link);
    }
    expectUnique(
      labProjects.map((p) => p.title),
      "project titles",
    );
    // Every status label is in use.
    expect(new Set(labProjects.map((p) => p.status))).toEqual(new Set(labStatuses));
  });

  it("counts the projects and the divisions it shows, and speaks ∞", () => {
    expect(labStats[0]!.value).toBe(String(labProjects.length));
    expect(labStats[1]!.value).toBe(String(divisionIds.length));
    expect(labStats.find((stat) => stat.value === "∞")?.spokenValue).toBeTruthy();
  });

  it("ends with a button to /join", () => {
    expect(labsCta.actions.map((action) => action.href)).toEqual(["/join"]);
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
