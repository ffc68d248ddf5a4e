import { z } from "zod";
import { iconKeys } from "../icons.ts";
import { oneLineTextMax, unshowableCharacterProblem, type TextLines } from "./text-characters.ts";

/**
 * The building blocks of the content schemas: text with a length limit, links, paths, dates, images.
 * The limits leave room above today's longest copy; the site editor builds its forms from them.
 */

/**
 * Text an editor may type: any string `base` accepts, without the characters a page, the news feed or
 * the database cannot hold (text-characters.ts), each refused with a sentence saying where it is.
 */
export function showableText(base: z.ZodString, lines: TextLines) {
  return base.superRefine((value, context) => {
    const problem = unshowableCharacterProblem(value, lines);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

/** Words shown on a page: trimmed, never empty, at most `max` characters, on one line up to `oneLineTextMax`. */
export function text(max: number) {
  return showableText(z.string().min(1).max(max), max > oneLineTextMax ? "many" : "one").refine((value) => value.trim() === value, "no leading or trailing spaces");
}

/** Long text written in Markdown, rendered by app/lib/pages/markdown.server.ts. */
export const markdownSchema = showableText(z.string().min(1).max(20000), "many").meta({ format: "markdown" }).describe("Markdown");

/** A path of this site, e.g. "/divisions/noxgpt" or "/privacy#your-rights". */
export const pagePathSchema = z.string().regex(/^\/[a-z0-9\-/#.]*$/, "a path of this site, starting with /");

/** Where a link goes: a path of this site, an https address or a mailto: address. */
export const hrefSchema = showableText(
  z
    .string()
    // A path of this site starts with one slash: "//host/…" would be another site's address.
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/, "a path of this site (/…), an https:// address or a mailto: address"),
  "one",
).describe("Link target");

/** A file under public/, e.g. "/images/blog/zero-trust.webp". */
export const assetPathSchema = z.string().regex(/^\/[a-z0-9\-/.]+\.(webp|png|svg|jpg)$/, "a file under public/").describe("Image file");

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date().describe("Date (YYYY-MM-DD)");

export const iconKeySchema = z.enum(iconKeys).describe("Icon");

/** A link as content: what it says and where it goes. */
export const linkSchema = z.object({
  label: text(120).describe("Link text"),
  href: hrefSchema,
});

export type LinkItem = z.infer<typeof linkSchema>;

/** A local image in public/ (no image service), with its intrinsic size so the page never shifts. */
/** A page's hero (the PageHero section): an eyebrow, the page's title and a lead paragraph. */
export const pageHeroSchema = z.object({ eyebrow: text(60), title: text(60), lead: text(1000) });

/** A closing call to action (the CallToAction section): a title, a line and its buttons. */
export const callToActionSchema = z.object({ title: text(60), body: text(300), actions: z.array(linkSchema).min(1).max(40) });

export const imageAssetSchema = z.object({
  src: assetPathSchema,
  alt: text(300).describe("Text alternative"),
  width: z.int().positive().max(4000),
  height: z.int().positive().max(4000),
})
  // The editor offers the uploaded images for it, and fills in the size of the one chosen (app/lib/editor/document-form.ts).
  .meta({ format: "image" });

export type ImageAsset = z.infer<typeof imageAssetSchema>;

/** A page's title and description for search engines and link previews. */
export const pageMetaSchema = z.looseObject({
  title: text(120).describe("Page title"),
  description: text(300).describe("Meta description"),
  path: pagePathSchema.optional(),
});

/** A delay or duration of an animation (a stagger between revealed items, an auto-advance), in milliseconds. */
export const millisecondsSchema = z.int().nonnegative().max(60000).describe("Milliseconds");

/** The ids of a collection, as they appear in its URLs: lower-case slugs, each once (the icons' list has 70-odd). */
export const slugListSchema = z
  .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug"))
  .min(1)
  .max(120)
  .refine((ids) => new Set(ids).size === ids.length, "every id once");
