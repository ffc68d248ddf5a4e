import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import {
  cleanSearchQuery,
  miniSearchOptions,
  runSearch,
  searchQueryMaxLength,
  type SearchDocument,
  tokenizeSearchText,
} from "../../app/lib/contracts/search-index.ts";
import { readPage, searchDocumentOf, searchDocumentsFile, searchIndexFile, searchIndexFiles } from "../../server/render/search-index.ts";
import { fillSearchPage, resultsHtml } from "../../server/search/search-page.ts";
import { excerptOf } from "../../server/search/site-search.ts";

/** A page as the site renders one: head, header with navigation, <main>, footer. */
function pageHtml(path: string, main: string, head = ""): string {
  return (
    `<!DOCTYPE html><html><head><title>x | Vesper</title><meta name="description" content="About ${path}">` +
    `<link rel="canonical" href="https://vesper.example${path}">${head}</head><body>` +
    `<header><nav><a href="/services">Services headerword</a></nav></header>` +
    `<main id="main">${main}</main><footer><p>footerword</p></footer><script>var scriptword=1</script></body></html>`
  );
}

describe("reading a rendered page", () => {
  it("takes the title, headings, text, description and date of <main> only: no header, footer, script, table of contents or hidden text", () => {
    const reading = readPage(
      pageHtml(
        "/news/launch",
        `<p>News</p><h1>The <em>Launch</em></h1><p><time datetime="2025-06-01">June 1</time></p>` +
          `<nav aria-label="On this page"><a href="#a">tocword</a></nav><section><h2>Pricing &amp; plans</h2><p>From $4,000.</p>` +
          `<svg><title>svgword</title></svg><span aria-hidden="true">hiddenword</span><h3>Later</h3><p><time datetime="2024-01-01">old</time></p></section>`,
      ),
    );
    expect(reading.title).toBe("The Launch");
    expect(reading.headings).toEqual(["Pricing & plans", "Later"]);
    expect(reading.description).toBe("About /news/launch");
    expect(reading.date).toBe("2025-06-01");
    expect(reading.text).toContain("Pricing & plans From $4,000.");
    for (const word of ["headerword", "footerword", "scriptword", "tocword", "svgword", "hiddenword"]) expect(reading.text).not.toContain(word);
  });

  it("has no date where the page shows none of its own: a date under a section heading belongs to a listed item", () => {
    expect(readPage(pageHtml("/news", `<h1>News</h1><h2>Latest</h2><time datetime="2025-06-01">June 1</time>`)).date).toBe("");
  });
});

describe("the index", () => {
  const pages = [
    { path: "/refunds", html: pageHtml("/refunds", "<h1>Refund Policy</h1><p>Ask within 30 days.</p>") },
    { path: "/docs/compliance", html: pageHtml("/docs/compliance", "<h1>Compliance Documentation</h1><h2>SOC 2</h2><p>Type II report.</p>") },
    { path: "/private", html: pageHtml("/private", "<h1>Private</h1>", '<meta name="robots" content="noindex">') },
    // A second address of another page: its canonical link names the other.
    { path: "/leadership", html: pageHtml("/founder", "<h1>Founder</h1>") },
    { path: "/untitled", html: pageHtml("/untitled", "<p>No heading</p>") },
  ];

  it("holds every indexable page and none other, with its section", () => {
    const files = searchIndexFiles(pages, (path) => (path.startsWith("/docs") ? "Docs" : "Legal"));
    expect(files.map((file) => file.path)).toEqual([searchIndexFile, searchDocumentsFile]);
    const documents = JSON.parse(files[1]?.body.toString() ?? "[]") as SearchDocument[];
    expect(documents.map((document) => [document.id, document.section])).toEqual([
      ["/refunds", "Legal"],
      ["/docs/compliance", "Docs"],
    ]);
    const index = MiniSearch.loadJSON<SearchDocument>(files[0]?.body.toString() ?? "", miniSearchOptions);
    expect(index.documentCount).toBe(2);
    expect(runSearch(index, "refund").map((hit) => hit.id)).toEqual(["/refunds"]);
    expect(runSearch(index, "SOC 2").map((hit) => hit.id)).toEqual(["/docs/compliance"]);
  });

  it("leaves out a page marked noindex and a second address", () => {
    expect(searchDocumentOf(pages[2]!, "x")).toBeUndefined();
    expect(searchDocumentOf(pages[3]!, "x")).toBeUndefined();
    expect(searchDocumentOf({ path: "/founder", html: pages[3]!.html }, "x")?.id).toBe("/founder");
  });
});

