import { z } from "zod";
import { labStatuses } from "../labs.ts";
import { callToActionSchema, hrefSchema, iconKeySchema, millisecondsSchema, pageMetaSchema, text } from "./common.ts";

/** Projects /projects (docs/product.md#labs). */

export const labStatusSchema = z.enum(labStatuses);

export const labProjectSchema = z.object({
  title: text(80),
  description: text(400),
  category: text(60),
  status: labStatusSchema,
  timeline: text(60),
  progress: z.int().min(0).max(100).describe("Progress (%)"),
  features: z.array(text(80)).min(1).max(40),
  link: hrefSchema,
  icon: iconKeySchema,
});
export type LabProject = z.infer<typeof labProjectSchema>;

export const labStatSchema = z.object({ value: text(20), label: text(60), spokenValue: text(60).optional() });
export type LabStat = z.infer<typeof labStatSchema>;

/** The "labs" document (labs.json), as the build and the editor check it. */
export const labsContentSchema = z.strictObject({
  labProjects: z.array(labProjectSchema).min(1).max(40),
  labStats: z.array(labStatSchema).min(1).max(40),
  labStatsSection: z.object({
    title: text(60),
    intro: text(60),
  }),
  labsCta: callToActionSchema,
  labsHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  labsMeta: pageMetaSchema,
  labsProjectsSection: z.object({
    title: text(60),
    intro: text(120),
    learnMoreLabel: text(60),
    progressLabel: text(60),
    timelineLabel: text(60),
    categoryLabel: text(60),
  }),
  labsTiming: z.object({
    revealStaggerMs: millisecondsSchema,
  }),
});

export type LabsContent = z.infer<typeof labsContentSchema>;

/** What labs.ts exports: the code's project statuses, not the editor's (content-modules.ts). */
export const labStatusesModuleSchema = z.strictObject({ labStatuses: z.array(labStatusSchema).min(1).max(40) });
