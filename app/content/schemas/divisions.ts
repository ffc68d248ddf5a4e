import { z } from "zod";
import { divisionIds } from "../divisions.ts";
import { gradientAccentSchema } from "./accent.ts";
import { callToActionSchema, hrefSchema, iconKeySchema, linkSchema, millisecondsSchema, pageMetaSchema, slugListSchema, text } from "./common.ts";

/** The nine divisions (docs/product.md#divisions). */

export const divisionIdSchema = z.enum(divisionIds);

export const projectStatusSchema = z.enum(["active", "completed", "planned", "in-development", "beta"]);

export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const divisionProjectSchema = z.object({
  name: text(80),
  description: text(300),
  status: projectStatusSchema,
  timeline: text(60),
});

export type DivisionProject = z.infer<typeof divisionProjectSchema>;

export const divisionCaseStudySchema = z.object({
  title: text(120),
  challenge: text(600),
  solution: text(1000),
  result: text(600),
});

export type DivisionCaseStudy = z.infer<typeof divisionCaseStudySchema>;

/** One access tier of an AI product (NoxGPT). */
export const divisionTierSchema = z.object({
  name: text(60),
  filtering: text(60).describe('How much the tier filters, e.g. "Light filtering"'),
  description: text(300),
  requirements: z.array(text(120)).min(1).max(40).describe("What a user must do before the tier unlocks"),
});

export type DivisionTier = z.infer<typeof divisionTierSchema>;

/** Access tiers and the age rule of an AI product (NoxGPT). */
export const divisionAccessSchema = z.object({
  title: text(80),
  intro: text(600),
  tiers: z.array(divisionTierSchema).min(1).max(40),
  minimumAge: z.int().min(13).max(99),
  ageRule: text(300).describe("The age rule as shown to visitors"),
});

export type DivisionAccess = z.infer<typeof divisionAccessSchema>;

export const divisionSchema = z.object({
  id: divisionIdSchema,
  name: text(60),
  subtitle: text(80),
  description: text(1000),
  icon: iconKeySchema,
  accent: gradientAccentSchema,
  status: text(60).optional().describe('Badge, e.g. "Launching Summer 2025"'),
  keyServices: z.array(text(120)).min(1).max(40),
  recentProjects: z.array(divisionProjectSchema).min(1).max(40),
  technologies: z.array(text(60)).min(1).max(40),
  achievements: z.array(text(120)).min(1).max(40).describe('First word is the big figure, the rest its label: "10K+ assets protected"'),
  caseStudy: divisionCaseStudySchema.optional(),
  access: divisionAccessSchema.optional(),
});

export type Division = z.infer<typeof divisionSchema>;

/** The "divisions" document (divisions.json), as the build and the editor check it. */
export const divisionsContentSchema = z.strictObject({
  divisionPage: z.object({
    sections: z.object({
      achievements: text(60),
      keyServices: text(60),
      recentProjects: text(60),
      caseStudy: text(60),
      technologies: text(60),
    }),
    caseStudyLabels: z.object({
      challenge: text(60),
      solution: text(60),
      result: text(60),
    }),
    projectStatusLabels: z.record(projectStatusSchema, text(60)),
    cta: z.object({
      titlePrefix: text(60),
      body: text(300),
      actions: z.array(linkSchema).min(1).max(40),
    }),
    backLink: linkSchema,
    notFound: z.object({
      title: text(60),
      message: text(120),
      backLabel: text(60),
      backHref: hrefSchema,
    }),
  }),
  /** Every division of the code's list once (its page and the form need it), in the order they are shown. */
  divisions: z
    .array(divisionSchema)
    .length(divisionIds.length)
    .refine((list) => new Set(list.map((division) => division.id)).size === list.length, "List each division once: one is listed twice"),
  divisionsPage: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(1000),
    listLabel: text(60),
    learnMoreLabel: text(60),
    cta: callToActionSchema,
    meta: pageMetaSchema,
  }),
  divisionsRevealStaggerMs: millisecondsSchema,
});

export type DivisionsContent = z.infer<typeof divisionsContentSchema>;

/** What divisions.ts exports besides its helpers: the code's division ids, not the editor's (content-modules.ts). */
export const divisionIdsModuleSchema = z.strictObject({ divisionIds: slugListSchema });
