import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import type { Database } from "../../server/db/database.ts";
import { sql } from "../../server/db/drizzle.ts";
import { auditEvents, contentDrafts, contentVersions, mediaImages, mediaVariants } from "../../server/db/schema.ts";
import { runHousekeeping } from "../../server/housekeeping.ts";
import type { Logger } from "../../server/logger.ts";
import { createMediaServices, unusedImageGraceHours } from "../../server/media/media-services.ts";
import { removeUnusedImages } from "../../server/media/media-store.ts";
import { jpegZipPolyglot, svgImage } from "../support/image-fixtures.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const hour = 60 * 60 * 1000;

/** A small photo-like JPEG; `seed` changes its bytes (and so its hash). */
function photo(seed: number, width = 1000, height = 640): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: 100, b: 150 }, noise: { type: "gaussian", mean: 120, sigma: 12 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe.each(testDatabases(quiet, "vesper-media-"))("uploaded images on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
    const app = createApp({ config: { applicationRateLimit: 5, trustProxy: false, buildDir: "unused" }, logger: quiet, database, store: createApplicationStore(database.db) });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    cleanup?.();
  });
  beforeEach(async () => {
    await database.db.execute(sql`truncate table media_images, media_variants, content_versions, content_drafts, audit_events restart identity cascade`);
  });

  it("stores an upload's variants, audits it, and serves each as an immutable image only", async () => {
    const media = createMediaServices(database.db, "ed@example.com");
    const result = await media.upload({ name: "harbour.jpg", bytes: await photo(1) }, "  The harbour at dusk  ");
    if (!result.ok) throw new Error(result.error);
    const { image } = result;
    expect(image).toMatchObject({ originalName: "harbour.jpg", alt: "The harbour at dusk", width: 1000, height: 640, usedBy: [] });
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual(["avif 480x307", "webp 480x307", "avif 960x614", "webp 960x614"]);
    expect(image.asset).toEqual({ src: `/media/${image.hash}-960.webp`, alt: "The harbour at dusk", width: 960, height: 614 });

    const audit = await database.db.select().from(auditEvents);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "ed@example.com", action: "media.upload", subject: `media:${image.hash}` });

    for (const variant of image.variants) {
      const res = await fetch(`${base}${variant.path}`);
      expect(res.status, variant.path).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe("inline");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBe(variant.byteLength);
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
      // Served again from memory: the same bytes.
      expect(Buffer.from(await (await fetch(`${base}${variant.path}`)).arrayBuffer()).equals(bytes)).toBe(true);
    }
    const head = await fetch(`${base}${image.asset.src}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);

    // No such width, format, image or spelling.
    for (const unknown of [`/media/${image.hash}-1440.webp`, `/media/${image.hash}-960.png`, `/media/${"0".repeat(32)}-960.webp`, `/media/${image.hash}-960.WEBP`, "/media/", "/media/x.webp"]) {
      expect((await fetch(`${base}${unknown}`)).status, unknown).toBe(404);
    }
  });

  it("the upload's address takes only multipart bodies, of at most 12 MB, before anything reads them", async () => {
    const urlencoded = await fetch(`${base}/admin/media`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "alt=x" });
    expect(urlencoded.status).toBe(415);
    const body = Buffer.alloc(12 * 1024 * 1024 + 1, 1);
    const answers = await Promise.all(
      [0, 1, 2].map(() => fetch(`${base}/admin/media`, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body })),
    );
    expect(answers.map((res) => res.status)).toEqual([413, 413, 413]);
    expect(await answers[0]?.text()).toMatch(/larger than 12 MB/);
    expect(await database.db.select().from(mediaImages)).toHaveLength(0);
  });

  it("refuses hostile or incomplete uploads and stores nothing", async () => {
    const media = createMediaServices(database.db, "ed@example.com");
    const svg = await media.upload({ name: "logo.svg", bytes: svgImage }, "Logo");
    expect(svg).toMatchObject({ ok: false, field: "file", status: 415 });
    const polyglot = await media.upload({ name: "photo.jpg", bytes: await jpegZipPolyglot() }, "A photo");
    expect(polyglot).toMatchObject({ ok: false, field: "file", status: 422 });
    const noAlt = await media.upload({ name: "photo.jpg", bytes: await photo(2) }, "   ");
    expect(noAlt).toMatchObject({ ok: false, field: "alt", status: 400 });
    const noFile = await media.upload(null, "Something");
    expect(noFile).toMatchObject({ ok: false, field: "file", status: 400 });
    expect(await database.db.select().from(mediaImages)).toHaveLength(0);
    expect(await database.db.select().from(mediaVariants)).toHaveLength(0);
    expect(await database.db.select().from(auditEvents)).toHaveLength(0);
  });

  it("the same picture uploaded twice at once is one image", async () => {
    const bytes = await photo(3, 600, 400);
    const [a, b] = await Promise.all([
      createMediaServices(database.db, "a@example.com").upload({ name: "a.jpg", bytes }, "First"),
      createMediaServices(database.db, "b@example.com").upload({ name: "b.jpg", bytes }, "Second"),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.image.hash).toBe(b.image.hash);
    expect(await database.db.select().from(mediaImages)).toHaveLength(1);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants)).toEqual([{ n: 2 }]);
  });

  it("removes, after the grace period, the images no published content uses; keeps used ones and drafts'", async () => {
    const media = createMediaServices(database.db, "ed@example.com");
    const upload = async (seed: number) => {
      const result = await media.upload({ name: `${seed}.jpg`, bytes: await photo(seed, 500, 300) }, `Picture ${seed}`);
      if (!result.ok) throw new Error(result.error);
      return result.image;
    };
    const [published, drafted, unused] = [await upload(10), await upload(11), await upload(12)];
    await database.db.insert(contentVersions).values({
      documentId: "news",
      version: 1,
      data: { articles: [{ cover: { src: published.asset.src, alt: "x", width: 480, height: 288 } }] },
      author: "ed@example.com",
      summary: "cover",
      source: "publish",
    });
    await database.db.insert(contentDrafts).values({ documentId: "blog", data: { cover: drafted.asset.src }, revision: 1, baseVersion: 0, updatedBy: "ed@example.com" });

    const usage = new Map((await media.list()).map((image) => [image.hash, image.usedBy]));
    expect(usage.get(published.hash)).toEqual(["news"]);
    expect(usage.get(drafted.hash)).toEqual(["blog (draft)"]);
    expect(usage.get(unused.hash)).toEqual([]);

    // Used: an editor cannot remove it.
    expect(await media.remove(published.hash)).toMatchObject({ ok: false });

    // Within the grace period nothing goes.
    expect(await removeUnusedImages(database.db, [published.asset.src], 72, new Date(Date.now() + 71 * hour))).toEqual([]);
    // Past it, what the used set does not name goes (the caller's set: here only the published src).
    expect((await removeUnusedImages(database.db, [published.asset.src], 72, new Date(Date.now() + 73 * hour))).sort()).toEqual([drafted.hash, unused.hash].sort());
    expect((await database.db.select({ hash: mediaImages.contentHash }).from(mediaImages)).map((row) => row.hash)).toEqual([published.hash]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants)).toEqual([{ n: 2 }]);
    expect((await fetch(`${base}/media/${unused.hash}-480.webp`)).status).toBe(404);
    const deletions = await database.db.select().from(auditEvents).where(sql`${auditEvents.action} = 'media.delete'`);
    expect(deletions.map((entry) => entry.actor)).toEqual(["system", "system"]);
  });

  it("housekeeping keeps what published documents and drafts use, removes the rest past the grace period", async () => {
    const media = createMediaServices(database.db, "ed@example.com");
    const kept = await media.upload({ name: "kept.jpg", bytes: await photo(20, 500, 300) }, "Kept");
    const draft = await media.upload({ name: "draft.jpg", bytes: await photo(21, 500, 300) }, "Draft");
    const gone = await media.upload({ name: "gone.jpg", bytes: await photo(22, 500, 300) }, "Gone");
    if (!kept.ok || !draft.ok || !gone.ok) throw new Error("upload refused");
    await database.db.insert(contentVersions).values({ documentId: "founder", version: 1, data: { portrait: { src: kept.image.asset.src } }, author: "ed@example.com", summary: "portrait", source: "publish" });
    await database.db.insert(contentDrafts).values({ documentId: "news", data: { cover: draft.image.asset.src }, revision: 1, baseVersion: 0, updatedBy: "ed@example.com" });
    await runHousekeeping(database.db, quiet, new Date(Date.now() + (unusedImageGraceHours + 1) * hour));
    const left = (await database.db.select({ hash: mediaImages.contentHash }).from(mediaImages)).map((row) => row.hash).sort();
    expect(left).toEqual([kept.image.hash, draft.image.hash].sort());

    // An editor removes an unused one at once.
    await database.db.delete(contentDrafts);
    expect(await media.remove(draft.image.hash)).toEqual({ ok: true });
    expect(await media.remove(draft.image.hash)).toMatchObject({ ok: false });
  });
});
