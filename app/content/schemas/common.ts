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
  return showableText(z.string().min(1).max(max), max > oneLineTextMax ? "many" : "one").refine(
    (value) => value.trim() === value,
    "Remove the spaces at the start or the end",
  );
}

/** Long text written in Markdown, rendered by app/lib/pages/markdown.server.ts. */
export const markdownSchema = showableText(z.string().min(1).max(20000), "many").meta({ format: "markdown" });

/** A path of this site, e.g. "/divisions/noxgpt" or "/privacy#your-rights". */
export const pagePathSchema = z.string().regex(/^\/[a-z0-9\-/#.]*$/, "Give a page of this site, starting with /, such as /contact");

/** Where a link goes: a path of this site, an https address or a mailto: address. */
export const hrefSchema = showableText(
  z
    .string()
    // A path of this site starts with one slash: "//host/…" would be another site's address.
    .regex(
      /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/,
      "Give a page of this site such as /contact, a full address starting with https:// or mailto: and an email address",
    ),
  "one",
).meta({ help: "A page of this site such as /contact, or a full address: https://… or mailto:someone@example.com." });

/** A file under public/, e.g. "/images/blog/zero-trust.webp". */
export const assetPathSchema = z
  .string()
  .regex(/^\/[a-z0-9\-/.]+\.(webp|png|svg|jpg)$/, "Choose an image file of the site (a path such as /images/team/photo.webp)")
  .meta({ label: "Image file" });

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date().meta({ help: "Written as YYYY-MM-DD, such as 2026-03-01." });

export const iconKeySchema = z.enum(iconKeys).meta({ label: "Icon", help: "One of the site's icons, by name." });

/** A link as content: what it says and where it goes. */
export const linkSchema = z.object({
  label: text(120).meta({ label: "Link text", help: "The words of the link or button: say where it goes (“See our services”, not “Click here”)." }),
  href: hrefSchema,
});

export type LinkItem = z.infer<typeof linkSchema>;

/** A local image in public/ (no image service), with its intrinsic size so the page never shifts. */
/** A page's hero (the PageHero section): an eyebrow, the page's title and a lead paragraph. */
export const pageHeroSchema = z.object({ eyebrow: text(60), title: text(60), lead: text(1000) });

/** A closing call to action (the CallToAction section): a title, a line and its buttons. */
export const callToActionSchema = z.object({ title: text(60), body: text(300), actions: z.array(linkSchema).min(1).max(40) });

export const imageAssetSchema = z
  .object({
    src: assetPathSchema,
    alt: text(300).meta({ label: "Alt text", help: "What the image shows, for people who cannot see it: one sentence." }),
    width: z.int().positive().max(4000),
    height: z.int().positive().max(4000),
  })
  // The editor offers the uploaded images for it, and fills in the size of the one chosen (app/lib/editor/document-form.ts).
  .meta({ format: "image" });

export type ImageAsset = z.infer<typeof imageAssetSchema>;

/** A page's title and description for search engines and link previews. */
export const pageMetaSchema = z.looseObject({
  title: text(120).meta({ label: "Page title", help: "Shown in search results and on the browser tab." }),
  description: text(300).meta({
    label: "Description for search results",
    help: "One or two sentences shown under the title in search results and link previews.",
  }),
  path: pagePathSchema.optional(),
});

/** A delay or duration of an animation (a stagger between revealed items, an auto-advance), in milliseconds. */
export const millisecondsSchema = z.int().nonnegative().max(60000).meta({ help: "In milliseconds: 1000 is one second." });

/** The ids of a collection, as they appear in its URLs: lower-case slugs, each once (the icons' list has 70-odd). */
export const slugListSchema = z
  .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens only, such as setup-guide"))
  .min(1)
  .max(120)
  .refine((ids) => new Set(ids).size === ids.length, "Give each item its own identifier: two items share one");
