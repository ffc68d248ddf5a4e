import { describe, expect, it } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createLiveContent, PublishRefusedError, type SiteRenderer } from "../../server/content/live-content.ts";
import { readPublished, readVersions } from "../../server/content/store.ts";
import { sql } from "../../server/db/drizzle.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** Every "href" in a document, as the links of one page. */
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => (key === "href" && typeof inner === "string" ? [inner] : hrefsOf(inner)));
  return [];
}

/** A stand-in render: one page per document, linking to every address the document links to (as its Markdown and link fields would). */
function linkingRenderer() {
  const served: ContentDocuments[] = [];
  const renderer: SiteRenderer<ContentDocuments> = {
    async render(documents) {
      return documents;
    },
    serve(site) {
      served.push(site);
    },
    *pages(site) {
      for (const [id, data] of Object.entries(site))
        yield [
          `/page-of-${id}`,
          hrefsOf(data)
            .map((href) => `<a href="${href}">x</a>`)
            .join(""),
        ];
    },
  };
  return { renderer, served };
}

const actor = "ed@example.com";
const docsPageSlug = Object.keys(shippedDocuments.docs.docsPages)[1]!;
const articleIds = shippedDocuments.news.newsItems.flatMap((item) => (item.kind === "article" ? [item.id] : []));
const lastArticle = articleIds.at(-1)!;

describe.each(testDatabases(quiet, "vesper-removed-"))("removing pages on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events, site_renders, site_render_files");

  it("a publish that deletes an article records its address as removed (410), in the same publish, audited", async () => {
    const { renderer, served } = linkingRenderer();
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    const news = { ...shippedDocuments.news, newsItems: shippedDocuments.news.newsItems.filter((item) => item.kind !== "article" || item.id !== lastArticle) };
    const versions = await live.publish([{ documentId: "news", data: news, summary: "an article deleted", source: "publish", actor }]);
    expect(versions).toEqual(
      new Map([
        ["news", 1],
        ["redirects", 1],
      ]),
    );
    expect(served.at(-1)?.redirects.removed).toEqual([{ path: `/news/${lastArticle}`, date: new Date().toISOString().slice(0, 10) }]);
    expect((await readPublished(opened.database.db)).get("redirects")?.data).toEqual(served.at(-1)?.redirects);
    expect(await readVersions(opened.database.db, "redirects")).toEqual([
      expect.objectContaining({ version: 1, author: actor, summary: expect.stringContaining(`/news/${lastArticle}`) }),
    ]);
    const audit = await opened.database.db.execute(sql`select action, subject from audit_events order by id`);
    expect(JSON.stringify(audit)).toContain("content:redirects");
  });

  it("a page other pages link to cannot be removed: refused with the pages that link to it, nothing stored, nothing served", async () => {
    const { renderer, served } = linkingRenderer();
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    // The docs overview links to every guide: deleting one while the link stays is refused.
    expect(hrefsOf(shippedDocuments.docs)).toContain(`/docs/${docsPageSlug}`);
    const docs = {
      ...shippedDocuments.docs,
      docsPages: Object.fromEntries(Object.entries(shippedDocuments.docs.docsPages).filter(([slug]) => slug !== docsPageSlug)),
    };
    const refused = await live
      .publish([{ documentId: "docs", data: docs, summary: "a guide deleted", source: "publish", actor }])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishRefusedError);
    expect((refused as Error).message).toContain(`/docs/${docsPageSlug} is linked from /page-of-docs`);
    expect(served).toHaveLength(0);
    expect((await readPublished(opened.database.db)).size).toBe(0);

    // A move to a replacement is allowed: the old address answers 301 there.
    const moved = { moved: [{ from: `/docs/${docsPageSlug}`, to: "/docs" }], removed: [] };
    const withMove = await live.publish([
      { documentId: "docs", data: docs, summary: "a guide deleted", source: "publish", actor },
      { documentId: "redirects", data: moved, summary: "moved", source: "publish", actor },
    ]);
    expect(withMove).toEqual(
      new Map([
        ["docs", 1],
        ["redirects", 1],
      ]),
    );
    expect(served.at(-1)?.redirects).toEqual(moved);

    // And a move to an address that is not a page is refused beside its field.
    const broken = await live
      .publish([
        { documentId: "redirects", data: { moved: [{ from: "/old", to: "/no-such-page" }], removed: [] }, summary: "broken", source: "publish", actor },
      ])
      .catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(PublishRefusedError);
    expect((broken as PublishRefusedError).problems).toEqual([{ path: ["moved", 0, "to"], message: "not a page of this site" }]);
  });

  it("a renamed guide keeps its old address as a move to the new one", async () => {
    const { renderer, served } = linkingRenderer();
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    const docs = {
      ...shippedDocuments.docs,
      docsPages: Object.fromEntries(
        Object.entries(shippedDocuments.docs.docsPages).map(([slug, page]) =>
          slug === docsPageSlug ? [`${slug}-guide`, { ...page, slug: `${slug}-guide` }] : [slug, page],
        ),
      ),
    };
    expect(await live.publish([{ documentId: "docs", data: docs, summary: "a guide renamed", source: "publish", actor }])).toEqual(
      new Map([
        ["docs", 1],
        ["redirects", 1],
      ]),
    );
    expect(served.at(-1)?.redirects).toEqual({ moved: [{ from: `/docs/${docsPageSlug}`, to: `/docs/${docsPageSlug}-guide` }], removed: [] });
    expect(await readVersions(opened.database.db, "redirects")).toEqual([
      expect.objectContaining({ summary: expect.stringContaining("Recorded as moved (answered 301)") }),
    ]);
  });

  it("the site's own addresses cannot be moved or removed: a publish is refused beside each field, and a stored document listing them never takes effect", async () => {
    const { renderer, served } = linkingRenderer();
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    const takeover = {
      moved: [
        { from: "/admin/login", to: "/about" },
        { from: "/Admin/Team/", to: "/about" },
      ],
      removed: [
        { path: "/news/../admin", date: "2026-11-26" },
        { path: "//admin/content", date: "2026-11-26" },
      ],
    };
    const refused = await live
      .publish([{ documentId: "redirects", data: takeover, summary: "take /admin", source: "publish", actor }])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishRefusedError);
    const problems = (refused as PublishRefusedError).problems.filter((problem) => problem.message.includes("belongs to the site itself"));
    expect(problems.map((problem) => problem.path)).toEqual([
      ["moved", 0, "from"],
      ["moved", 1, "from"],
      ["removed", 0, "path"],
      ["removed", 1, "path"],
    ]);
    expect(served).toHaveLength(0);

    // Stored past the schema (written straight into the database): the site goes on without it.
    await opened.database.db.execute(
      sql`insert into content_versions (document_id, version, data, author, summary, source) values ('redirects', 1, ${JSON.stringify(takeover)}::jsonb, ${actor}, 'past the schema', 'import')`,
    );
    expect(await live.refresh()).toBe(true);
    expect(JSON.stringify(served.at(-1)?.redirects)).not.toContain("admin");
  });
});
