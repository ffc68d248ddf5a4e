import { z } from "zod";
import { callToActionSchema, iconKeySchema, imageAssetSchema, linkSchema, pageMetaSchema, text } from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** The founder page /founder (docs/product.md#founder). */

export const founderProfileSchema = z.object({
  name: text(60),
  title: text(80),
  summary: text(300).describe("One sentence wherever the founder is introduced briefly (team page, meta description)"),
  portrait: imageAssetSchema,
});
export type FounderProfile = z.infer<typeof founderProfileSchema>;

export const founderStatSchema = z.object({ value: text(20), label: text(60) });
export type FounderStat = z.infer<typeof founderStatSchema>;

export const storySectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case anchor id"),
  title: text(80),
  paragraphs: z.array(text(1500)).min(1).max(40),
});
export type StorySection = z.infer<typeof storySectionSchema>;

export const aiTierSchema = z.object({ name: text(60), level: text(60), description: text(300) });
export type AiTier = z.infer<typeof aiTierSchema>;

export const favoriteProjectSchema = storySectionSchema.extend({
  project: z.object({
    name: text(60),
    division: divisionIdSchema,
    launch: text(60).describe("Expected launch, shown as a badge"),
    minimumAge: z.int().min(13).max(99).describe("Minimum age for every tier"),
    tiers: z.array(aiTierSchema).min(1).max(40),
    ageNote: text(300),
    link: linkSchema,
  }),
});
export type FavoriteProject = z.infer<typeof favoriteProjectSchema>;

/** A year's accent on the timeline, drawn from the theme (components/founder/achievement-timeline.tsx). */
export const achievementColorSchema = z.enum(["cyan", "violet", "pulse", "green"]).describe("Accent colour");
export type AchievementColor = z.infer<typeof achievementColorSchema>;

export const achievementSchema = z.object({
  year: z.string().regex(/^\d{4}$/, "Give a year of four digits, such as 2024"),
  title: text(80),
  description: text(300),
  icon: iconKeySchema,
  color: achievementColorSchema,
});
export type Achievement = z.infer<typeof achievementSchema>;

export const expertiseSchema = z.object({
  area: text(60),
  description: text(300),
  icon: iconKeySchema,
  projects: text(40).describe('The figure shown with the area, e.g. "5+ implementations"'),
});
export type Expertise = z.infer<typeof expertiseSchema>;

export const principleSchema = z.object({ principle: text(80), description: text(300), icon: iconKeySchema });
export type Principle = z.infer<typeof principleSchema>;

/** The founder document (app/content/founder.json), as the build checks it (content-modules.ts). */
export const founderContentSchema = z.strictObject({
  founder: founderProfileSchema,
  founderAchievements: z.array(achievementSchema).min(1).max(40),
  founderAchievementsSection: z.object({
    title: text(60),
    intro: text(120),
  }),
  founderCta: callToActionSchema,
  founderExpertise: z.array(expertiseSchema).min(1).max(40),
  founderExpertiseSection: z.object({
    title: text(60),
    intro: text(120),
  }),
  founderFavoriteProject: favoriteProjectSchema,
  founderHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  founderJourney: storySectionSchema,
  founderMeta: pageMetaSchema,
  founderPhilosophySection: z.object({
    title: text(60),
    intro: text(120),
  }),
  founderPrinciples: z.array(principleSchema).min(1).max(40),
  founderStats: z.array(founderStatSchema).min(1).max(40),
  founderVision: storySectionSchema,
  founderWhy: storySectionSchema,
});
