import { z } from "zod";
import { hrefSchema, isoDateSchema, pagePathSchema, showableText, text } from "./common.ts";

/**
 * The shape every legal document shares (/privacy, /terms, /cookies, /dmca, /copyright, /refunds,
 * /disclaimer): sections of structured blocks, never HTML. components/legal/legal-document.tsx renders it.
 */

/** A link inside running text: a path of this site or a mailto: address of the site's settings. */
export const legalLinkSchema = z.object({ label: text(120), href: hrefSchema });
export type LegalLink = z.infer<typeof legalLinkSchema>;

/** Running text: a plain string, or pieces of text and links read in order. */
export const legalTextSchema = z.union([
  text(3000),
  // A piece keeps the spaces that join it to its neighbours, so it is not trimmed like text().
  z
    .array(z.union([showableText(z.string().min(1).max(3000), "many"), legalLinkSchema]))
    .min(1)
    .max(40)
    .meta({ item: "piece" }),
]);
export type LegalText = z.infer<typeof legalTextSchema>;

export const legalListSchema = z.object({
  kind: z.literal("list"),
  ordered: z.boolean().optional().describe("Numbered when the order matters (steps, elements of a notice)"),
  items: z.array(legalTextSchema).min(1).max(40),
});
export type LegalList = z.infer<typeof legalListSchema>;

export const legalTableSchema = z.object({
  kind: z.literal("table"),
  caption: text(200),
  columns: z.array(text(80)).min(2).max(40).describe("Column headings; the first column of each row is that row's header"),
  rows: z
    .array(z.array(text(600)).min(2).max(40).meta({ item: "cell" }))
    .min(1)
    .max(40),
});
export type LegalTable = z.infer<typeof legalTableSchema>;

/** Titled points inside a section, each rendered as an h3 and its text. */
export const legalNotesSchema = z.object({
  kind: z.literal("notes"),
  items: z
    .array(z.object({ title: text(120), content: text(3000) }))
    .min(1)
    .max(40),
});
export type LegalNotes = z.infer<typeof legalNotesSchema>;

/** One entry of the intellectual-property inventory on /copyright. */
export const ipItemSchema = z.object({
  name: text(80),
  description: text(600),
  year: z.string().regex(/^\d{4}$/, "Give a year of four digits, such as 2024"),
  registration: text(200),
});
export type IpItem = z.infer<typeof ipItemSchema>;

export const legalIpItemsSchema = z.object({ kind: z.literal("ip-items"), items: z.array(ipItemSchema).min(1).max(40) });
export type LegalIpItems = z.infer<typeof legalIpItemsSchema>;

/** A paragraph (a string or text with links), a list, a table, titled notes or IP items. */
export const legalBlockSchema = z.union([legalTextSchema, legalListSchema, legalTableSchema, legalNotesSchema, legalIpItemsSchema]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalSectionSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens only, such as your-rights")
    .describe("Fragment id, unique within the document: /privacy#your-rights"),
  heading: text(120),
  blocks: z.array(legalBlockSchema).min(1).max(40),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalDocumentSchema = z.object({
  path: pagePathSchema,
  title: text(80),
  description: text(300).describe("One-sentence summary: the meta description"),
  lastUpdated: z
    .object({ iso: isoDateSchema, label: text(40) })
    .optional()
    .describe("Where the policy has one: the date for <time dateTime> and the date as shown"),
  summary: text(1000).describe("Short lead paragraph under the title"),
  sections: z
    .array(legalSectionSchema)
    .min(1)
    .max(40)
    .refine(
      (sections) => new Set(sections.map((section) => section.id)).size === sections.length,
      "Give each section its own identifier: two sections share one",
    ),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** Each legal document (legal/<name>.json): one policy under its own key. /copyright's inventory and enforcement notes are its ip-items and notes blocks. */
export const legalModuleSchemas = {
  cookies: z.strictObject({ cookiePolicy: legalDocumentSchema }),
  copyright: z.strictObject({ copyrightPolicy: legalDocumentSchema }),
  disclaimer: z.strictObject({ disclaimer: legalDocumentSchema }),
  dmca: z.strictObject({ dmcaPolicy: legalDocumentSchema }),
  privacy: z.strictObject({ privacyPolicy: legalDocumentSchema }),
  refunds: z.strictObject({ refundPolicy: legalDocumentSchema }),
  terms: z.strictObject({ termsOfService: legalDocumentSchema }),
};
