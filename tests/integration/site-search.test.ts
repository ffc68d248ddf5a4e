import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/documents.ts";
import { siteCard, type PageCard } from "../../app/lib/pages/page-cards.ts";
import { createLiveContent, type LiveContent } from "../../server/content/live-content.ts";
import { createSiteRenderer } from "../../server/content/site-renderer.ts";
import { sql } from "../../server/db/drizzle.ts";
import type { Logger } from "../../server/logger.ts";
import { loadRenderedSite, renderSite, writeRenderedSite } from "../../server/render/render-site.ts";
import { maxMissedQueriesPerDay, recordMissedSearch, topMissedSearches } from "../../server/search/search-misses.ts";
import { searchSite } from "../../server/search/site-search.ts";
import { createSiteHolder } from "../../server/static-site.ts";
import { fixtureServerBuild, writeFixtureClientDir } from "../unit/render/server-build-fixture.tsx";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const build = fixtureServerBuild();
// The fixture's page shows the web service's price (tests/unit/render/server-build-fixture.tsx).
const paths = ["/page", "/join", "/feed.xml"];
const cards: PageCard[] = [{ ...siteCard, path: "/page", title: "Page", image: { ...siteCard.image, src: "/social/page.png" } }];
let buildDir: string;

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-search-"));
  writeFixtureClientDir(path.join(buildDir, "client"));
  const built = await renderSite({
    build,
    clientDir: path.join(buildDir, "client"),
    paths,
    cards,
    context: () => new RouterContextProvider(),
    concurrency: 1,
  });
  writeRenderedSite(buildDir, built);
});

afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

const withPrice = (price: string) => {
  const services = structuredClone(shippedDocuments.services);
  services.serviceDetails.web.pricing = price;
  return services;
};

describe.each(testDatabases(quiet, "vesper-search-"))("site search on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events, site_renders, site_render_files, search_misses");
  const started: LiveContent[] = [];
  afterEach(() => {
    for (const live of started.splice(0)) live.stop();
  });

  /** A server of the fixture's build: its holder, and its live content with the publish's own renderer. */
  const server = () => {
    const holder = createSiteHolder(loadRenderedSite(buildDir).site);
    const renderer = createSiteRenderer({ build, buildDir, holder, logger: quiet, planOf: () => ({ paths, cards }) });
    const live = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    started.push(live);
    return { holder, live };
  };
  const found = (holder: ReturnType<typeof server>["holder"], query: string) => searchSite(holder.current(), query).results.map((result) => result.url);

  it("a publish on one server changes the index another server searches, with the pages", async () => {
    const [a, b] = [server(), server()];
    expect(found(b.holder, "quasar")).toEqual([]);
    await a.live.publish([
      {
        documentId: "services",
        data: withPrice("From $7,777 on the Quasar plan"),
        summary: "price",
        source: "publish",
        actor: "ed@example.com",
        opened: { revision: 0, version: 0 },
      },
    ]);
    expect(found(a.holder, "quasar")).toEqual(["/page"]);
    expect(await b.live.refresh()).toBe(true);
    expect(found(b.holder, "quasar")).toEqual(["/page"]);
    expect(found(b.holder, "7,777")).toEqual(["/page"]);
    // The compact index the browser loads is the same render's.
    expect(b.holder.current().files.get("/search-index.json")?.identity.body.toString()).toContain("quasar");
    expect(b.holder.current().pages.get("/page")?.identity.body.toString()).toContain("Quasar");
  });

  it("counts a search that found nothing per day and cleaned query, most asked first, over the days asked for", async () => {
    const { db } = opened.database;
    const today = new Date("2026-03-10T12:00:00Z");
    await Promise.all([recordMissedSearch(db, "Zeppelin", today), recordMissedSearch(db, "zeppelin", today), recordMissedSearch(db, "ZEPPELIN", today)]);
    await recordMissedSearch(db, "blimp", today);
    await recordMissedSearch(db, "blimp", new Date("2026-03-01T12:00:00Z"));
    await recordMissedSearch(db, "blimp", new Date("2026-03-01T13:00:00Z"));
    await recordMissedSearch(db, "old", new Date("2026-01-01T12:00:00Z"));
    expect(await topMissedSearches(db, 30, 50, today)).toEqual([
      { query: "blimp", count: 3, lastDay: "2026-03-10" },
      { query: "zeppelin", count: 3, lastDay: "2026-03-10" },
    ]);
    expect(await topMissedSearches(db, 1, 50, today)).toEqual([
      { query: "zeppelin", count: 3, lastDay: "2026-03-10" },
      { query: "blimp", count: 1, lastDay: "2026-03-10" },
    ]);
  });

  it("keeps no query that looks like a person's contact details", async () => {
    const { db } = opened.database;
    await recordMissedSearch(db, "ann@example.com");
    await recordMissedSearch(db, "call +1 (555) 123-4567");
    expect(await topMissedSearches(db, 1)).toEqual([]);
  });

  it("adds no new query past the day's limit, even asked in parallel, and still counts those it has", async () => {
    const { db } = opened.database;
    const day = new Date("2026-03-10T12:00:00Z");
    await db.execute(
      // The day filled to one below its limit in one statement.
      sql.raw(
        `insert into search_misses (day, query, count) select '2026-03-10', 'filler ' || n, 1 from generate_series(1, ${maxMissedQueriesPerDay - 1}) as n`,
      ),
    );
    await Promise.all(Array.from({ length: 8 }, (_, n) => recordMissedSearch(db, `new query ${n}`, day)));
    await recordMissedSearch(db, "filler 1", day);
    const rows = await topMissedSearches(db, 1, 5000, day);
    expect(rows.length).toBeGreaterThanOrEqual(maxMissedQueriesPerDay);
    expect(rows.length).toBeLessThan(maxMissedQueriesPerDay + 8);
    expect(rows.find((row) => row.query === "filler 1")?.count).toBe(2);
  });
});
