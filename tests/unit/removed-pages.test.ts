import { describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { redirectsContentSchema } from "../../app/content/schemas/redirects.ts";
import { deadAddresses, linkedFrom, pageLinks, renamedPages, vanishedPages, withMoved, withRemoved } from "../../server/content/removed-pages.ts";

/** The shipped content without its news article `id`. */
function withoutArticle(id: number): ContentDocuments {
  return {
    ...shippedDocuments,
    news: { ...shippedDocuments.news, newsItems: shippedDocuments.news.newsItems.filter((item) => item.kind !== "article" || item.id !== id) },
  };
}
const articleIds = shippedDocuments.news.newsItems.flatMap((item) => (item.kind === "article" ? [item.id] : []));
const [firstArticle, lastArticle] = [articleIds[0]!, articleIds.at(-1)!];

describe("pages a publish takes away", () => {
  it("finds the address of a deleted item, and nothing when nothing was removed", () => {
    expect(vanishedPages(shippedDocuments, shippedDocuments)).toEqual([]);
    expect(vanishedPages(shippedDocuments, withoutArticle(lastArticle))).toEqual([`/news/${lastArticle}`]);
  });

  it("leaves out an address the redirects already list, as moved or as removed", () => {
    const after = withoutArticle(lastArticle);
    const moved = { ...after, redirects: { moved: [{ from: `/news/${lastArticle}`, to: `/news/${firstArticle}` }], removed: [] } };
    expect(vanishedPages(shippedDocuments, moved)).toEqual([]);
    const removed = { ...after, redirects: withRemoved(after.redirects, [`/news/${lastArticle}`], "2026-11-24") };
    expect(removed.redirects.removed).toEqual([{ path: `/news/${lastArticle}`, date: "2026-11-24" }]);
    expect(vanishedPages(shippedDocuments, removed)).toEqual([]);
  });

  it("knows which addresses are dead: removed ones that are not pages again, and moves to an address that is not a page", () => {
    const documents = {
      ...withoutArticle(lastArticle),
      redirects: {
        moved: [
          { from: "/old-about", to: "/about" },
          { from: "/older", to: `/news/${lastArticle}` },
        ],
        removed: [
          { path: `/news/${lastArticle}`, date: "2026-11-24" },
          { path: "/about", date: "2026-11-24" },
        ],
      },
    };
    const dead = deadAddresses(documents);
    expect([...dead.removed]).toEqual([`/news/${lastArticle}`]);
    expect(dead.brokenMoves).toEqual([{ index: 1, to: `/news/${lastArticle}` }]);
  });
});

describe("links between pages", () => {
  it("reads every link to a path of this site, without query, fragment or trailing slash; not other sites' or protocol-relative ones", () => {
    const html = `<a href="/news/2">a</a><a class="x" href="/docs/setup#install">b</a><a href="/about/?ref=1">c</a><a href="/">d</a>
      <a href="https://example.com/news/3">e</a><a href="//evil.example/x">f</a><link rel="canonical" href="/self"><a data-href="/not-a-link">g</a>`;
    expect([...pageLinks(html)].sort()).toEqual(["/", "/about", "/docs/setup", "/news/2", "/self"]);
  });

  it("names the pages that link to each target, never a page linking to itself", () => {
    const pages: [string, string][] = [
      ["/docs", `<a href="/docs/setup">Setup</a>`],
      ["/about", `<a href="/docs/setup#x">Setup</a> <a href="/news/2">News</a>`],
      ["/docs/setup", `<link rel="canonical" href="/docs/setup">`],
    ];
    expect(linkedFrom(pages, new Set(["/docs/setup", "/news/9"]))).toEqual(new Map([["/docs/setup", ["/docs", "/about"]]]));
    expect(linkedFrom(pages, new Set())).toEqual(new Map());
  });
});

describe("the redirects document", () => {
  it("refuses a move to itself, an address listed twice, and an address with a fragment", () => {
    expect(redirectsContentSchema.safeParse({ moved: [{ from: "/a", to: "/a" }], removed: [] }).success).toBe(false);
    expect(redirectsContentSchema.safeParse({ moved: [{ from: "/a", to: "/b" }], removed: [{ path: "/a", date: "2026-01-01" }] }).success).toBe(false);
    expect(redirectsContentSchema.safeParse({ moved: [{ from: "/a#x", to: "/b" }], removed: [] }).success).toBe(false);
    expect(redirectsContentSchema.safeParse({ moved: [{ from: "/a", to: "/b#part" }], removed: [{ path: "/c", date: "2026-01-01" }] }).success).toBe(true);
  });
});

describe("renamed pages", () => {
  it("one page of a collection replaced by one new one is a rename (moved, 301); two gone or none added is not", () => {
    const slugs = Object.keys(shippedDocuments.docs.docsPages);
    const renamedDocs = (pages: Record<string, unknown>): ContentDocuments => ({
      ...shippedDocuments,
      docs: { ...shippedDocuments.docs, docsPages: pages as ContentDocuments["docs"]["docsPages"] },
    });
    const entries = Object.entries(shippedDocuments.docs.docsPages);
    const renamed = renamedDocs(
      Object.fromEntries(entries.map(([slug, page]) => (slug === slugs[0] ? [`${slug}-guide`, { ...page, slug: `${slug}-guide` }] : [slug, page]))),
    );
    const vanished = vanishedPages(shippedDocuments, renamed);
    expect(vanished).toEqual([`/docs/${slugs[0]}`]);
    expect(renamedPages(shippedDocuments, renamed, vanished)).toEqual([{ from: `/docs/${slugs[0]}`, to: `/docs/${slugs[0]}-guide` }]);
    expect(withMoved({ moved: [], removed: [] }, [{ from: "/a", to: "/b" }])).toEqual({ moved: [{ from: "/a", to: "/b" }], removed: [] });

    const twoGone = renamedDocs(
      Object.fromEntries(entries.filter(([slug]) => slug !== slugs[0] && slug !== slugs[1]).concat([[`${slugs[0]}-new`, entries[0]![1]]])),
    );
    expect(renamedPages(shippedDocuments, twoGone, vanishedPages(shippedDocuments, twoGone))).toEqual([]);
    const oneGone = renamedDocs(Object.fromEntries(entries.slice(1)));
    expect(renamedPages(shippedDocuments, oneGone, vanishedPages(shippedDocuments, oneGone))).toEqual([]);
  });
});
