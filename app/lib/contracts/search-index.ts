/**
 * The site search's one contract (issue 37, decision 040): the shape of an indexed page, the MiniSearch
 * options the render pipeline builds the index with and both the server's /search and the header's island
 * load it with, where the compact index is served, and how a query is cleaned and run. Shared by the
 * server and the browser, so it imports MiniSearch's types only: the island's bundle pays for the library
 * when it loads it, not for this file.
 */
import type MiniSearch from "minisearch";
import type { Options, SearchResult } from "minisearch";

/**
 * One indexable page, extracted from its rendered HTML (server/render/search-index.ts): the page's own
 * words, never the header, footer or navigation that every page shares.
 */
export interface SearchDocument {
  /** The page's canonical path ("/docs/compliance"): MiniSearch's id, and the result's link. */
  id: string;
  /** The page's <h1> (its title without the site's name). */
  title: string;
  /** Every <h2>–<h4> in the page's <main>, one a line. */
  headings: string;
  /** The page's meta description. */
  description: string;
  /** The text of the page's <main>, whitespace collapsed (headings included). */
  text: string;
  /** The part of the site the page belongs to, in the header's words ("Docs", "News", "Services"…). */
  section: string;
  /** The page's date (YYYY-MM-DD) where it shows one (an article, a policy's effective date); else "". */
  date: string;
}

/** What a result carries without the index's text: enough for a link with its section and date. */
export type StoredSearchFields = Pick<SearchDocument, "title" | "section" | "date" | "description">;

/** The fields MiniSearch indexes, and those it keeps for showing a result. */
export const searchFields = ["title", "headings", "description", "text"] as const satisfies readonly (keyof SearchDocument)[];
export const searchStoreFields = ["title", "section", "date", "description"] as const satisfies readonly (keyof StoredSearchFields)[];

/**
 * How a query matches: every word must match (AND) — a word may be the start of a longer one (prefix) or,
 * from four letters and without digits, one letter off in five (fuzzy) — and a match in the title counts most, then the headings and the
 * description, then the text. `runSearch` falls back to any word (OR) when no page has them all.
 */
export const searchOptions = {
  prefix: true,
  // Typos forgiven in words of four letters or more; a figure ("351", "2025") is matched as typed, never as a near number.
  fuzzy: (term: string) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false),
  maxFuzzy: 2,
  combineWith: "AND",
  boost: { title: 5, headings: 2, description: 1.5, text: 1 },
} as const satisfies NonNullable<Options<SearchDocument>["searchOptions"]>;

/**
 * Splits a field or a query into words, for the index and the query alike: at spaces, punctuation and symbols
 * (MiniSearch's default splits at punctuation only, so "$7,351" was "$7" and "351", and the price could not be
 * found as "7,351" or "7351"), with a figure's thousands separators taken out first, so "$7,351", "7,351" and
 * "7351" are one word, "7351".
 */
export function tokenizeSearchText(text: string): string[] {
  return text.replace(/(\d)[,\u00a0\u202f](?=\d{3}(?!\d))/gu, "$1").split(/[\n\r\p{Z}\p{P}\p{S}]+/u);
}

/**
 * The options `new MiniSearch(…)` and `MiniSearch.loadJSON(…)` take, on the server and in the browser alike
 * (loadJSON needs the same options the index was built with).
 */
export const miniSearchOptions = {
  idField: "id",
  tokenize: tokenizeSearchText,
  fields: [...searchFields],
  storeFields: [...searchStoreFields],
  searchOptions,
} satisfies Options<SearchDocument>;

/**
 * The compact index: `JSON.stringify(miniSearch)` of every indexable page, written by each render beside
 * the pages and swapped with them. A stable address (not a content-hashed asset, which would change every
 * page's HTML on each publish) served `no-cache` with an ETag, from the site's own origin (CSP
 * `connect-src 'self'`). Load it with `MiniSearch.loadJSON(text, miniSearchOptions)`.
 */
export const searchIndexUrl = "/search-index.json";

/** The results page: a plain GET form with the query in `q` (works without JavaScript). */
export const searchPagePath = "/search";
export const searchQueryParam = "q";

/** The longest query searched, in characters; a longer one is cut (and the field's `maxlength`). */
export const searchQueryMaxLength = 120;

/** The most words of a query searched: each is matched with typos and as a prefix, so each costs a walk of the index. */
export const searchMaxWords = 8;

/**
 * A query as it is searched and counted: Unicode-normalised (NFKC), control and format characters
 * (the invisible ones) turned into spaces, whitespace collapsed, trimmed, cut to `searchQueryMaxLength`.
 * Empty when nothing searchable is left.
 */
export function cleanSearchQuery(raw: string): string {
  return raw
    .slice(0, searchQueryMaxLength * 4)
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, searchQueryMaxLength)
    .trim();
}

/** A search result with its stored fields. */
export type SearchHit = SearchResult & StoredSearchFields;

/**
 * Runs a cleaned query (its first `searchMaxWords` words): pages with every word first; when none has them all, pages with any of them.
 * Most relevant first (MiniSearch's BM25 score with the field boosts).
 */
export function runSearch(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const words = query.split(" ").filter(Boolean).slice(0, searchMaxWords).join(" ");
  if (words === "") return [];
  const all = index.search(words) as SearchHit[];
  return all.length > 0 ? all : (index.search(words, { combineWith: "OR" }) as SearchHit[]);
}
