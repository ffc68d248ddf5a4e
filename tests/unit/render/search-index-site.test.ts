import MiniSearch from "minisearch";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { miniSearchOptions, runSearch, type SearchDocument } from "../../../app/lib/contracts/search-index.ts";
import { specialPages } from "../../../app/lib/pages/page-registry.ts";
import { siteIdentity } from "../../../app/lib/pages/site-identity.ts";
import { prerenderPaths, sitePages } from "../../../app/lib/pages/site-paths.ts";
import { renderPages } from "../../../server/render/render-pages.ts";
import { readPage, searchDocumentsFile, searchFilesOfRender, searchIndexFile } from "../../../server/render/search-index.ts";
import { cardsToDraw } from "../../../server/render/social-cards.ts";
import type { SiteFile } from "../../../server/site-files.ts";
import { siteServerBuild } from "./site-server-build.ts";

/**
 * Issue 37's "the index holds every indexable page and none other", over the real site: its own route
 * modules render the shipped content as the build's render does (render-pages.ts, every page, built file and
 * special page), and the pipeline's search step (`searchFilesOfRender`, what render-site.ts runs) indexes
 * them. The expected pages come from the page registry, so a new page or kind needs no change here. The
 * steps after the index (cards, critical CSS, compression) are left out: they do not change a page's words.
 */
let rendered: { pages: SiteFile[]; special: SiteFile[] };
let documents: SearchDocument[];
let index: MiniSearch<SearchDocument>;

const htmlOf = (files: readonly SiteFile[], file: string) => files.find((candidate) => candidate.path === file)?.body.toString("utf8") ?? "";
const pageFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

beforeAll(async () => {
  const build = await siteServerBuild();
  rendered = await renderPages({ build, paths: prerenderPaths, specialPages, context: () => new RouterContextProvider() });
  const files = searchFilesOfRender(rendered.pages, cardsToDraw(), siteIdentity.name);
  expect(files.map((file) => file.path)).toEqual([searchIndexFile, searchDocumentsFile]);
  documents = JSON.parse(files[1]?.body.toString("utf8") ?? "[]") as SearchDocument[];
  index = MiniSearch.loadJSON<SearchDocument>(files[0]?.body.toString("utf8") ?? "", miniSearchOptions);
});

describe("the search index of the real site", () => {
  it("holds exactly the registry's indexable pages, each once, with its card's section", () => {
    // Indexable: a page's own address (not a second one, /leadership) that is not an e-mail's link page.
    const indexable = sitePages.filter((page) => page.canonical && !page.unlisted);
    expect(indexable.length).toBeGreaterThan(40);
    expect(documents.map((document) => document.id).sort()).toEqual(indexable.map((page) => page.path).sort());
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(index.documentCount).toBe(indexable.length);
    const byPath = new Map(indexable.map((page) => [page.path, page]));
    for (const document of documents) {
      expect(document.title, document.id).not.toBe("");
      expect(document.section, document.id).toBe(byPath.get(document.id)?.card.section ?? siteIdentity.name);
    }
    // Every kind of page is in it, the kinds with pages of their own included.
    const kinds = new Set(indexable.map((page) => page.kind));
    for (const kind of kinds)
      expect(
        documents.some((document) => byPath.get(document.id)?.kind === kind),
        kind,
      ).toBe(true);
  });

  it("leaves out the newsletter's link pages, which are noindex, and the second address of a page", () => {
    const linkPages = sitePages.filter((page) => page.unlisted);
    expect(linkPages.map((page) => page.path)).toEqual(expect.arrayContaining(["/newsletter/confirm", "/newsletter/unsubscribe"]));
    for (const page of linkPages) {
      // Rendered as pages like any other, and marked noindex by their own HTML: that is why they are left out.
      expect(readPage(htmlOf(rendered.pages, pageFile(page.path))).noindex, page.path).toBe(true);
      expect(documents.map((document) => document.id)).not.toContain(page.path);
    }
    const aliases = sitePages.filter((page) => !page.canonical);
    expect(aliases.map((page) => page.path)).toContain("/leadership");
    for (const page of aliases) {
      expect(htmlOf(rendered.pages, pageFile(page.path))).not.toBe("");
      expect(documents.map((document) => document.id)).not.toContain(page.path);
    }
  });

  it("has no 404 page, results page or other special state, and nothing under /admin or the preview", () => {
    // The 404s and the other states are rendered with the site, beside its pages, and none of them is indexed.
    const notFound = readPage(htmlOf(rendered.special, "_status/not-found.html"));
    expect(notFound.title).not.toBe("");
    expect(rendered.special.length).toBe(specialPages.length);
    const titles = new Set(documents.map((document) => document.title));
    for (const file of rendered.special) {
      const reading = readPage(file.body.toString("utf8"));
      if (reading.title && !reading.canonicalPath) expect(titles.has(reading.title), file.path).toBe(false);
    }
    expect(titles.has(notFound.title)).toBe(false);
    expect(documents.filter((document) => document.id.includes("not-found") || document.id.startsWith("/_"))).toEqual([]);
    expect(runSearch(index, notFound.title).map((hit) => hit.id)).not.toContain("/__not-found");
    // The team's side and the editor's preview (/admin/content/…/preview) are rendered per request, never by the pipeline.
    expect(documents.filter((document) => /^\/(admin|preview|search)(\/|$)/.test(document.id))).toEqual([]);
    expect(rendered.pages.filter((file) => /^(admin|preview)\//.test(file.path))).toEqual([]);
  });
});
