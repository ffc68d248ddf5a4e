import crypto from "node:crypto";
import { recordAudit } from "../audit/audit-log.ts";
import type { Db } from "../db/database.ts";
import { and, asc, eq, lt, sql } from "../db/drizzle.ts";
import { mediaImages, mediaVariants } from "../db/schema.ts";
import type { VariantFormat } from "./image-convert.ts";
import type { ConvertedImage } from "./image-convert.ts";
import { ImageRefusal, megabytes } from "./image-check.ts";

/**
 * The uploaded images and their converted files, in the database (tables media_images and
 * media_variants), so every instance serves every upload. A file's address names its image by the hash
 * of the uploaded bytes: `/media/<hash>-<width>.<avif|webp>`.
 */

export const mediaPathPattern = /^\/media\/([0-9a-f]{32})-([1-9][0-9]{0,4})\.(avif|webp)$/;

export function mediaPath(hash: string, width: number, format: VariantFormat): string {
  return `/media/${hash}-${width}.${format}`;
}

export function contentHash(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/**
 * The image hashes named by the `/media/…` addresses found anywhere in `values` (content documents' data, or a list of srcs).
 * Walked with a list, not recursion: a draft written to the database some other way may be nested thousands of
 * levels deep, and the media page (which reads every draft) must still open.
 */
export function imageHashesIn(values: Iterable<unknown>): Set<string> {
  const hashes = new Set<string>();
  const pending: unknown[] = [...values];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      for (const match of value.matchAll(/\/media\/([0-9a-f]{32})-[1-9][0-9]{0,4}\.(?:avif|webp)/g)) hashes.add(match[1] as string);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) pending.push(item);
    }
  }
  return hashes;
}

export interface StoredVariant {
  format: VariantFormat;
  width: number;
  height: number;
  byteLength: number;
  path: string;
}

export interface StoredImage {
  id: number;
  hash: string;
  originalName: string;
  alt: string;
  width: number;
  height: number;
  createdBy: string;
  createdAt: Date;
  variants: StoredVariant[];
}

/** The advisory lock (two-key form, like the others in server/) under which an upload is weighed against the budget and stored. */
const mediaLockSpace = 9030;

/** The bytes every stored image's converted files take: what the storage budget counts (originals are not kept). */
export async function storedImageBytes(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db.select({ bytes: sql<string>`coalesce(sum(${mediaVariants.byteLength}), 0)` }).from(mediaVariants);
  return Number(row?.bytes ?? 0);
}

/** The editor's message when an image does not fit: what is used, what it needs, and what to do. */
export function storageFullMessage(usedBytes: number, limitBytes: number, neededBytes?: number): string {
  const need = neededBytes === undefined ? "" : `; this picture's files need ${megabytes(neededBytes)}`;
  return `Image storage is full: ${megabytes(usedBytes)} of ${megabytes(limitBytes)} used${need}. Remove images no content uses (below), or ask whoever runs the server to raise MEDIA_STORAGE_LIMIT_MB. Nothing was stored.`;
}

/**
 * Stores a converted upload with its variants in one transaction. The same bytes uploaded again are the
 * same image: the first one is kept (its alt text too) and returned with `created: false`. A new image
 * whose files would take the stored images past `limitBytes` is refused (an `ImageRefusal` "storage"):
 * weighed and stored under one lock, so uploads arriving together cannot each fit the last space.
 */
