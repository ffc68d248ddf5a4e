import { z } from "zod";
import { callToActionSchema, linkSchema, pageMetaSchema, text } from "./common.ts";

/** Our Story /story (docs/product.md#company-pages). */

export const storyChapterSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case anchor id")
    .describe("Anchor id"),
  eyebrow: text(60),
  title: text(120),
  paragraphs: z.array(text(1500)).min(1).max(40),
  link: linkSchema.optional(),
});
export type StoryChapter = z.infer<typeof storyChapterSchema>;

/** The story document (app/content/story.json), as the build checks it (content-modules.ts). */
export const storyContentSchema = z.strictObject({
  storyActions: callToActionSchema,
  storyChapters: z.array(storyChapterSchema).min(1).max(40),
  storyFacts: z.object({
    label: text(60),
    facts: z
      .array(
        z.object({
          value: text(60),
          label: text(60),
        }),
      )
      .min(1)
      .max(40),
  }),
  storyFounder: z.object({
    eyebrow: text(60),
    title: text(60),
    link: linkSchema,
  }),
  storyHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  storyMeta: pageMetaSchema,
});
