import { z } from "zod";
import { hrefSchema, iconKeySchema, pageMetaSchema, text } from "./common.ts";

/** Resources hub /resources (docs/product.md#resources). */

/** A card's accent, drawn from the theme (components/docs/resource-card.tsx). */
export const resourceColorSchema = z.enum(["cyan", "violet", "pink"]).describe("Accent colour");
export type ResourceColor = z.infer<typeof resourceColorSchema>;

export const resourceCardSchema = z.object({
  title: text(60),
  description: text(300),
  link: hrefSchema,
  linkLabel: text(60),
  items: z.array(text(80)).min(1).max(40),
  color: resourceColorSchema,
  icon: iconKeySchema,
});
export type ResourceCard = z.infer<typeof resourceCardSchema>;

export const resourceQuickLinkSchema = z.object({ title: text(60), description: text(200), link: hrefSchema, icon: iconKeySchema });
export type ResourceQuickLink = z.infer<typeof resourceQuickLinkSchema>;

/** The document "resources" (resources.json). */
export const resourcesContentSchema = z.strictObject({
  resourceCards: z.array(resourceCardSchema).min(1).max(40),
  resourcesHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  resourcesMeta: pageMetaSchema,
  resourcesQuickAccess: z.object({
    eyebrow: text(60),
    title: text(60),
    links: z.array(resourceQuickLinkSchema).min(1).max(40),
  }),
  resourcesSection: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
  }),
});
