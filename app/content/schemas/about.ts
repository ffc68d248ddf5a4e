import { z } from "zod";
import { callToActionSchema, iconKeySchema, millisecondsSchema, pageHeroSchema, pageMetaSchema, text } from "./common.ts";

/** About page /about (docs/product.md#company-pages). */

export const companyStatSchema = z.object({ value: text(20), label: text(60) });
export type CompanyStat = z.infer<typeof companyStatSchema>;

export const companyValueSchema = z.object({ title: text(60), description: text(300), icon: iconKeySchema });
export type CompanyValue = z.infer<typeof companyValueSchema>;

/** The about document (app/content/about.json), as the build checks it (content-modules.ts). */
export const aboutContentSchema = z.strictObject({
  aboutActions: callToActionSchema,
  aboutHero: pageHeroSchema,
  aboutIntro: z.object({
    eyebrow: text(60),
    title: text(60),
    paragraphs: z.array(text(1000)).min(1).max(40),
  }),
  aboutMeta: pageMetaSchema,
  aboutQuote: z.object({
    text: text(300),
    label: text(60),
  }),
  aboutStats: z.object({
    eyebrow: text(60),
    title: text(60),
    stats: z.array(companyStatSchema).min(1).max(40),
  }),
  aboutTiming: z.object({
    statStaggerMs: millisecondsSchema,
  }),
  aboutValues: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    values: z.array(companyValueSchema).min(1).max(40),
  }),
});
