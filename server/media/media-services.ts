import type { MediaImageSummary, MediaServices } from "../../app/lib/contracts/media-services.ts";
import { neutralLine } from "../../app/lib/contracts/neutral-text.ts";
import type { Db } from "../db/database.ts";
import { uploadConversions, ConversionsBusy, type ConversionGate } from "./conversion-gate.ts";
import { checkFileBytes, checkImage, ImageRefusal } from "./image-check.ts";
import { convertImage, type ConvertedImage } from "./image-convert.ts";
import { contentHash, listImages, readImage, removeImage, storageFullMessage, storedImageBytes, storeImage, type StoredImage } from "./media-store.ts";
import { imageUsage } from "./media-usage.ts";

/** How long an image no content uses is kept: time to write and publish the article it was uploaded for. */
export const unusedImageGraceHours = 72;

/** Alt text is a document's image `alt` (app/content/schemas/common.ts: at most 300 characters). */
const maxAltLength = 300;

/** A file name is kept (for the media page and the audit log) to this many characters. */
const maxNameLength = 200;

export interface MediaOptions {
  /** What every stored image's files may take together (MEDIA_STORAGE_LIMIT_MB, server/config.ts). */
  storageLimitBytes: number;
  /** Where uploads take turns: the process's one gate unless a test gives its own. */
  conversions?: ConversionGate;
  /** Checks and converts an upload's bytes (image-check.ts, then image-convert.ts); a test counts the calls. */
  convert?: (bytes: Uint8Array) => Promise<ConvertedImage>;
}

async function checkAndConvert(bytes: Uint8Array): Promise<ConvertedImage> {
  return convertImage(bytes, await checkImage(bytes));
}

function summary(image: StoredImage, usedBy: string[]): MediaImageSummary {
  const webp = image.variants.filter((v) => v.format === "webp");
  const widest = webp[webp.length - 1] ?? image.variants[image.variants.length - 1];
  return {
    hash: image.hash,
    originalName: image.originalName,
    alt: image.alt,
    width: image.width,
    height: image.height,
    createdBy: image.createdBy,
    createdAt: image.createdAt.toISOString(),
    variants: image.variants,
    asset: { src: widest?.path ?? "", alt: image.alt, width: widest?.width ?? image.width, height: widest?.height ?? image.height },
    usedBy,
  };
}

/**
 * The media page's services for one signed-in editor (`actor`, their e-mail): every write is audited in
 * their name. The cheap answers come first, before any decoding: the same bytes as a stored image (by
 * their hash), and a budget already spent; only then does the picture take its turn to be decoded.
 */
export function createMediaServices(db: Db, actor: string, options: MediaOptions): MediaServices {
  const { storageLimitBytes, conversions = uploadConversions, convert = checkAndConvert } = options;
  const withUsage = async (image: StoredImage) => summary(image, (await imageUsage(db)).get(image.hash) ?? []);
  return {
    graceHours: unusedImageGraceHours,
    async list() {
      const [images, usage] = await Promise.all([listImages(db), imageUsage(db)]);
      return images.map((image) => summary(image, usage.get(image.hash) ?? []));
    },
    async storage() {
      return { usedBytes: await storedImageBytes(db), limitBytes: storageLimitBytes };
    },
    async upload(file, altText) {
      const alt = altText.replace(/\s+/g, " ").trim();
      if (!file || file.bytes.length === 0) return { ok: false, field: "file", error: "Choose an image file to upload.", status: 400 };
      if (!alt) return { ok: false, field: "alt", error: "Describe the picture for people who cannot see it: alt text is required.", status: 400 };
      if (alt.length > maxAltLength)
        return { ok: false, field: "alt", error: `Keep the alt text to ${maxAltLength} characters (it has ${alt.length}).`, status: 400 };
      try {
        // What needs no database and no decoding first: too large, or not an image of a kind we take.
        checkFileBytes(file.bytes);
        const hash = contentHash(file.bytes);
        const existing = await readImage(db, hash);
        if (existing) return { ok: true, image: await withUsage(existing), created: false };
        const used = await storedImageBytes(db);
        if (used >= storageLimitBytes) return { ok: false, field: "file", error: storageFullMessage(used, storageLimitBytes), status: 413 };
        const converted = await conversions.run(() => convert(file.bytes));
        // Shown on the media page and kept in the audit log: without bidi or control characters (app/lib/contracts/neutral-text.ts).
        const originalName = Array.from(neutralLine(file.name).trim()).slice(0, maxNameLength).join("") || "upload";
        const { image, created } = await storeImage(db, { hash, originalName, alt, converted }, actor, storageLimitBytes);
        return { ok: true, image: await withUsage(image), created };
      } catch (error) {
        if (error instanceof ConversionsBusy)
          return { ok: false, field: "file", error: error.message, status: 503, retryAfterSeconds: error.retryAfterSeconds };
        if (error instanceof ImageRefusal) {
          const status = error.reason === "size" || error.reason === "storage" ? 413 : error.reason === "type" ? 415 : 422;
          return { ok: false, field: "file", error: error.message, status };
        }
        throw error;
      }
    },
    async remove(hash) {
      if (!/^[0-9a-f]{32}$/.test(hash)) return { ok: false, error: "No such image." };
      const usage = await imageUsage(db);
      return removeImage(db, hash, new Set(usage.keys()), actor);
    },
  };
}
