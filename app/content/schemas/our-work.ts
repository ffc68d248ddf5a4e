import { z } from "zod";
import { gradientAccentSchema } from "./accent.ts";
import { callToActionSchema, iconKeySchema, linkSchema, pageMetaSchema, text } from "./common.ts";

/** Our Work /our-work (docs/product.md#our-work). */

export const workStatSchema = z.object({ value: text(20), label: text(60) });
export type WorkStat = z.infer<typeof workStatSchema>;

/** Active and Live are shown green, Summer 2025 yellow. */
export const showcaseStatusSchema = z.enum(["Active", "Live", "Summer 2025"]);
export type ShowcaseStatus = z.infer<typeof showcaseStatusSchema>;

export const divisionShowcaseSchema = z.object({
  division: text(60).describe("The division's display name; its page is /divisions/{name lower-cased, spaces removed}"),
  title: text(80),
  description: text(400),
  impact: text(80).describe("One headline outcome"),
  status: showcaseStatusSchema,
  accent: gradientAccentSchema,
  icon: iconKeySchema,
  achievements: z.tuple([text(120), text(120), text(120)]).describe("Three achievements"),
});
export type DivisionShowcase = z.infer<typeof divisionShowcaseSchema>;

export const workPrincipleSchema = z.object({ title: text(60), description: text(300), icon: iconKeySchema });
export type WorkPrinciple = z.infer<typeof workPrincipleSchema>;

/** The "our-work" document (our-work.json), as the build and the editor check it. */
export const ourWorkContentSchema = z.strictObject({
  divisionShowcases: z.array(divisionShowcaseSchema).min(1).max(40),
  showcaseSection: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    labels: z.object({
      impact: text(60),
      status: text(60),
      achievements: text(60),
      link: text(60),
    }),
  }),
  workCta: callToActionSchema,
  workHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
    action: linkSchema,
  }),
  workMeta: pageMetaSchema,
  workPrinciples: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    items: z.array(workPrincipleSchema).min(1).max(40),
  }),
  workStats: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    label: text(60),
    stats: z.array(workStatSchema).min(1).max(40),
  }),
});

export type OurWorkContent = z.infer<typeof ourWorkContentSchema>;
