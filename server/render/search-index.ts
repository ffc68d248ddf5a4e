/**
 * The site search's index (decision 040), made by the one render pipeline from the pages it just rendered:
 * each indexable page's title, headings, main text, section and date read from its HTML, so what is found
 * is what a visitor reads. Two files travel with the pages and are swapped with them: the compact
 * MiniSearch index for the browser (app/lib/contracts/search-index.ts `searchIndexUrl`) and, for the
 * server's /search, the pages' words it quotes from (under the special pages, never served).
 */
import { Parser } from "htmlparser2";
import MiniSearch from "minisearch";
import { miniSearchOptions, searchIndexUrl, type SearchDocument } from "../../app/lib/contracts/search-index.ts";
import type { PageCard } from "../../app/lib/pages/page-cards.ts";
import { searchDocumentsName, specialPagesDir, type SiteFile } from "../site-files.ts";

/** Where the pages' words for the server's excerpts live under build/client (not served: `_status/`). */
export const searchDocumentsFile = `${specialPagesDir}/${searchDocumentsName}`;
/** The compact index's file under build/client. */
export const searchIndexFile = searchIndexUrl.slice(1);

/**
 * The most of a page's text indexed and kept for excerpts. Documents are bounded (decision 021), so this
 * only guards the render's memory against a page no document limit foresaw.
 */
const maxTextLength = 40_000;

/** Elements whose text is not the page's words: code for the browser, drawings, and the page's own table of contents. */
const skippedElements = new Set(["script", "style", "template", "noscript", "svg", "nav", "button", "form"]);
/** Elements that end a run of words: their text is not joined to the next element's. */
const blockElements = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "br",
  "td",
  "th",
  "tr",
  "table",
  "blockquote",
  "figcaption",
  "pre",
]);

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** What a rendered page says about itself and holds in its <main>. */
export interface PageReading {
  noindex: boolean;
  /** The canonical link's path, when the page has one. */
  canonicalPath: string | undefined;
  title: string;
  headings: string[];
  description: string;
  text: string;
  /** The first <time datetime> before the page's first section heading: the page's own date, not a listed item's. */
  date: string;
}

/** Reads one rendered page in a single pass (htmlparser2's callbacks: no tree is built). */
export function readPage(html: string): PageReading {
  const reading: PageReading = { noindex: false, canonicalPath: undefined, title: "", headings: [], description: "", text: "", date: "" };
  // For each open element: whether its text is skipped. Inside <main> only, and not in a skipped element.
  const skipping: boolean[] = [];
  let mainDepth = 0;
  let text = "";
  let heading: { level: number; text: string } | undefined;
  let seenSectionHeading = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "meta" && attributes.name === "robots" && /noindex/i.test(attributes.content ?? "")) reading.noindex = true;
        if (name === "meta" && attributes.name === "description") reading.description = collapse(attributes.content ?? "");
        if (name === "link" && attributes.rel === "canonical" && attributes.href) {
          try {
            reading.canonicalPath = new URL(attributes.href, "http://localhost").pathname;
          } catch {
            reading.canonicalPath = attributes.href;
          }
        }
        if (name === "main") mainDepth += 1;
        const skipped = (skipping.at(-1) ?? false) || skippedElements.has(name) || attributes["aria-hidden"] === "true" || "hidden" in attributes;
        skipping.push(skipped);
        if (mainDepth === 0 || skipped) return;
        if (blockElements.has(name)) text += " ";
        const level = /^h([1-4])$/.exec(name)?.[1];
        if (level) heading = { level: Number(level), text: "" };
        if (level && level !== "1") seenSectionHeading = true;
        if (name === "time" && !seenSectionHeading && reading.date === "" && /^\d{4}-\d{2}-\d{2}/.test(attributes.datetime ?? "")) {
          reading.date = (attributes.datetime ?? "").slice(0, 10);
        }
      },
      ontext(data) {
        if (mainDepth === 0 || skipping.at(-1) || text.length > maxTextLength) return;
        text += data;
        if (heading) heading.text += data;
      },
      onclosetag(name) {
        const skipped = skipping.pop() ?? false;
        if (mainDepth > 0 && !skipped) {
          if (blockElements.has(name)) text += " ";
          if (heading && name === `h${heading.level}`) {
            const words = collapse(heading.text);
            if (heading.level === 1 && reading.title === "") reading.title = words;
            else if (heading.level > 1 && words) reading.headings.push(words);
            heading = undefined;
          }
        }
        if (name === "main") mainDepth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  reading.text = collapse(text).slice(0, maxTextLength);
  return reading;
}

/** A rendered page to index: its path ("/refunds") and its HTML. */
export interface RenderedPage {
  path: string;
  html: string;
}

/**
 * The page's search document, or undefined when it is not indexable: marked noindex, a second address
 * of another page (its canonical link points elsewhere), or without a title. The 404s, /admin and the
 * editor's preview never reach here: they are not among the render's pages.
 */
export function searchDocumentOf(page: RenderedPage, section: string): SearchDocument | undefined {
  const reading = readPage(page.html);
  if (reading.noindex || reading.title === "") return undefined;
  if (reading.canonicalPath !== undefined && reading.canonicalPath.replace(/(.)\/$/, "$1") !== page.path) return undefined;
  return {
    id: page.path,
    title: reading.title,
    headings: reading.headings.join("\n"),
    description: reading.description,
    text: reading.text,
    section,
    date: reading.date,
  };
}

/** The two files of the search: the compact index (public) and the documents the server quotes from. */
export function searchIndexFiles(pages: readonly RenderedPage[], sectionOf: (path: string) => string): SiteFile[] {
  const documents = pages.flatMap((page) => searchDocumentOf(page, sectionOf(page.path)) ?? []);
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll(documents);
  return [
    { path: searchIndexFile, body: Buffer.from(JSON.stringify(index)) },
    { path: searchDocumentsFile, body: Buffer.from(JSON.stringify(documents)) },
  ];
}

/**
 * The render pipeline's "search index" step (render-site.ts), on its own so a test can run it over the real
 * site's pages without the steps after it: every page among the rendered files (`about/index.html` is
 * /about; built files such as feeds are not pages) with the section of its card, `fallbackSection` for a
 * page without one.
 */
export function searchFilesOfRender(files: readonly SiteFile[], cards: readonly PageCard[], fallbackSection: string): SiteFile[] {
  const sections = new Map(cards.map((card) => [card.path, card.section]));
  const pages: RenderedPage[] = files.flatMap((file) =>
    file.path.endsWith("index.html")
      ? [{ path: `/${file.path.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"), html: file.body.toString("utf8") }]
      : [],
  );
  return searchIndexFiles(pages, (pagePath) => sections.get(pagePath) ?? fallbackSection);
}
