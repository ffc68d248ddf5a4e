import express from "express";
import { describe, expect, it } from "vitest";
import { pageKinds, pageRoutes, registeredPages, sectionOfRoute, specialPages } from "../../app/lib/pages/page-registry.ts";
import { siteContent, type SiteContent } from "../../app/lib/pages/site-content.ts";
import { createApp } from "../../server/app.ts";
import type { Database } from "../../server/db/database.ts";
import { dynamicPathPrefixes, expressGetPrefixes, serverRenderedPrefixes } from "../../server/http/dynamic-paths.ts";
import { createLogger } from "../../server/logger.ts";
import type { ApplicationStore } from "../../server/applications/store.ts";
import { routeList } from "./server/build-fixture.ts";

/** The site's content with one more docs page and one more news article: a content change, nothing else. */
function contentWithNewPages(): SiteContent {
  const docsPage = { ...siteContent.docs.pages.sdk, title: "Webhooks", description: "Receive events from Vesper.", category: "Developers" };
  const article = { ...siteContent.news.articles[0]!, id: 99, title: "A new article", excerpt: "Something happened.", date: "2025-07-01" };
  return {
    ...siteContent,
    docs: { ...siteContent.docs, slugs: [...siteContent.docs.slugs, "webhooks"] as never, pages: { ...siteContent.docs.pages, webhooks: docsPage } as never },
    news: { ...siteContent.news, items: [article, ...siteContent.news.items], articles: [article, ...siteContent.news.articles] },
  };
}

/** The site's content with one more blog post. */
function contentWithNewPost(): SiteContent {
  const post = {
    ...siteContent.blog.posts[1]!,
    slug: "a-new-post",
    title: "A new post",
    excerpt: "Something worth reading.",
    date: "2025-07-02",
    featured: false,
  };
  return { ...siteContent, blog: { ...siteContent.blog, posts: [post, ...siteContent.blog.posts] } };
}

