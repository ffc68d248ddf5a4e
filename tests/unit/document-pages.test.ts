// Which pages show a document: the editor's preview offers them, and the sitemap's dates follow a publish.
import { describe, expect, it } from "vitest";
import { documentIds, shippedDocuments } from "../../app/content/documents.ts";
import { documentPages, documentsOnPage, pagesShowingChange } from "../../app/lib/pages/document-pages.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";

describe("document pages", () => {
  const index = siteIndexOf(shippedDocuments);

  it("offers a page of the site for every document's preview", () => {
    for (const id of documentIds) {
      const pages = documentPages(id, index);
      // The moved and removed addresses are no page's content: the static server answers them (301, 410).
      if (id === "redirects") {
        expect(pages).toEqual([]);
        continue;
      }
      expect(pages.length, id).toBeGreaterThan(0);
      for (const path of pages) if (id !== "not-found") expect(index.byPath.has(path), `${id}: ${path}`).toBe(true);
    }
    expect(documentPages("services", index)).toEqual(expect.arrayContaining(["/services", "/services/web"]));
    expect(documentPages("legal/privacy", index)).toEqual(["/privacy"]);
    // The blog document's posts each have a page: its preview offers the list and every post.
    expect(documentPages("blog", index)).toEqual(["/blog", ...shippedDocuments.blog.blogPosts.map((post) => `/blog/${post.slug}`)]);
  });

  it("names the documents a page shows", () => {
    expect(documentsOnPage({ kind: "service", path: "/services/web" })).toEqual(["services"]);
    expect(documentsOnPage({ kind: "legal", path: "/terms" })).toEqual(["legal/terms"]);
    expect(documentsOnPage({ kind: "blog-post", path: "/blog/zero-trust-habit" })).toEqual(["blog"]);
  });

  it("moves a page's sitemap date to the day a document it shows was published, and only that page's", () => {
    const documents = structuredClone(shippedDocuments);
    const published = siteIndexOf(documents, { services: "2026-11-24" });
    expect(published.byPath.get("/services/web")?.lastModified).toBe("2026-11-24");
    expect(published.byPath.get("/services")?.lastModified).toBe("2026-11-24");
    expect(published.byPath.get("/about")?.lastModified).toBe(index.byPath.get("/about")?.lastModified);
    // A content date newer than the publish stays.
    const older = siteIndexOf(structuredClone(shippedDocuments), { "legal/privacy": "2000-01-01" });
    expect(older.byPath.get("/privacy")?.lastModified).toBe(index.byPath.get("/privacy")?.lastModified);
  });

  describe("the pages a draft's change shows on (where the preview opens)", () => {
    /** What the preview computes for a draft: the draft's pages, then where its change shows. */
    function showing<Id extends "services" | "news" | "testimonials" | "docs">(id: Id, edit: (draft: (typeof shippedDocuments)[Id]) => void): string[] {
      const draft = structuredClone(shippedDocuments[id]);
      edit(draft);
      const pages = documentPages(id, siteIndexOf({ ...shippedDocuments, [id]: draft }));
      return pagesShowingChange(id, shippedDocuments[id], draft, pages);
    }
    const article = shippedDocuments.news.newsItems.find((item) => item.kind === "article")!;
    const brief = shippedDocuments.news.newsItems.find((item) => item.kind === "brief")!;
    const nextId = Math.max(...shippedDocuments.news.newsItems.map((item) => item.id)) + 1;

    it("opens a changed price on its service's page, not on /services", () => {
      expect(
        showing("services", (draft) => {
          draft.serviceDetails.web.pricing = "Starting at $6,500";
        }),
      ).toEqual(["/services/web"]);
      // A card of the list page shows on the list page.
      expect(
        showing("services", (draft) => {
          draft.serviceSummaries[1]!.description = "Worlds people return to.";
        }),
      ).toEqual(["/services"]);
      // The words every service's page shares show on the first of them.
      expect(
        showing("services", (draft) => {
          draft.serviceDetailPage.eyebrow = "What we do";
        }),
      ).toEqual([`/services/${Object.keys(shippedDocuments.services.serviceDetails)[0]}`]);
      // Two changes: the most particular page first.
      expect(
        showing("services", (draft) => {
          draft.servicesPage.hero.title = "Everything we build";
          draft.serviceDetails.ai.timeline = "6 weeks";
        }),
      ).toEqual(["/services/ai", "/services"]);
    });

    it("opens a new article on its own page, which the draft's pages list", () => {
      const pages = showing("news", (draft) => void draft.newsItems.push({ ...structuredClone(article), id: nextId, title: "A new article" }));
      expect(pages).toEqual([`/news/${nextId}`]);
      const draft = structuredClone(shippedDocuments.news);
      draft.newsItems.push({ ...structuredClone(article), id: nextId });
      expect(documentPages("news", siteIndexOf({ ...shippedDocuments, news: draft }))).toContain(`/news/${nextId}`);
      expect(documentPages("news", index)).not.toContain(`/news/${nextId}`);
    });

    it("opens a change to an article on its page; a brief, the list or an article taken away on /news", () => {
      expect(
        showing("news", (draft) => {
          draft.newsItems.find((item) => item.id === article.id)!.title = "Renamed";
        }),
      ).toEqual([`/news/${article.id}`]);
      expect(
        showing("news", (draft) => {
          draft.newsItems.find((item) => item.id === brief.id)!.title = "Renamed";
        }),
      ).toEqual(["/news"]);
      expect(showing("news", (draft) => void draft.newsItems.push({ ...structuredClone(brief), id: nextId }))).toEqual(["/news"]);
      expect(
        showing("news", (draft) => {
          draft.newsItems = draft.newsItems.filter((item) => item.id !== article.id);
        }),
      ).toContain("/news");
      // An article without a tag (a draft with problems) still opens on its page.
      expect(
        showing("news", (draft) => {
          draft.newsItems.find((item) => item.id === article.id)!.tags = [];
        }),
      ).toEqual([`/news/${article.id}`]);
    });

    it("opens a docs page's change on that page, a document with one page on it, and nothing when nothing changed", () => {
      const slug = Object.keys(shippedDocuments.docs.docsPages)[1]!;
      expect(
        showing("docs", (draft) => {
          draft.docsPages[slug]!.title = "Renamed";
        }),
      ).toEqual([`/docs/${slug}`]);
      expect(
        showing("testimonials", (draft) => {
          draft.testimonials[0]!.content = "Changed.";
        }),
      ).toEqual(["/"]);
      expect(showing("services", () => {})).toEqual([]);
    });
  });
});
