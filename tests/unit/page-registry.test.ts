import express from "express";
import { describe, expect, it } from "vitest";
import { pageKinds, pageRoutes, registeredPages, sectionOfRoute, specialPages } from "../../app/lib/page-registry.ts";
import { siteContent, type SiteContent } from "../../app/lib/site-content.ts";
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
    expect([...new Set(serverRenderedPrefixes(routeList()))]).toEqual(["/admin"]);
    expect(dynamicPathPrefixes(quietApp(), routeList()).sort()).toEqual(["/admin", "/api", "/healthz", "/media"]);
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
