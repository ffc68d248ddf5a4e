// Which pages show a document: the editor's preview offers them, and the sitemap's dates follow a publish.
import { describe, expect, it } from "vitest";
import { documentIds, shippedDocuments } from "../../app/content/documents.ts";
import { documentPages, documentsOnPage } from "../../app/lib/pages/document-pages.ts";
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
});
