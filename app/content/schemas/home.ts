import { z } from "zod";
import { callToActionSchema, hrefSchema, iconKeySchema, linkSchema, millisecondsSchema, pageMetaSchema, text } from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** Home page / (docs/product.md#home). */

export const quickLinkSchema = z.object({ title: text(60), description: text(200), href: hrefSchema, icon: iconKeySchema });
export type QuickLink = z.infer<typeof quickLinkSchema>;

export const featuredDivisionSchema = z.object({
  id: divisionIdSchema,
  tagline: text(80),
  description: text(400),
  icon: iconKeySchema,
  highlights: z.array(text(80)).min(1).max(40),
});
export type FeaturedDivision = z.infer<typeof featuredDivisionSchema>;

/** The home page's document (app/content/home.json); the hero's title is the site's tagline (site settings), not stored here. */
export const homeContentSchema = z.strictObject({
  featuredDivisions: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
    learnMoreLabel: text(60),
    learnMoreHref: hrefSchema,
    divisions: z.array(featuredDivisionSchema).min(1).max(40),
  }),
  homeCta: callToActionSchema,
  homeHero: z.object({
    eyebrow: text(60),
    lead: text(1000),
    actions: z.array(linkSchema).min(1).max(40),
  }),
  homeMeta: pageMetaSchema,
  homeMission: z.object({
    eyebrow: text(60),
    title: text(120),
    paragraphs: z.array(text(300)).min(1).max(40),
    link: linkSchema,
  }),
  homeNumbers: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    stats: z
      .array(
        z.object({
          value: text(60),
          label: text(60),
        }),
      )
      .min(1)
      .max(40),
  }),
  homeTestimonials: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(120),
    label: text(60),
  }),
  homeTiming: z.object({
    particleCount: z.int().nonnegative(),
    particleRegenerateMs: millisecondsSchema,
    testimonialAutoAdvanceMs: millisecondsSchema,
    revealStaggerMs: millisecondsSchema,
  }),
  quickLinks: z.array(quickLinkSchema).min(1).max(40),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
