import { z } from "zod";
import { callToActionSchema, iconKeySchema, millisecondsSchema, pageHeroSchema, pageMetaSchema, text } from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** Mission page /mission (docs/product.md#company-pages). */

export const problemCardSchema = z.object({ title: text(60), description: text(300), icon: iconKeySchema });
export type ProblemCard = z.infer<typeof problemCardSchema>;

export const solutionCardSchema = z.object({
  title: text(60),
  description: text(300),
  impact: text(120),
  division: divisionIdSchema,
  icon: iconKeySchema,
});
export type SolutionCard = z.infer<typeof solutionCardSchema>;

/** The mission document (app/content/mission.json), as the build checks it (content-modules.ts). */
export const missionContentSchema = z.strictObject({
  missionActions: callToActionSchema,
  missionHero: pageHeroSchema,
  missionMeta: pageMetaSchema,
  missionProblems: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    problems: z.array(problemCardSchema).min(1).max(40),
  }),
  missionRoadmap: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
  }),
  missionSolutions: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    solutions: z.array(solutionCardSchema).min(1).max(40),
  }),
  missionTiming: z.object({
    solutionStaggerMs: millisecondsSchema,
  }),
});
