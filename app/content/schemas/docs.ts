import { z } from "zod";
import { callToActionSchema, iconKeySchema, linkSchema, pageMetaSchema, text } from "./common.ts";

/**
 * Documentation: the /docs landing page (docs/product.md#documentation) and the sub-pages that share
 * one layout (docs/product.md#documentation-pages).
 */

/** A sub-page's address under /docs. */
export const docsSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug");

const docsCategoryBase = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case id"),
  title: text(60),
  description: text(300),
  icon: iconKeySchema,
});

/** A /docs card: the first three link their sub-pages, the other three list items without links. */
export const docsCategorySchema = z.union([
  docsCategoryBase.extend({ links: z.array(linkSchema).min(1).max(40), items: z.never().optional() }),
  docsCategoryBase.extend({ items: z.array(text(120)).min(1).max(40), links: z.never().optional() }),
]);
export type DocsCategory = z.infer<typeof docsCategorySchema>;

/** One entry of a card's link list (the platform overview's division list). */
export const docsListLinkSchema = linkSchema.extend({ description: text(300) });
export type DocsListLink = z.infer<typeof docsListLinkSchema>;

export const docsCardSchema = z.object({
  title: text(80),
  icon: iconKeySchema,
  paragraphs: z.array(text(1500)).min(1).max(40),
  points: z.array(text(300)).min(1).max(40).optional().describe("A checklist under the paragraphs"),
  links: z.array(docsListLinkSchema).min(1).max(40).optional().describe("Links with one line each, e.g. the nine divisions"),
  action: linkSchema.optional().describe("The card's call-to-action button"),
});
export type DocsCard = z.infer<typeof docsCardSchema>;

export const docsClosingSchema = z.object({ title: text(80), body: text(600), action: linkSchema });
export type DocsClosing = z.infer<typeof docsClosingSchema>;

export const docsPageSchema = z.object({
  slug: docsSlugSchema,
  category: text(60).describe("The /docs card the page belongs to, shown above the title"),
  title: text(80),
  description: text(300).describe("Meta description: one specific sentence"),
  intro: text(1000),
  cards: z.array(docsCardSchema).min(1).max(40),
  closing: docsClosingSchema.optional(),
  related: z.array(linkSchema).min(1).max(40).optional().describe("Further reading below the content"),
});
export type DocsPage = z.infer<typeof docsPageSchema>;

/** The document "docs" (docs.json); the sub-pages' slugs are the keys of `docsPages`. */
export const docsContentSchema = z.strictObject({
  docsAccessNote: z.object({
    title: text(60),
    body: text(1000),
  }),
  docsBackLink: linkSchema,
  docsCategories: z.array(docsCategorySchema).min(1).max(40),
  docsCategoriesSection: z.object({
    eyebrow: text(60),
    title: text(60),
    intro: text(300),
    itemsNote: text(60),
  }),
  docsGettingStarted: callToActionSchema,
  docsHero: z.object({
    eyebrow: text(60),
    title: text(60),
    lead: text(300),
  }),
  docsMeta: pageMetaSchema,
  docsNotFound: z.object({
    title: text(60),
    message: text(300),
  }),
  docsPages: z
    .record(docsSlugSchema, docsPageSchema)
    .refine((pages) => Object.keys(pages).length > 0, "Add at least one page")
    .refine((pages) => Object.entries(pages).every(([slug, page]) => page.slug === slug), "Make each page's address name the same as its name in the list"),
});

export type DocsContent = z.infer<typeof docsContentSchema>;
