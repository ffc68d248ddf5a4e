import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { addEditor, publishDocument, signIn } from "../../scripts/lib/editor-client";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { shippedDocuments } from "../support/site-content";

/**
 * A page removed in the site editor never becomes a silent 404 (docs/product.md, "Site editor"): 410
 * Gone, or 301 where an editor chose a replacement; and a page other pages link to cannot be removed.
 * On a server of its own: removing an article would change the pages the other tests read.
 */
test.describe("removing pages in the site editor", () => {
  let server: RunningServer;
  let cookie: string;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer({ env: { DATABASE_URL: "" } });
    const account = { email: "remover@example.com", password: "remover editor password" };
    await addEditor(account, { DATA_DIR: server.dataDir, DATABASE_URL: "" });
    cookie = await signIn(server.url, account);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("a deleted article answers 410 and leaves the news list, the feed and the sitemap; moved to a replacement it answers 301; a linked guide cannot be deleted", async () => {
    test.setTimeout(300_000);
    const articles = shippedDocuments.news.newsItems.flatMap((item) => (item.kind === "article" ? [item.id] : []));
    const [kept, deleted] = [articles[0]!, articles.at(-1)!];
    expect((await fetch(`${server.url}/news/${deleted}`)).status).toBe(200);

    const news = { ...shippedDocuments.news, newsItems: shippedDocuments.news.newsItems.filter((item) => item.kind !== "article" || item.id !== deleted) };
    expect(await publishDocument(server.url, cookie, "news", news)).toBeUndefined();
    const gone = await fetch(`${server.url}/news/${deleted}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await gone.text()).toContain("<h1");
    const list = await (await fetch(`${server.url}/news`)).text();
    expect(list).not.toContain(`href="/news/${deleted}"`);
    expect(list).toContain(`href="/news/${kept}"`);
    expect(await (await fetch(`${server.url}/news/rss.xml`)).text()).not.toContain(`/news/${deleted}<`);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(`/news/${deleted}<`);

    // The editor sends its visitors to another article instead: the removed entry becomes a move.
    const moved = { moved: [{ from: `/news/${deleted}`, to: `/news/${kept}` }], removed: [] };
    expect(await publishDocument(server.url, cookie, "redirects", moved)).toBeUndefined();
    const redirect = await fetch(`${server.url}/news/${deleted}`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe(`/news/${kept}`);

    // A guide the docs overview links to cannot be deleted: the refusal names the linking page; nothing changes.
    const [guide] = Object.keys(shippedDocuments.docs.docsPages);
    const docs = {
      ...shippedDocuments.docs,
      docsPages: Object.fromEntries(Object.entries(shippedDocuments.docs.docsPages).filter(([slug]) => slug !== guide)),
    };
    const refusal = await publishDocument(server.url, cookie, "docs", docs);
    expect(refusal).toContain(`/docs/${guide} is linked from /docs`);
    expect((await fetch(`${server.url}/docs/${guide}`)).status).toBe(200);
  });

  test("the site's own addresses cannot be moved or removed, in any spelling; /admin stays reachable and never cached", async () => {
    const takeover = {
      moved: [
        { from: "/admin/login", to: "/about" },
        { from: "/news/../admin/team", to: "/about" },
      ],
      removed: [
        { path: "/admin", date: "2026-11-26" },
        { path: "//admin/content", date: "2026-11-26" },
        { path: "/sitemap.xml", date: "2026-11-26" },
      ],
    };
    const refusal = await publishDocument(server.url, cookie, "redirects", takeover);
    expect(refusal).toContain("/admin/login belongs to the site itself");
    expect(refusal).toContain("/news/../admin/team (read as /admin/team) belongs to the site itself");
    expect(refusal).toContain("/sitemap.xml belongs to the site itself");

    const signIn = await fetch(`${server.url}/admin/login`, { redirect: "manual" });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("cache-control")).toBe("no-store");
    for (const spelling of ["/admin/login/", "/Admin/Login"]) {
      const canonical = await fetch(`${server.url}${spelling}`, { redirect: "manual" });
      expect(canonical.headers.get("location"), spelling).toBe("/admin/login");
      expect(canonical.headers.get("cache-control"), spelling).toBe("no-store");
    }
    expect((await fetch(`${server.url}/sitemap.xml`)).status).toBe(200);
  });
});
