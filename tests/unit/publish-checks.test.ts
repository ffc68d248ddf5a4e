// The checks a publish runs beyond the schemas (server/content/publish-checks.ts): each rule refused at its field with what to do, and the shipped content passing them all.
import { describe, expect, it } from "vitest";
import { documentIds, shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import { brokenSitePath, markdownProblems, publishCheckProblems, publishProblems, vagueLinkText } from "../../server/content/publish-checks.ts";

const site = siteIndexOf(shippedDocuments);
const firstArticle = () => {
  const news = structuredClone(shippedDocuments.news);
  const index = news.newsItems.findIndex((item) => item.kind === "article");
  return { news, index, article: news.newsItems[index] as Extract<(typeof news.newsItems)[number], { kind: "article" }> };
};

describe("the shipped content", () => {
  it.each(documentIds)("%s passes every publish check", (id) => {
    expect(publishProblems(id, shippedDocuments[id], shippedDocuments)).toEqual([]);
  });
});

describe("images", () => {
  it("refuses an empty text alternative at the image's alt field, with what to do instead of the schema's words", () => {
    const { news, index } = firstArticle();
    news.newsItems[index]!.image.alt = "";
    const problems = publishProblems("news", news, shippedDocuments);
    expect(problems).toEqual([
      { path: ["newsItems", index, "image", "alt"], message: expect.stringMatching(/^Describe this image for people who cannot see it/) },
    ]);
  });

  it("refuses a text alternative that names the file or the kind of thing", () => {
    const { news, index } = firstArticle();
    for (const alt of ["image", "Photo.", "noxgpt-launch.webp", "IMG_2041.JPG"]) {
      news.newsItems[index]!.image.alt = alt;
      expect(publishCheckProblems("news", news, shippedDocuments), alt).toEqual([
        { path: ["newsItems", index, "image", "alt"], message: expect.stringContaining("does not describe the image") },
      ]);
    }
  });
});

describe("link text", () => {
  it.each(["click here", "Click here!", "here", "Read more…", "more", "Link", "  "])("refuses “%s”", (text) => {
    expect(vagueLinkText(text)).toBeDefined();
  });
  it.each(["Read more about our web services", "Contact us", "Hereford office"])("accepts “%s”", (text) => {
    expect(vagueLinkText(text)).toBeUndefined();
  });

  it("refuses a vague label at the link's label field", () => {
    const news = structuredClone(shippedDocuments.news);
    news.newsArticlePage.links[0]!.label = "Click here";
    expect(publishCheckProblems("news", news, shippedDocuments)).toEqual([
      { path: ["newsArticlePage", "links", 0, "label"], message: expect.stringContaining("does not say where the link goes") },
    ]);
  });

  it("refuses a vague or empty link text in Markdown", () => {
    expect(markdownProblems("See [here](/contact).", site, shippedDocuments)).toEqual([expect.stringContaining("“here” does not say where the link goes")]);
    expect(markdownProblems("See [](/contact).", site, shippedDocuments)).toEqual([expect.stringContaining("This link has no text")]);
  });
});

describe("headings in Markdown", () => {
  it("accepts headings that go down one level at a time and back up any number", () => {
    expect(markdownProblems("## A\n\n### B\n\n#### C\n\n## D\n\n### E", site, shippedDocuments)).toEqual([]);
  });

  it("refuses a heading that skips a level, saying which level to use", () => {
    expect(markdownProblems("## A\n\n#### B", site, shippedDocuments)).toEqual([
      "The heading “B” (####) skips a level: it comes after a level-2 heading (##), so start it with ### instead.",
    ]);
    expect(markdownProblems("### First", site, shippedDocuments)).toEqual([
      "The heading “First” (###) skips a level: it comes after the page’s title, so start it with ## instead.",
    ]);
  });

  it("refuses a second top-level heading", () => {
    expect(markdownProblems("# Title again", site, shippedDocuments)).toEqual([expect.stringContaining("start it with ## instead")]);
  });

  it("names the Markdown field of the article", () => {
    const { news, index, article } = firstArticle();
    article.content = `${article.content}\n\n#### Too deep`;
    expect(publishCheckProblems("news", news, shippedDocuments)).toEqual([
      { path: ["newsItems", index, "content"], message: expect.stringContaining("“Too deep” (####) skips a level") },
    ]);
  });
});

describe("internal links", () => {
  it("accepts the site's pages, with a fragment, a query or a trailing slash, and other sites' addresses", () => {
    for (const href of ["/", "/contact", "/contact#start", "/services/web/", "/news/rss.xml", "https://example.com/nowhere", "mailto:a@example.com", "#top"]) {
      expect(brokenSitePath(href, site, shippedDocuments), href).toBeUndefined();
    }
  });

  it("refuses a path that is not a page of the site, in a link field and in Markdown", () => {
    expect(brokenSitePath("/servics/web", site, shippedDocuments)).toBe(
      "/servics/web is not a page of this site: correct the address (for example /services/web), or link to another page.",
    );
    const news = structuredClone(shippedDocuments.news);
    news.newsArticlePage.notFound.backHref = "/newz";
    expect(publishCheckProblems("news", news, shippedDocuments)).toEqual([
      { path: ["newsArticlePage", "notFound", "backHref"], message: expect.stringContaining("/newz is not a page of this site") },
    ]);
    expect(markdownProblems("Our [pricing](/pricing#plans).", site, shippedDocuments)).toEqual([
      expect.stringContaining("/pricing is not a page of this site"),
    ]);
    expect(markdownProblems("Our [pricing](pricing).", site, shippedDocuments)).toEqual([expect.stringContaining("starting with /")]);
  });

  it("accepts a moved address (it answers 301 with its page); refuses a removed one as removed", () => {
    const documents: ContentDocuments = {
      ...shippedDocuments,
      redirects: { moved: [{ from: "/pricing", to: "/services" }], removed: [{ path: "/old-news", date: "2026-01-01" }] },
    };
    const index = siteIndexOf(documents);
    expect(brokenSitePath("/pricing", index, documents)).toBeUndefined();
    expect(brokenSitePath("/old-news", index, documents)).toBe("/old-news was removed from the site: link to another page, or remove the link.");
  });

  it("leaves a link to a page the same publish takes away to the publish's whole-site check (a rename records a move, a removal is refused with the pages linking there)", () => {
    const docs = structuredClone(shippedDocuments.docs);
    const [slug, guide] = Object.entries(docs.docsPages)[0]!;
    delete docs.docsPages[slug];
    docs.docsPages[`${slug}-guide`] = { ...guide, slug: `${slug}-guide` };
    expect(publishCheckProblems("docs", docs, { ...shippedDocuments, docs })).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: expect.stringContaining(`/docs/${slug} is not a page`) })]),
    );
    expect(publishProblems("docs", docs, shippedDocuments)).toEqual([]);
  });

  it("judges links against the site as the publish makes it: a page added in the same document is a page", () => {
    const { news, index, article } = firstArticle();
    const added = { ...article, id: 999, title: "A new article" };
    news.newsItems.push(added);
    news.newsItems[index] = { ...article, content: `${article.content}\n\nSee [the new article](/news/999).` };
    expect(publishProblems("news", news, shippedDocuments)).toEqual([]);
    expect(publishCheckProblems("news", news, shippedDocuments)).toEqual([
      { path: ["newsItems", index, "content"], message: expect.stringContaining("/news/999 is not a page") },
    ]);
  });
});
