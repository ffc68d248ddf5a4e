import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shippedDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import { createLiveContent, type LiveContent, type SiteRenderer } from "../../server/content/live-content.ts";
import { readRender, storeRender, type RenderDelta } from "../../server/content/render-store.ts";
import { publishVersions, type NewVersion } from "../../server/content/store.ts";
import { sql } from "../../server/db/drizzle.ts";
import { siteRenderFiles, siteRenders } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

function withPrice(price: string): ContentDocuments["services"] {
  const data = structuredClone(shippedDocuments.services);
  data.serviceDetails.web.pricing = price;
  return data;
}
const priceOf = (documents: ContentDocuments | undefined) => documents?.services.serviceDetails.web.pricing;

/** A render stored as one file of the documents' JSON, as the fake renderer below stores it. */
const deltaOf = (text: string): RenderDelta => ({ files: [{ path: "site.json", body: Buffer.from(text) }], removed: [], pageKeys: {}, imageKeys: {} });
const textOf = (delta: RenderDelta | undefined) => delta?.files[0]?.body.toString("utf8");
const storedPrice = (delta: RenderDelta | undefined) => priceOf(JSON.parse(textOf(delta)!) as ContentDocuments);
const publishing = (price: string, extra: Partial<Omit<NewVersion, "documentId">> = {}) => ({
  documentId: "services" as const,
  data: withPrice(price),
  summary: "price",
  source: "publish" as const,
  actor: "ed@example.com",
  ...extra,
});

/** A renderer whose "site" is the documents; it stores a render as their JSON, and counts what it renders and reads. */
function storingRenderer(buildId: string) {
  const fake = {
    rendered: 0,
    read: 0,
    served: [] as ContentDocuments[],
    finish: [] as ((site: ContentDocuments) => void)[],
    renderer: {
      buildId,
      async render(documents) {
        fake.rendered++;
        return documents;
      },
      serve(site, finished) {
        fake.served.push(site);
        if (finished) fake.finish.push(finished);
      },
      stored: (site) => deltaOf(JSON.stringify(site)),
      fromStored(delta) {
        fake.read++;
        return JSON.parse(textOf(delta)!) as ContentDocuments;
      },
    } satisfies SiteRenderer<ContentDocuments>,
  };
  return fake;
}

