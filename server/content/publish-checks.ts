import { z } from "zod";
import { contentDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { hrefSchema } from "../../app/content/schemas/common.ts";
import { renderMarkdown } from "../../app/lib/pages/markdown.server.ts";
import { branchesOf, branchIndexOf, unwrap, type DataPath, type JsonSchema } from "../../app/lib/editor/document-form.ts";
import { siteIndexOf, type SiteIndex } from "../../app/lib/pages/site-paths.ts";
import { documentFormSchema, documentProblems, withDocument, type DocumentProblem } from "./documents.ts";
import { vanishedPages } from "./removed-pages.ts";

/**
 * What a publish must not ship, beyond what the schemas say (issue 38): an image whose text alternative
 * says nothing, a link whose text says nothing ("click here"), a Markdown body whose headings skip a
 * level, a link to a path of this site that is not one of its pages. Each refusal names the field to
 * fix and what to do, in the shape of the schema's problems (path + message), so the editor shows it
 * beside the field and in the list at the top. Run on every publish (live-content.ts, the import),
 * never on a draft's save: a draft may be unfinished.
 *
 * The checks read the document's data with its schema (the same JSON Schema the form is made from),
 * not the rendered pages: a field's format says what it is (Markdown, an image, a link target), and
 * the path of what is wrong is the path of the field that holds it.
 */

/** A link target field (hrefSchema) is known in a JSON Schema by its pattern. */
const hrefPattern = (z.toJSONSchema(hrefSchema) as JsonSchema).pattern;

/** Link texts that say nothing out of context: a screen reader's list of links reads "here, here, more". */
const vagueLinkTexts = new Set(["click here", "click", "here", "read more", "more", "link", "this link", "click this link"]);

/** A text alternative that names the file or the kind of thing rather than what the image shows. */
const placeholderAlts = new Set([
  "image",
  "img",
  "photo",
  "picture",
  "graphic",
  "alt",
  "alt text",
  "untitled",
  "placeholder",
  "screenshot",
  "cover",
  "cover image",
]);

function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s"“”'‘’]+|[\s.,:;!?…→»"“”'‘’]+$/g, "");
}

/** Why a link's text says nothing, or undefined when it says something. */
export function vagueLinkText(text: string): string | undefined {
  const words = normalised(text);
  if (words === "")
    return "This link has no text: write what it leads to (for example “Our web services”), so people using a screen reader know where it goes.";
  if (vagueLinkTexts.has(words))
    return `“${text.trim()}” does not say where the link goes: write what it leads to instead (for example “Read about our web services”). People using a screen reader often hear the links of a page alone.`;
  return undefined;
}

/** Why an image's text alternative does not describe it, or undefined when it does. */
export function emptyImageAlt(alt: string, src: string): string | undefined {
  const words = normalised(alt);
  const file = src.split("/").at(-1)?.toLowerCase() ?? "";
  if (words === "")
    return "Describe this image for people who cannot see it: what it shows, in a sentence. An image without a text alternative cannot be published.";
  if (placeholderAlts.has(words) || words === file || /\.(webp|png|jpe?g|svg|gif|avif)$/.test(words))
    return `“${alt.trim()}” does not describe the image: write what it shows, in a sentence, for people who cannot see it.`;
  return undefined;
}

/**
 * Why a path of this site is not one of its pages, or undefined when it is. Only site paths are judged:
 * another site's address, a mail address and a link within the page (#…) are not. A moved address is
 * not broken (it answers 301 with its page). `leaving`: the pages this publish takes away, which it
 * records as moved or removed itself; a link to one is left to the publish's whole-site check, which
 * refuses a link to a removed page naming every page that has one (live-content.ts).
 */
export function brokenSitePath(href: string, site: SiteIndex, documents: ContentDocuments, leaving: ReadonlySet<string> = new Set()): string | undefined {
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
  if (site.byPath.has(path) || site.renderPaths.includes(path) || leaving.has(path)) return undefined;
  if (documents.redirects.moved.some((entry) => entry.from === path)) return undefined;
  if (documents.redirects.removed.some((entry) => entry.path === path)) return `${path} was removed from the site: link to another page, or remove the link.`;
  return `${path} is not a page of this site: correct the address (for example /services/web), or link to another page.`;
}

/** The few entities micromark writes in text; its output has no other markup than its own. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The problems of one Markdown field: its headings (the page's title is the only level 1; each heading at
 * most one level below the one before it) and its links. Read from the HTML the one Markdown renderer
 * makes of it (app/lib/pages/markdown.server.ts), which escapes any HTML typed in the text, so every tag in it
 * is the renderer's own.
 */