describe("ranking", () => {
  const document = (id: string, title: string, text: string): SearchDocument => ({ id, title, headings: "", description: "", text, section: "", date: "" });
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll([
    document(
      "/about",
      "About Vesper",
      `We build software for many industries. ${"Our teams work across nine divisions. ".repeat(10)}Refund questions go to support.`,
    ),
    document("/refunds", "Refund Policy", "Ask within 30 days of purchase; we answer in two business days."),
    document("/terms", "Terms of Service", "The terms that apply to every service."),
  ]);

  it("puts a page whose title matches before one that mentions the word once", () => {
    expect(runSearch(index, "refund").map((hit) => hit.id)).toEqual(["/refunds", "/about"]);
  });

  it("forgives a typo and finds a word from its start", () => {
    expect(runSearch(index, "refnd")[0]?.id).toBe("/refunds");
    expect(runSearch(index, "purch")[0]?.id).toBe("/refunds");
  });

  it("matches a figure as typed: a price is found by its own number, never by a near one", () => {
    const prices = new MiniSearch<SearchDocument>(miniSearchOptions);
    prices.addAll([document("/services/web", "Web Development", "Starting at $7,351."), document("/services/ai", "AI Solutions", "Starting at $350.")]);
    expect(runSearch(prices, "7,351").map((hit) => hit.id)).toEqual(["/services/web"]);
    expect(runSearch(prices, "7351").map((hit) => hit.id)).toEqual(["/services/web"]);
    expect(runSearch(prices, "$7,351").map((hit) => hit.id)).toEqual(["/services/web"]);
    expect(runSearch(prices, "$350").map((hit) => hit.id)).toEqual(["/services/ai"]);
  });

  it("splits words at symbols and keeps a figure's thousands together", () => {
    expect(tokenizeSearchText("Starting at $7,351 — 24/7 support, 1,000,000 users & SOC 2")).toEqual([
      "Starting",
      "at",
      "7351",
      "24",
      "7",
      "support",
      "1000000",
      "users",
      "SOC",
      "2",
    ]);
  });

  it("falls back to any of the words when no page has them all", () => {
    expect(runSearch(index, "refund zeppelin").map((hit) => hit.id)).toEqual(["/refunds", "/about"]);
  });
});

describe("a query", () => {
  it("is cleaned: control and invisible characters out, whitespace collapsed, cut to the longest searched", () => {
    expect(cleanSearchQuery("  refund\u0000\u200b policy\n\t")).toBe("refund policy");
    expect(cleanSearchQuery("x".repeat(10_000))).toHaveLength(searchQueryMaxLength);
    expect(cleanSearchQuery("\u0001\u0002")).toBe("");
  });

  it("is marked in the excerpt where the page's words start with it, around its first place in the text", () => {
    const document: SearchDocument = {
      id: "/refunds",
      title: "Refund Policy",
      headings: "",
      description: "",
      text: `${"Opening words. ".repeat(30)}You can ask for a refund; refunds arrive in days. Unrefundable items excepted.`,
      section: "Legal",
      date: "",
    };
    const parts = excerptOf(document, "refund", ["refund", "refunds"]);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["refund", "refunds"]);
    expect(parts[0]?.text.startsWith("… ")).toBe(true);
  });

  it("marks a figure however the text spells its thousands", () => {
    const document: SearchDocument = {
      id: "/services/web",
      title: "Web Development",
      headings: "",
      description: "",
      text: "Starting at $7,351 a project.",
      section: "Services",
      date: "",
    };
    expect(
      excerptOf(document, "7351", ["7351"])
        .filter((part) => part.marked)
        .map((part) => part.text),
    ).toEqual(["7,351"]);
    expect(
      excerptOf(document, "$7,351", ["7351"])
        .filter((part) => part.marked)
        .map((part) => part.text),
    ).toEqual(["7,351"]);
  });
});

describe("the results page", () => {
  // The shell as the render pipeline leaves it: critical CSS writes an empty attribute without its `=""`.
  const shell =
    '<html><head><title>Search | Vesper</title></head><body><main><input id="q" type="search" data-search-query class="x" name="q"><div data-search-results class="mt-10"></div></main></body></html>';
  const result = {
    url: "/refunds",
    title: "Refund <Policy>",
    section: "Legal",
    date: "2025-06-15",
    excerpt: [
      { text: "Ask for a ", marked: false },
      { text: "refund", marked: true },
    ],
  };

  it("puts the query in the field and the results, marked, in their region; everything from the site or the visitor escaped", () => {
    const html = fillSearchPage(shell, "refund", [result], 1);
    expect(html).toContain('<input id="q" type="search" value="refund" class="x" name="q">');
    expect(html).toContain("<title>Results for “refund” | Search | Vesper</title>");
    expect(html).toContain("Refund &lt;Policy&gt;");
    expect(html).toContain('<mark class="rounded-sm bg-neon/25 px-0.5 text-ink">refund</mark>');
    expect(html).toContain('<time datetime="2025-06-15">June 15, 2025</time>');
    expect(html.indexOf("1 result for")).toBeGreaterThan(html.indexOf("<div data-search-results"));
  });

  it("keeps a hostile query inert: markup, quotes and control characters are text, and a long one is cut", () => {
    const hostile = cleanSearchQuery(`"><script>alert(1)</script><img src=x onerror=alert(2)>\u0000\u202e${"a".repeat(10_000)}`);
    const html = fillSearchPage(shell, hostile, [], 0);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/[\u0000\u202e]/);
    expect(html.length).toBeLessThan(shell.length + 2_000);
    expect(html).toContain("No results for");
  });

  it("says what to try when nothing is found, with links to the site's main sections", () => {
    const html = resultsHtml("zeppelin", [], 0);
    for (const href of ["/services", "/docs", "/divisions", "/news", "/contact"]) expect(html).toContain(`href="${href}"`);
  });
});
