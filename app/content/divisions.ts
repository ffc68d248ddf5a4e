import type { IconKey } from "./icons.ts";

/** The nine divisions (spec §1, §3). Order is the order they are shown in. */

export type ProjectStatus = "active" | "completed" | "planned" | "in-development" | "beta";

export interface DivisionProject {
  name: string;
  description: string;
  status: ProjectStatus;
  timeline: string;
}

export interface DivisionCaseStudy {
  title: string;
  challenge: string;
  solution: string;
  result: string;
}

export interface Division {
  id: DivisionId;
  name: string;
  subtitle: string;
  description: string;
  icon: IconKey;
  /** Tailwind gradient stops for the card accent, e.g. "from-cyan-400 to-blue-500". */
  color: string;
  status?: string;
  keyServices: string[];
  recentProjects: DivisionProject[];
  technologies: string[];
  /** "first word is the big figure, the rest is the label", e.g. "500+ takedowns filed". */
  achievements: string[];
  caseStudy?: DivisionCaseStudy;
}

export const divisionIds = [
  "vesperguard",
  "noxgpt",
  "nexus",
  "nexila",
  "vespergames",
  "viad",
  "vesperlegal",
  "vesperholdings",
  "vcomm",
] as const;

export type DivisionId = (typeof divisionIds)[number];

export const divisionNames: Record<DivisionId, string> = {
  vesperguard: "VesperGuard",
  noxgpt: "NoxGPT",
  nexus: "Nexus",
  nexila: "Nexila",
  vespergames: "VesperGames",
  viad: "VIAD",
  vesperlegal: "VesperLegal",
  vesperholdings: "Vesper Holdings",
  vcomm: "VComm",
};

export function isDivisionId(value: string): value is DivisionId {
  return (divisionIds as readonly string[]).includes(value);
}
