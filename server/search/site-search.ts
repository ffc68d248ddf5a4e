/**
 * The server's side of the site search (decision 040): the index and the pages' words of the site being
 * served, loaded once per render (a publish swaps both with the pages, so a search never mixes two
 * renders), and a query's results with their excerpts, the query's words marked. The matching and the
 * ranking are MiniSearch's, with the options the browser's island uses (app/lib/contracts/search-index.ts).
 */
import MiniSearch from "minisearch";
import { miniSearchOptions, runSearch, searchIndexUrl, type SearchDocument, tokenizeSearchText } from "../../app/lib/contracts/search-index.ts";
import type { StaticSite } from "../static-site.ts";

interface LoadedSearch {
  index: MiniSearch<SearchDocument>;
  documents: Map<string, SearchDocument>;
}

// By the render's documents buffer: a new render (a publish) brings a new one, and the old is collected with its site.
const loaded = new WeakMap<Buffer, LoadedSearch>();

function searchOf(site: StaticSite): LoadedSearch | undefined {
  const indexFile = site.files.get(searchIndexUrl);
  const documentsBody = site.searchDocuments;
  if (!indexFile || !documentsBody) return undefined;
  let search = loaded.get(documentsBody);
  if (!search) {
    const documents = JSON.parse(documentsBody.toString("utf8")) as SearchDocument[];
    search = {
      index: MiniSearch.loadJSON<SearchDocument>(indexFile.identity.body.toString("utf8"), miniSearchOptions),
      documents: new Map(documents.map((document) => [document.id, document])),
    };
    loaded.set(documentsBody, search);
  }
  return search;
}

/** A run of an excerpt: `marked` when it is one of the query's words. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SiteSearchResult {
  url: string;
  title: string;
  section: string;
  date: string;
  excerpt: ExcerptPart[];
}

/** The most results a page shows: a query that matches more is too broad to read further down. */
export const maxResults = 20;
/** About how many characters an excerpt shows around the first of the query's words. */
const excerptLength = 220;
/** The most words marked in an excerpt (a one-letter prefix can match hundreds of the index's words). */
const maxMarkedWords = 40;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A word as the text may spell it: a figure's digits with or without thousands separators ("7351" marks "7,351"). */
function spellingsOf(word: string): string {
  return /^\p{N}+$/u.test(word) ? [...word].join("[,\\u00a0\\u202f]?") : escapeRegExp(word);
}

/** The words to mark: the query's own (split as the index splits) and those of the page that matched them (a fuzzy or prefix match), longest first. */
function markerFor(query: string, matched: readonly string[]): RegExp | undefined {
  const words = [...new Set([...tokenizeSearchText(query.toLowerCase()), ...matched])].filter(Boolean);
  words.sort((a, b) => b.length - a.length);
  if (words.length === 0) return undefined;
  // A word of the text that starts with one of them, not in the middle of another word.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.slice(0, maxMarkedWords).map(spellingsOf).join("|")})[\\p{L}\\p{N}]*`, "giu");
}

/** A window of the page's text around the first marked word (or its description), split into marked and plain runs. */
export function excerptOf(document: SearchDocument, query: string, matched: readonly string[]): ExcerptPart[] {
  const marker = markerFor(query, matched);
  const source = document.text || document.description;
  const first = marker ? source.search(marker) : -1;
  let start = first <= 0 ? 0 : Math.max(0, first - Math.floor(excerptLength / 3));
  if (start > 0) start = source.indexOf(" ", start) + 1 || start;
  let end = Math.min(source.length, start + excerptLength);
  if (end < source.length) end = source.lastIndexOf(" ", end) > start ? source.lastIndexOf(" ", end) : end;
  const window = `${start > 0 ? "… " : ""}${source.slice(start, end)}${end < source.length ? " …" : ""}`;
  if (!marker) return [{ text: window, marked: false }];
  const parts: ExcerptPart[] = [];
  let at = 0;
  for (const match of window.matchAll(marker)) {
    if (match.index > at) parts.push({ text: window.slice(at, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    at = match.index + match[0].length;
  }
  if (at < window.length) parts.push({ text: window.slice(at), marked: false });
  return parts;
}

/**
 * The served site's pages for a cleaned query (app/lib/contracts/search-index.ts `cleanSearchQuery`),
 * most relevant first, at most `maxResults`; `total` counts them all. No index (a site rendered before
 * search existed): no results.
 */
export function searchSite(site: StaticSite, query: string): { results: SiteSearchResult[]; total: number } {
  const search = searchOf(site);
  if (!search) return { results: [], total: 0 };
  const hits = runSearch(search.index, query);
  const results = hits.slice(0, maxResults).flatMap((hit) => {
    const document = search.documents.get(String(hit.id));
    if (!document) return [];
    return [{ url: document.id, title: document.title, section: document.section, date: document.date, excerpt: excerptOf(document, query, hit.terms) }];
  });
  return { results, total: hits.length };
}
