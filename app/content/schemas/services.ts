import { z } from "zod";
import { serviceSlugs } from "../services.ts";
import { hueAccentSchema } from "./accent.ts";
import {
  callToActionSchema,
  hrefSchema,
  iconKeySchema,
  linkSchema,
  millisecondsSchema,
  pageHeroSchema,
  pageMetaSchema,
  slugListSchema,
  text,
} from "./common.ts";
import { divisionIdSchema } from "./divisions.ts";

/** Services (docs/product.md#services): summary cards on /services, detail pages on /services/{slug}. */

export const serviceSlugSchema = z.enum(serviceSlugs);

export const processStepSchema = z.object({
  title: text(60),
  description: text(300),
});

export type ProcessStep = z.infer<typeof processStepSchema>;

/** A service's card on /services, as stored: its title, icon and accent are the service's own (serviceDetails). */
export const serviceSummarySchema = z.object({
  slug: serviceSlugSchema,
  subtitle: text(80),
  description: text(300),
  features: z.tuple([text(80), text(80), text(80), text(80)]).describe("Four features"),
});

/** A service's page, /services/{slug}. */
export const serviceDetailSchema = z.object({
  title: text(60).describe("The service's name, on its page and its card"),
  icon: iconKeySchema,
  subtitle: text(120),
  description: text(300).describe("One sentence: the page's meta description"),
  heroDescription: text(1000),
  features: z.tuple([text(120), text(120), text(120), text(120), text(120), text(120), text(120), text(120)]).describe("Eight features"),
  technologies: z.array(text(60)).min(1).max(40),
  process: z.tuple([processStepSchema, processStepSchema, processStepSchema, processStepSchema, processStepSchema]).describe("Five process steps"),
  /** Shown only where set: the AI service has no pricing line (docs/product.md#prices-and-timelines). */
  pricing: text(120).optional(),
  timeline: text(60),
  accent: hueAccentSchema.describe("Its colour, on its page and its card"),
  /** The divisions that deliver the service, linked from its page. */
  divisions: z.array(divisionIdSchema).max(40),
});

export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

/** A card of /services as shown: the stored card with its service's name, icon and accent (services.ts `serviceSummaries`). */
export type ServiceSummary = z.infer<typeof serviceSummarySchema> & Pick<ServiceDetail, "title" | "icon" | "accent">;

/** The "services" document (services.json), as the build and the editor check it. */
export const servicesContentSchema = z.strictObject({
  serviceDetailPage: z.object({
    eyebrow: text(60),
    start: linkSchema,
    back: z.object({
      label: text(60),
      fallbackLabel: text(60),
      fallbackHref: hrefSchema,
    }),
    facts: z.object({
      timeline: text(60),
      pricing: text(60),
      divisions: text(60),
    }),
    sections: z.object({
      features: text(60),
      technologies: text(60),
      process: text(60),
    }),
    cta: callToActionSchema,
    notFound: z.object({
      title: text(60),
      message: text(60),
      backHref: hrefSchema,
      backLabel: text(60),
    }),
  }),
  serviceDetails: z.record(serviceSlugSchema, serviceDetailSchema),
  /** One card per service, in the order /services shows them. */
  serviceSummaries: z
    .array(serviceSummarySchema)
    .length(serviceSlugs.length)
    .refine((cards) => new Set(cards.map((card) => card.slug)).size === cards.length, "Give each service one card: one service has two"),
  servicesPage: z.object({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    shortcutsLabel: text(60),
    shortcuts: z.array(linkSchema).min(1).max(40),
    list: z.object({
      eyebrow: text(60),
      title: text(60),
      intro: text(300),
      learnMoreLabel: text(60),
    }),
    revealStaggerMs: millisecondsSchema,
    cta: callToActionSchema,
  }),
});

export type ServicesContent = z.infer<typeof servicesContentSchema>;

/** What services.ts exports besides its helpers: the code's service slugs, not the editor's (content-modules.ts). */
export const serviceSlugsModuleSchema = z.strictObject({ serviceSlugs: slugListSchema });