describe.each(testDatabases(quiet, "vesper-renders-"))("renders shared through the database on $name", (driver) => {
  const opened = useTestDatabase(driver, "content_versions, content_drafts, audit_events, site_renders, site_render_files");
  const started: LiveContent[] = [];
  afterEach(() => {
    for (const live of started.splice(0)) live.stop();
  });
  const live = (renderer: SiteRenderer<ContentDocuments>) => {
    const instance = createLiveContent({ db: opened.database.db, renderer, logger: quiet, pollMs: 60_000 });
    started.push(instance);
    return instance;
  };

  it("a publish stores its render with its version; a server of the same build serves it without rendering, another build renders", async () => {
    const [a, b, other] = [storingRenderer("build-1"), storingRenderer("build-1"), storingRenderer("build-2")];
    const [liveA, liveB, liveOther] = [live(a.renderer), live(b.renderer), live(other.renderer)];
    await liveA.publish([publishing("From $6,500", { opened: { revision: 0, version: 0 } })]);
    expect(a.rendered).toBe(1);
    expect(storedPrice(await readRender(opened.database.db, "build-1", 1))).toBe("From $6,500");

    expect(await liveB.refresh()).toBe(true);
    expect([b.rendered, b.read]).toEqual([0, 1]);
    expect(priceOf(b.served.at(-1))).toBe("From $6,500");
    expect(priceOf(liveB.documents())).toBe("From $6,500");

    // Another build never takes this one's render: it renders, and stores its own for its peers.
    expect(await liveOther.refresh()).toBe(true);
    expect([other.rendered, other.read]).toEqual([1, 0]);
    expect(await readRender(opened.database.db, "build-2", 1)).toBeDefined();

    // A server starting later serves the stored render before its first answer.
    const late = storingRenderer("build-1");
    await live(late.renderer).start();
    expect([late.rendered, late.read]).toEqual([0, 1]);
    expect(priceOf(late.served.at(-1))).toBe("From $6,500");
  });

  it("the final compression of a publish replaces its stored render", async () => {
    const a = storingRenderer("build-1");
    await live(a.renderer).publish([publishing("From $6,500")]);
    expect(a.finish).toHaveLength(1);
    a.finish[0]!(withPriceDocuments("From $6,500 (final)"));
    await expect.poll(async () => storedPrice(await readRender(opened.database.db, "build-1", 1))).toBe("From $6,500 (final)");
  });

  it("publishes from two servers at once take turns; a render that missed the other's version is not stored as the newest", async () => {
    const [a, b] = [storingRenderer("build-1"), storingRenderer("build-1")];
    const [liveA, liveB] = [live(a.renderer), live(b.renderer)];
    const legal = structuredClone(shippedDocuments["legal/privacy"]);
    await Promise.all([
      liveA.publish([publishing("From $6,500")]),
      liveB.publish([{ documentId: "legal/privacy", data: legal, summary: "date", source: "publish", actor: "ed@example.com" }]),
    ]);
    // The second publisher's render missed the first's version, so it was not stored as version 2; the
    // second server then served the database's whole state and stored that render.
    const stored = await readRender(opened.database.db, "build-1", 2);
    expect(storedPrice(stored)).toBe("From $6,500");
    expect(a.rendered + b.rendered).toBe(3);
    // Both servers end on the database's whole state: the one whose publish took its turn second has
    // it at once (whichever won the lock), the other on its next poll.
    await Promise.all([liveA.refresh(), liveB.refresh()]);
    expect(priceOf(liveA.documents())).toBe("From $6,500");
    expect(priceOf(liveB.documents())).toBe("From $6,500");
    const newer = storingRenderer("build-1");
    await live(newer.renderer).start();
    expect(priceOf(newer.served.at(-1))).toBe("From $6,500");
  });

  it("keeps the newest three renders per build", async () => {
    for (let version = 1; version <= 5; version++) await storeRender(opened.database.db, "build-1", version, deltaOf(`v${version}`));
    await storeRender(opened.database.db, "build-2", 1, deltaOf("other"));
    const rows = await opened.database.db
      .select({ buildId: siteRenders.buildId, version: siteRenders.contentVersion })
      .from(siteRenders)
      .orderBy(siteRenders.buildId, siteRenders.contentVersion);
    expect(rows.map((row) => `${row.buildId}:${row.version}`)).toEqual(["build-1:3", "build-1:4", "build-1:5", "build-2:1"]);
  });

  it("stores each file once per build, in statements of about a megabyte, and drops the files no kept render lists", { timeout: 180_000 }, async () => {
    const db = opened.database.db;
    // A site larger than one statement takes: 60 pages of 100 KB, each with its compressed versions.
    const page = (index: number, text: string) => ({
      path: `news/${index}/index.html`,
      body: Buffer.alloc(100_000, `${index} ${text}`),
      br: Buffer.from(`br-${text}`),
      gzip: Buffer.from(`gz-${text}`),
      brotliQuality: 5,
    });
    const site = (changed: number, text: string): RenderDelta => ({
      files: Array.from({ length: 60 }, (_, index) => page(index, index < changed ? text : "a")),
      removed: ["about/index.html"],
      pageKeys: { "news/0/index.html": text },
      imageKeys: { "/og/home.png": "key" },
    });
    const query = vi.spyOn(pg.Client.prototype, "query");
    try {
      await storeRender(db, "build-1", 1, site(0, "a"));
      // Each later render changes one more page than the one before.
      for (let version = 2; version <= 5; version++) await storeRender(db, "build-1", version, site(version - 1, String.fromCharCode(96 + version)));
      const largest = Math.max(
        ...query.mock.calls.map(
          (call) =>
            JSON.stringify(call, (_, value: unknown) =>
              value && typeof value === "object" && (value as { type?: string }).type === "Buffer"
                ? "x".repeat((value as { data: number[] }).data.length)
                : value,
            ).length,
        ),
      );
      // About a megabyte (render-store.ts batchBytes): what one statement holds is what a store adds to the server's memory.
      expect(largest).toBeLessThan(1.25 * 1024 * 1024);
    } finally {
      query.mockRestore();
    }
    // Kept: versions 3 to 5. Their files: the 60 pages of "a" less the changed ones, and 2 + 3 + 4 changed pages.
    const { rows } = (await db.execute(sql`select count(*)::int as files from site_render_files where build_id = 'build-1'`)) as unknown as {
      rows: { files: number }[];
    };
    expect(rows[0]!.files).toBe(58 + 2 + 3 + 4);
    const read = await readRender(db, "build-1", 5);
    expect(read).toEqual(site(4, "e"));
    expect(await readRender(db, "build-1", 2)).toBeUndefined();
  });

  it("a stored render missing a file is rendered again rather than served", async () => {
    const a = storingRenderer("build-1");
    await live(a.renderer).publish([publishing("From $6,500")]);
    await opened.database.db.delete(siteRenderFiles);
    const late = storingRenderer("build-1");
    await live(late.renderer).start();
    expect([late.rendered, late.read]).toEqual([1, 0]);
    expect(priceOf(late.served.at(-1))).toBe("From $6,500");
  });

  it("publishVersions stores a render only when it was made from the newest content", async () => {
    await publishVersions(opened.database.db, [publishing("A")]);
    const stale = { buildId: "build-1", basedOn: 0, delta: deltaOf("stale") };
    await publishVersions(opened.database.db, [publishing("B")], stale);
    expect(stale).not.toHaveProperty("storedAs");
    expect(await readRender(opened.database.db, "build-1", 2)).toBeUndefined();
    const fresh = { buildId: "build-1", basedOn: 2, delta: deltaOf("fresh") } as { buildId: string; basedOn: number; delta: RenderDelta; storedAs?: number };
    await publishVersions(opened.database.db, [publishing("C")], fresh);
    expect(fresh.storedAs).toBe(3);
    expect(textOf(await readRender(opened.database.db, "build-1", 3))).toBe("fresh");
  });
});

function withPriceDocuments(price: string): ContentDocuments {
  return { ...shippedDocuments, services: withPrice(price) };
}
