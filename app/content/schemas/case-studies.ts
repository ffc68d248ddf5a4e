import { z } from "zod";
import { callToActionSchema, linkSchema, pageMetaSchema, text } from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** Case studies /case-studies (docs/product.md#case-studies). */

export const caseStudySchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case anchor id")
    .describe("Anchor id"),
  title: text(120),
  client: text(80),
  industry: text(60),
  timeline: text(120),
  division: divisionIdSchema,
  challenge: text(1000),
  solution: text(1000),
  results: z.array(text(200)).min(1).max(40),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** The "case-studies" document (case-studies.json), as the build and the editor check it. */
export const caseStudiesContentSchema = z.strictObject({
  caseStudies: z.array(caseStudySchema).min(1).max(40),
  caseStudiesCta: callToActionSchema,
  caseStudiesHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
    action: linkSchema,
  }),
  caseStudiesMeta: pageMetaSchema,
  caseStudiesSection: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
    labels: z.object({
      caseStudy: text(60),
      client: text(60),
      industry: text(60),
      timeline: text(60),
      challenge: text(60),
      solution: text(60),
      results: text(60),
      deliveredBy: text(60),
    }),
  }),
});

export type CaseStudiesContent = z.infer<typeof caseStudiesContentSchema>;