export async function storeImage(
  db: Db,
  upload: { hash: string; originalName: string; alt: string; converted: ConvertedImage },
  actor: string,
  limitBytes = Number.POSITIVE_INFINITY,
): Promise<{ image: StoredImage; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${mediaLockSpace}, 0)`);
    const [existing] = await tx.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.contentHash, upload.hash));
    if (existing) return false;
    const needed = upload.converted.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    const used = await storedImageBytes(tx);
    if (used + needed > limitBytes) throw new ImageRefusal("storage", storageFullMessage(used, limitBytes, needed));
    const [row] = await tx
      .insert(mediaImages)
      .values({
        contentHash: upload.hash,
        originalName: upload.originalName,
        altText: upload.alt,
        width: upload.converted.width,
        height: upload.converted.height,
        createdBy: actor,
      })
      .onConflictDoNothing({ target: mediaImages.contentHash })
      .returning({ id: mediaImages.id });
    if (!row) return false;
    for (const variant of upload.converted.variants) {
      await tx.insert(mediaVariants).values({
        imageId: row.id,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
        byteLength: variant.bytes.length,
      });
    }
    await recordAudit(tx, {
      actor,
      action: "media.upload",
      subject: `media:${upload.hash}`,
      details: {
        name: upload.originalName,
        width: upload.converted.width,
        height: upload.converted.height,
        variants: upload.converted.variants.map((v) => `${v.format} ${v.width}w ${v.bytes.length} B`),
      },
    });
    return true;
  });
  const image = await readImage(db, upload.hash);
  if (!image) throw new Error(`media image ${upload.hash} vanished after it was stored`);
  return { image, created };
}

/** Every uploaded image (or the one with `hash`), newest first, with its variants (never their bytes). */
export async function listImages(db: Db, hash?: string): Promise<StoredImage[]> {
  const images = await db
    .select()
    .from(mediaImages)
    .where(hash === undefined ? undefined : eq(mediaImages.contentHash, hash))
    .orderBy(sql`${mediaImages.createdAt} desc`, sql`${mediaImages.id} desc`);
  if (images.length === 0) return [];
  const variants = await db
    .select({
      imageId: mediaVariants.imageId,
      format: mediaVariants.format,
      width: mediaVariants.width,
      height: mediaVariants.height,
      byteLength: mediaVariants.byteLength,
    })
    .from(mediaVariants)
    .where(hash === undefined ? undefined : eq(mediaVariants.imageId, images[0]!.id))
    .orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
  return images.map((image) => ({
    id: image.id,
    hash: image.contentHash,
    originalName: image.originalName,
    alt: image.altText,
    width: image.width,
    height: image.height,
    createdBy: image.createdBy,
    createdAt: image.createdAt,
    variants: variants
      .filter((v) => v.imageId === image.id)
      .map((v) => ({
        format: v.format as VariantFormat,
        width: v.width,
        height: v.height,
        byteLength: v.byteLength,
        path: mediaPath(image.contentHash, v.width, v.format as VariantFormat),
      })),
  }));
}

export async function readImage(db: Db, hash: string): Promise<StoredImage | undefined> {
  return (await listImages(db, hash))[0];
}

/** One converted file's bytes, or undefined when there is no such image, format or width. */
export async function readVariant(db: Db, hash: string, width: number, format: VariantFormat): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaVariants.imageId))
    .where(and(eq(mediaImages.contentHash, hash), eq(mediaVariants.width, width), eq(mediaVariants.format, format)));
  return row?.bytes;
}

/**
 * Deletes one image an editor chose to remove, unless content uses it (`usedHashes`). Audited.
 */
export async function removeImage(db: Db, hash: string, usedHashes: ReadonlySet<string>, actor: string): Promise<{ ok: true } | { ok: false; error: string }> {
  if (usedHashes.has(hash)) return { ok: false, error: "This image is used by the site's content: replace it there first." };
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(mediaImages).where(eq(mediaImages.contentHash, hash)).returning({ name: mediaImages.originalName });
    if (rows.length > 0) await recordAudit(tx, { actor, action: "media.delete", subject: `media:${hash}`, details: { name: rows[0]?.name } });
    return rows.length;
  });
  return removed > 0 ? { ok: true } : { ok: false, error: "No such image (it may have been removed already)." };
}

/**
 * Deletes the images no published content uses (`usedSrcs`: the image addresses the published documents
 * hold, or the documents' data itself) that were uploaded more than `graceHours` ago, so a picture
 * uploaded for an article still being written is not removed under the editor. Each deletion is audited
 * as `media.delete` by "system". Returns the hashes deleted.
 */
export async function removeUnusedImages(db: Db, usedSrcs: Iterable<unknown>, graceHours: number, now = new Date()): Promise<string[]> {
  const used = imageHashesIn(usedSrcs);
  const cutoff = new Date(now.getTime() - graceHours * 60 * 60 * 1000);
  const old = await db.select({ hash: mediaImages.contentHash }).from(mediaImages).where(lt(mediaImages.createdAt, cutoff));
  const removed: string[] = [];
  for (const { hash } of old) {
    if (used.has(hash)) continue;
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(mediaImages)
        .where(and(eq(mediaImages.contentHash, hash), lt(mediaImages.createdAt, cutoff)))
        .returning({ name: mediaImages.originalName });
      if (rows.length > 0)
        await recordAudit(tx, { actor: "system", action: "media.delete", subject: `media:${hash}`, details: { name: rows[0]?.name, reason: "unused" } });
      return rows.length > 0;
    });
    if (deleted) removed.push(hash);
  }
  return removed;
}