export function markdownProblems(markdown: string, site: SiteIndex, documents: ContentDocuments, leaving: ReadonlySet<string> = new Set()): string[] {
  const html = renderMarkdown(markdown);
  const problems: string[] = [];
  let previous = 1;
  for (const match of html.matchAll(/<h([1-6])>([\s\S]*?)<\/h\1>/g)) {
    const level = Number(match[1]);
    const heading = textOf(match[2]!).trim();
    if (level === 1) {
      problems.push(`The heading “${heading}” is a top-level heading (#), but the page’s title is the only one: start it with ## instead.`);
    } else if (level > previous + 1) {
      const after = previous === 1 ? "the page’s title" : `a level-${previous} heading (${"#".repeat(previous)})`;
      problems.push(
        `The heading “${heading}” (${"#".repeat(level)}) skips a level: it comes after ${after}, so start it with ${"#".repeat(previous + 1)} instead.`,
      );
    }
    previous = level;
  }
  for (const match of html.matchAll(/<a href="([^"]*)">([\s\S]*?)<\/a>/g)) {
    const href = textOf(match[1]!);
    const text = textOf(match[2]!);
    const vague = vagueLinkText(text);
    if (vague) problems.push(`The link to ${href || "nowhere"}: ${vague}`);
    if (href !== "" && !href.startsWith("#") && !href.startsWith("/") && !/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      problems.push(`The link “${text}” goes to “${href}”: write a path of this site in full, starting with / (for example /services/web).`);
    }
    const broken = brokenSitePath(href, site, documents, leaving);
    if (broken) problems.push(`The link “${text}”: ${broken}`);
  }
  return problems;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every check over one document's data, walking it with its schema; tolerant of data that does not
 * match (a refused publish shows these beside the schema's own problems). `documents`: the site as
 * the publish would ship it, for the links; `leaving`: the pages it takes away (brokenSitePath).
 */
export function publishCheckProblems(id: DocumentId, data: unknown, documents: ContentDocuments, leaving: ReadonlySet<string> = new Set()): DocumentProblem[] {
  const site = siteIndexOf(documents);
  const problems: DocumentProblem[] = [];
  const walk = (schema: JsonSchema, value: unknown, path: DataPath): void => {
    let node = unwrap(schema);
    if ((node.anyOf ?? node.oneOf) && branchesOf(node).length > 1) node = branchesOf(node)[branchIndexOf(node, value)] ?? node;
    if (typeof value === "string") {
      if (node.format === "markdown") for (const message of markdownProblems(value, site, documents, leaving)) problems.push({ path, message });
      else if (hrefPattern !== undefined && node.pattern === hrefPattern) {
        const broken = brokenSitePath(value, site, documents, leaving);
        if (broken) problems.push({ path, message: broken });
      }
      return;
    }
    if (Array.isArray(value)) {
      const items = node.prefixItems;
      value.forEach((item, index) => {
        const itemSchema = items ? items[index] : typeof node.items === "object" ? node.items : undefined;
        if (itemSchema) walk(itemSchema, item, [...path, index]);
      });
      return;
    }
    if (!isRecord(value)) return;
    if (node.format === "image" && typeof value.alt === "string") {
      const empty = emptyImageAlt(value.alt, typeof value.src === "string" ? value.src : "");
      if (empty) problems.push({ path: [...path, "alt"], message: empty });
    }
    // A link as content (linkSchema and its like): its label is the link's whole text.
    if (typeof value.label === "string" && typeof value.href === "string") {
      const vague = vagueLinkText(value.label);
      if (vague) problems.push({ path: [...path, "label"], message: vague });
    }
    for (const [key, item] of Object.entries(value)) {
      const property = node.properties?.[key] ?? (typeof node.additionalProperties === "object" ? node.additionalProperties : undefined);
      if (property) walk(property, item, [...path, key]);
    }
  };
  walk(documentFormSchema(id), data, []);
  return problems;
}

/**
 * Everything that stops a publish of one document: its schema's problems, and the checks above run
 * over the site as it would be with this document (the pages it takes away recorded as it records them).
 * Where a check names the same field as the schema
 * (an image's empty text alternative), the check's message is kept: it says what to do.
 */
export function publishProblems(id: DocumentId, data: unknown, documents: ContentDocuments): DocumentProblem[] {
  const schemaProblems = documentProblems(id, data);
  // Beyond the bounds every document keeps: not walked at all.
  if (schemaProblems.some((problem) => problem.path.length === 0)) return schemaProblems;
  const parsed = contentDocuments[id].schema.safeParse(data);
  const next = parsed.success ? withDocument(documents, id, parsed.data) : documents;
  const checks = publishCheckProblems(id, parsed.success ? parsed.data : data, next, new Set(vanishedPages(documents, next)));
  const checked = new Set(checks.map((problem) => problem.path.join(".")));
  return [...schemaProblems.filter((problem) => !checked.has(problem.path.join("."))), ...checks];
}