describe("the page registry", () => {
  it("makes a new docs page and a new news article a content change: page list, sitemap, card, breadcrumb and head include them", () => {
    const pages = registeredPages(contentWithNewPages());
    const docs = pages.find((page) => page.path === "/docs/webhooks");
    const article = pages.find((page) => page.path === "/news/99");
    expect(docs?.head).toMatchObject({ title: "Webhooks · Docs", description: "Receive events from Vesper." });
    expect(docs?.card).toMatchObject({ section: "Documentation", title: "Webhooks", subtitle: "Developers", image: { src: "/social/docs/webhooks.png" } });
    expect(docs?.head.breadcrumb.map((crumb) => crumb.path)).toEqual(["/", "/docs", "/docs/webhooks"]);
    expect(article?.head).toMatchObject({ title: "A new article", type: "article" });
    expect(article?.card.subtitle).toContain("July 1, 2025");
    expect(article?.head.breadcrumb.map((crumb) => crumb.name)).toEqual(["Home", "News", "A new article"]);
    expect(article?.lastModified).toBe("2025-07-01");
    // The news list's date follows its newest item; both are in the sitemap (every canonical page is).
    expect(pages.find((page) => page.path === "/news")?.lastModified).toBe("2025-07-01");
    expect(pages.filter((page) => page.canonical).map((page) => page.path)).toEqual(expect.arrayContaining(["/docs/webhooks", "/news/99"]));
    // The route list does not change: both are served by their collection's pattern route.
    expect(pageRoutes(contentWithNewPages())).toEqual(pageRoutes(siteContent));
    expect(pageRoutes(siteContent).map((route) => route.path)).toEqual(expect.arrayContaining(["docs/:slug", "news/:id"]));
  });

  it("gives every blog post a page at /blog/{slug}: an article with its card, breadcrumb through /blog and its date", () => {
    const pages = registeredPages(siteContent);
    expect(siteContent.blog.posts.length).toBeGreaterThan(0);
    for (const post of siteContent.blog.posts) {
      const page = pages.find((candidate) => candidate.path === `/blog/${post.slug}`);
      expect(page, post.slug).toBeDefined();
      expect(page).toMatchObject({ kind: "blog-post", canonical: true, lastModified: post.date });
      expect(page?.head).toMatchObject({ title: post.title, description: post.excerpt, type: "article" });
      expect(page?.card).toMatchObject({ title: post.title, image: { src: `/social/blog/${post.slug}.png` } });
      expect(page?.card.section).toContain(post.category);
      expect(page?.card.subtitle).toContain(post.author);
      expect(page?.head.breadcrumb).toEqual([
        { name: "Home", path: "/" },
        { name: siteContent.blog.page.meta.title, path: "/blog" },
        { name: post.title, path: `/blog/${post.slug}` },
      ]);
    }
    expect(pages.filter((page) => page.kind === "blog-post")).toHaveLength(siteContent.blog.posts.length);
    expect(sectionOfRoute("blog-post")).toBe("resources");
    expect(specialPages).toContainEqual(expect.objectContaining({ file: "blog-not-found.html", collection: "/blog", status: 404 }));
  });

  it("makes a new blog post a content change: its page, and the blog's date, follow", () => {
    const pages = registeredPages(contentWithNewPost());
    expect(pages.find((page) => page.path === "/blog/a-new-post")?.head).toMatchObject({ title: "A new post", type: "article" });
    expect(pages.find((page) => page.path === "/blog/a-new-post")?.card.subtitle).toContain("July 2, 2025");
    expect(pages.find((page) => page.path === "/blog")?.lastModified).toBe("2025-07-02");
    expect(pageRoutes(contentWithNewPost())).toEqual(pageRoutes(siteContent));
    expect(pageRoutes(siteContent).map((route) => route.path)).toContain("blog/:slug");
  });

  it("gives each legal document its own route to the one legal module", () => {
    const legal = pageRoutes(siteContent).filter((route) => route.module === "routes/legal.tsx");
    expect(legal.map((route) => route.path)).toEqual(siteContent.legal.map((document) => document.path.slice(1)));
    for (const route of legal) expect(sectionOfRoute(route.id)).toBe("legal");
  });

  it("names each route's navigation section once, and none for routes outside the registry", () => {
    expect(sectionOfRoute("division")).toBe("divisions");
    expect(sectionOfRoute("docs-page")).toBe("resources");
    expect(sectionOfRoute("routes/not-found")).toBeUndefined();
    expect(sectionOfRoute("routes/admin/inbox")).toBeUndefined();
  });

  it("gives every collection a not-found state", () => {
    const collections = pageKinds.filter((kind) => kind.kind === "collection");
    expect(specialPages.filter((page) => page.collection).map((page) => page.collection)).toEqual(
      collections.map((kind) => kind.path.slice(0, kind.path.lastIndexOf("/"))),
    );
  });
});

describe("the static fast path's dynamic paths", () => {
  const quietApp = () =>
    createApp({
      config: { applicationRateLimit: 5, trustProxy: false, buildDir: "/nonexistent" },
      logger: createLogger("silent"),
      database: {} as Database,
      store: {} as ApplicationStore,
    });

  it("come from Express's GET routes and React Router's routes outside the registry", () => {
    expect(expressGetPrefixes(quietApp()).sort()).toEqual(["/api", "/healthz", "/media"]);
    // The search page's shell is a route of its own, filled per request (decision 040).
    expect([...new Set(serverRenderedPrefixes(routeList()))]).toEqual(["/search", "/admin"]);
    expect(dynamicPathPrefixes(quietApp(), routeList()).sort()).toEqual(["/admin", "/api", "/healthz", "/media", "/search"]);
  });

  it("include a new server-rendered route or Express GET route without anyone listing it", () => {
    const routes = { ...routeList(), "routes/status": { id: "routes/status", path: "status/:check", parentId: "root" } };
    expect(serverRenderedPrefixes(routes)).toContain("/status");
    const app = express();
    const router = express.Router();
    router.get("/metrics/today", (_req, res) => void res.end());
    app.use(router);
    app.post("/only-posts", (_req, res) => void res.end());
    expect(expressGetPrefixes(app)).toEqual(["/metrics"]);
  });
});
