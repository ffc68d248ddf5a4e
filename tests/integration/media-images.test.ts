import http from "node:http";
import type { AddressInfo } from "node:net";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminServices } from "../../app/lib/contracts/admin-services.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as mediaRoute from "../../app/routes/admin/media.tsx";
import { createApp } from "../../server/app.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import type { Database } from "../../server/db/database.ts";
import { sql } from "../../server/db/drizzle.ts";
import { auditEvents, contentDrafts, contentVersions, mediaImages, mediaVariants } from "../../server/db/schema.ts";
import { runHousekeeping } from "../../server/housekeeping.ts";
import type { Logger } from "../../server/logger.ts";
import { createMediaServices, unusedImageGraceHours } from "../../server/media/media-services.ts";
import { createConversionGate } from "../../server/media/conversion-gate.ts";
import { checkImage } from "../../server/media/image-check.ts";
import { convertImage } from "../../server/media/image-convert.ts";
import { removeUnusedImages } from "../../server/media/media-store.ts";
import { jpegZipPolyglot, svgImage } from "../support/image-fixtures.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const hour = 60 * 60 * 1000;
/** A budget no test here comes near, and a gate of the test's own (the process's one is for the server). */
const roomy = { storageLimitBytes: 1024 ** 3, conversions: createConversionGate({ atOnce: 1, waiting: 10, retryAfterSeconds: 10 }) };

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
    const app = createApp({
      config: { applicationRateLimit: 5, trustProxy: false, buildDir: "unused" },
      logger: quiet,
      database,
      store: createApplicationStore(database.db),
    });
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
    const media = createMediaServices(database.db, "ed@example.com", roomy);
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
    for (const unknown of [
      `/media/${image.hash}-1440.webp`,
      `/media/${image.hash}-960.png`,
      `/media/${"0".repeat(32)}-960.webp`,
      `/media/${image.hash}-960.WEBP`,
      "/media/",
      "/media/x.webp",
    ]) {
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
    const media = createMediaServices(database.db, "ed@example.com", roomy);
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
      createMediaServices(database.db, "a@example.com", roomy).upload({ name: "a.jpg", bytes }, "First"),
      createMediaServices(database.db, "b@example.com", roomy).upload({ name: "b.jpg", bytes }, "Second"),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.image.hash).toBe(b.image.hash);
    expect(await database.db.select().from(mediaImages)).toHaveLength(1);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants)).toEqual([{ n: 2 }]);
  });

  it("finds a stored picture by its bytes' hash before decoding it, and refuses a file that is no image, even while the conversions are full", async () => {
    let conversions = 0;
    const counted = async (bytes: Uint8Array) => {
      conversions++;
      return convertImage(bytes, await checkImage(bytes));
    };
    const gate = createConversionGate({ atOnce: 1, waiting: 0, retryAfterSeconds: 10 });
    const media = createMediaServices(database.db, "ed@example.com", { storageLimitBytes: 1024 ** 3, conversions: gate, convert: counted });
    const bytes = await photo(30, 600, 400);
    const first = await media.upload({ name: "first.jpg", bytes }, "First");
    expect(first).toMatchObject({ ok: true, created: true });
    expect(conversions).toBe(1);

    // Another upload holds the one place, and nothing may wait: a new picture is turned away, the stored one is not.
    let release = () => {};
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await media.upload({ name: "new.jpg", bytes: await photo(31, 600, 400) }, "New")).toMatchObject({ ok: false, status: 503 });
    const again = await media.upload({ name: "again.jpg", bytes }, "Again");
    // What is refused by its size or first bytes is refused at once too, taking no turn.
    expect(await media.upload({ name: "logo.svg", bytes: svgImage }, "Logo")).toMatchObject({ ok: false, status: 415 });
    release();
    await holding;
    expect(again).toMatchObject({ ok: true, created: false, image: { originalName: "first.jpg", alt: "First" } });
    expect(conversions).toBe(1);
    expect(await database.db.select().from(mediaImages)).toHaveLength(1);
  });

  it("converts uploads arriving together one at a time; past the waiting line one is refused with 503 and when to retry", async () => {
    const gate = createConversionGate({ atOnce: 1, waiting: 2, retryAfterSeconds: 7 });
    let running = 0;
    let most = 0;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const counted = async (bytes: Uint8Array) => {
      running++;
      most = Math.max(most, running);
      try {
        await opened;
        return await convertImage(bytes, await checkImage(bytes));
      } finally {
        running--;
      }
    };
    const media = createMediaServices(database.db, "ed@example.com", { storageLimitBytes: 1024 ** 3, conversions: gate, convert: counted });
    const photos = await Promise.all([40, 41, 42, 43, 44].map((seed) => photo(seed, 640, 400)));
    const answers = photos.map((bytes, i) => media.upload({ name: `${i}.jpg`, bytes }, `Picture ${i}`));
    // One converting (held until the test opens), two waiting, two turned away at once.
    await vi.waitFor(() => expect([gate.running, gate.waiting]).toEqual([1, 2]));
    open();
    const results = await Promise.all(answers);
    expect(most).toBe(1);
    expect(results.filter((result) => result.ok && result.created)).toHaveLength(3);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(2);
    for (const result of refused) {
      expect(result).toMatchObject({ ok: false, field: "file", status: 503, retryAfterSeconds: 7, error: expect.stringMatching(/Try again in a few seconds/) });
    }
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
    expect(await database.db.select().from(mediaImages)).toHaveLength(3);
  });

  it("the media page answers a turned-away upload with 503 and Retry-After, keeping the alt text typed", async () => {
    const gate = createConversionGate({ atOnce: 1, waiting: 0, retryAfterSeconds: 12 });
    const media = createMediaServices(database.db, "ed@example.com", { storageLimitBytes: 1024 ** 3, conversions: gate });
    const context = new RouterContextProvider();
    context.set(requestServicesContext, {
      nonce: "n",
      receiveApplication: () => Promise.reject(new Error("unused")),
      admin: { viewer: { email: "ed@example.com", csrfToken: "t", roles: ["editor"] }, media } as unknown as AdminServices,
      adminForm: new URLSearchParams({ intent: "upload", alt: "A harbour" }),
      adminFiles: new Map([["file", { name: "harbour.jpg", bytes: await photo(70, 500, 300) }]]),
    });
    let release = () => {};
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const answer = (await mediaRoute.action({
      context,
      request: new Request("http://localhost/admin/media", { method: "POST" }),
      params: {},
    } as never)) as unknown as {
      data: { field: string; error: string; alt: string };
      init: ResponseInit;
    };
    release();
    await holding;
    expect(answer.init.status).toBe(503);
    expect(new Headers(answer.init.headers).get("retry-after")).toBe("12");
    expect(answer.data).toMatchObject({ field: "file", alt: "A harbour", error: expect.stringMatching(/Try again in a few seconds/) });
    expect(await database.db.select().from(mediaImages)).toHaveLength(0);
  });

  it("refuses, with what is used and what is left to do, an upload past the storage budget, even two at once", async () => {
    const [small, large, other] = await Promise.all([photo(50, 500, 300), photo(51, 1000, 640), photo(52, 1000, 640)]);
    const sizeOf = async (bytes: Buffer) => (await convertImage(bytes, await checkImage(bytes))).variants.reduce((sum, v) => sum + v.bytes.length, 0);
    const [smallBytes, largeBytes, otherBytes] = await Promise.all([small, large, other].map(sizeOf));
    let conversions = 0;
    const counted = async (bytes: Uint8Array) => {
      conversions++;
      return convertImage(bytes, await checkImage(bytes));
    };
    // Room for the small picture and one of the two large ones, not both.
    const limit = smallBytes! + Math.max(largeBytes!, otherBytes!) + 1;
    const media = createMediaServices(database.db, "ed@example.com", { ...roomy, storageLimitBytes: limit, convert: counted });
    expect(await media.storage()).toEqual({ usedBytes: 0, limitBytes: limit });
    expect(await media.upload({ name: "small.jpg", bytes: small! }, "Small")).toMatchObject({ ok: true, created: true });
    expect(await media.storage()).toEqual({ usedBytes: smallBytes, limitBytes: limit });

    // Both converted before either is stored, so the two weigh themselves against the budget together.
    let converted = 0;
    let bothConverted = () => {};
    const together = new Promise<void>((resolve) => (bothConverted = resolve));
    const atOnce = createMediaServices(database.db, "ed@example.com", {
      storageLimitBytes: limit,
      conversions: createConversionGate({ atOnce: 2, waiting: 0, retryAfterSeconds: 10 }),
      convert: async (bytes) => {
        const result = await counted(bytes);
        if (++converted === 2) bothConverted();
        await together;
        return result;
      },
    });
    const both = await Promise.all([
      atOnce.upload({ name: "large.jpg", bytes: large! }, "Large"),
      atOnce.upload({ name: "other.jpg", bytes: other! }, "Other"),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    const refusal = both.find((result) => !result.ok);
    expect(refusal).toMatchObject({ ok: false, field: "file", status: 413 });
    expect(refusal && !refusal.ok && refusal.error).toMatch(
      /^Image storage is full: [\d.]+ MB of [\d.]+ MB used; this picture's files need [\d.]+ MB\. Remove images no content uses/,
    );
    const { usedBytes } = await media.storage();
    expect(usedBytes).toBeLessThanOrEqual(limit);
    expect(await database.db.select().from(mediaImages)).toHaveLength(2);

    // Once the budget is spent a new picture is refused before it is decoded.
    const full = createMediaServices(database.db, "ed@example.com", { storageLimitBytes: usedBytes, convert: counted });
    const before = conversions;
    expect(await full.upload({ name: "more.jpg", bytes: await photo(53, 500, 300) }, "More")).toMatchObject({
      ok: false,
      status: 413,
      error: expect.stringMatching(/^Image storage is full/),
    });
    expect(conversions).toBe(before);
    expect(await database.db.select().from(auditEvents).where(sql`${auditEvents.action} = 'media.upload'`)).toHaveLength(2);
  });

  it("keeps an uploaded file's name without bidi or control characters", async () => {
    const media = createMediaServices(database.db, "ed@example.com", roomy);
    const result = await media.upload({ name: "report\u202Egnp.exe.png\u0007", bytes: await photo(60, 500, 300) }, "Report");
    expect(result).toMatchObject({ ok: true, image: { originalName: "reportgnp.exe.png" } });
    expect((await database.db.select({ details: auditEvents.details }).from(auditEvents))[0]?.details).toMatchObject({ name: "reportgnp.exe.png" });
  });

  it("removes, after the grace period, the images no published content uses; keeps used ones and drafts'", async () => {
    const media = createMediaServices(database.db, "ed@example.com", roomy);
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
    await database.db
      .insert(contentDrafts)
      .values({ documentId: "blog", data: { cover: drafted.asset.src }, revision: 1, baseVersion: 0, updatedBy: "ed@example.com" });

    const usage = new Map((await media.list()).map((image) => [image.hash, image.usedBy]));
    expect(usage.get(published.hash)).toEqual(["news"]);
    expect(usage.get(drafted.hash)).toEqual(["blog (draft)"]);
    expect(usage.get(unused.hash)).toEqual([]);

    // Used: an editor cannot remove it.
    expect(await media.remove(published.hash)).toMatchObject({ ok: false });

    // Within the grace period nothing goes.
    expect(await removeUnusedImages(database.db, [published.asset.src], 72, new Date(Date.now() + 71 * hour))).toEqual([]);
    // Past it, what the used set does not name goes (the caller's set: here only the published src).
    expect((await removeUnusedImages(database.db, [published.asset.src], 72, new Date(Date.now() + 73 * hour))).sort()).toEqual(
      [drafted.hash, unused.hash].sort(),
    );
    expect((await database.db.select({ hash: mediaImages.contentHash }).from(mediaImages)).map((row) => row.hash)).toEqual([published.hash]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(mediaVariants)).toEqual([{ n: 2 }]);
    expect((await fetch(`${base}/media/${unused.hash}-480.webp`)).status).toBe(404);
    const deletions = await database.db.select().from(auditEvents).where(sql`${auditEvents.action} = 'media.delete'`);
    expect(deletions.map((entry) => entry.actor)).toEqual(["system", "system"]);
  });

  it("housekeeping keeps what published documents and drafts use, removes the rest past the grace period", async () => {
    const media = createMediaServices(database.db, "ed@example.com", roomy);
    const kept = await media.upload({ name: "kept.jpg", bytes: await photo(20, 500, 300) }, "Kept");
    const draft = await media.upload({ name: "draft.jpg", bytes: await photo(21, 500, 300) }, "Draft");
    const gone = await media.upload({ name: "gone.jpg", bytes: await photo(22, 500, 300) }, "Gone");
    if (!kept.ok || !draft.ok || !gone.ok) throw new Error("upload refused");
    await database.db.insert(contentVersions).values({
      documentId: "founder",
      version: 1,
      data: { portrait: { src: kept.image.asset.src } },
      author: "ed@example.com",
      summary: "portrait",
      source: "publish",
    });
    await database.db
      .insert(contentDrafts)
      .values({ documentId: "news", data: { cover: draft.image.asset.src }, revision: 1, baseVersion: 0, updatedBy: "ed@example.com" });
    await runHousekeeping(database.db, quiet, new Date(Date.now() + (unusedImageGraceHours + 1) * hour));
    const left = (await database.db.select({ hash: mediaImages.contentHash }).from(mediaImages)).map((row) => row.hash).sort();
    expect(left).toEqual([kept.image.hash, draft.image.hash].sort());

    // An editor removes an unused one at once.
    await database.db.delete(contentDrafts);
    expect(await media.remove(draft.image.hash)).toEqual({ ok: true });
    expect(await media.remove(draft.image.hash)).toMatchObject({ ok: false });
  });
});
