import type { MediaImageSummary, MediaServices } from "../../app/lib/media-services.ts";
import type { Db } from "../db/database.ts";
import { checkImage, ImageRefusal } from "./image-check.ts";
import { convertImage } from "./image-convert.ts";
import { contentHash, listImages, removeImage, storeImage, type StoredImage } from "./media-store.ts";
import { imageUsage } from "./media-usage.ts";

/** How long an image no content uses is kept: time to write and publish the article it was uploaded for. */
export const unusedImageGraceHours = 72;

/** Alt text is a document's image `alt` (app/content/schemas/common.ts: at most 300 characters). */
const maxAltLength = 300;

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

/** The media page's services for one signed-in editor (`actor`, their e-mail): every write is audited in their name. */
export function createMediaServices(db: Db, actor: string): MediaServices {
  return {
    graceHours: unusedImageGraceHours,
    async list() {
      const [images, usage] = await Promise.all([listImages(db), imageUsage(db)]);
      return images.map((image) => summary(image, usage.get(image.hash) ?? []));
    },
    async upload(file, altText) {
      const alt = altText.replace(/\s+/g, " ").trim();
      if (!file || file.bytes.length === 0) return { ok: false, field: "file", error: "Choose an image file to upload.", status: 400 };
      if (!alt) return { ok: false, field: "alt", error: "Describe the picture for people who cannot see it: alt text is required.", status: 400 };
      if (alt.length > maxAltLength) return { ok: false, field: "alt", error: `Keep the alt text to ${maxAltLength} characters (it has ${alt.length}).`, status: 400 };
      try {
        const checked = await checkImage(file.bytes);
        const converted = await convertImage(file.bytes, checked);
        const originalName = file.name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "upload";
        const { image, created } = await storeImage(db, { hash: contentHash(file.bytes), originalName, alt, converted }, actor);
        const usage = await imageUsage(db);
        return { ok: true, image: summary(image, usage.get(image.hash) ?? []), created };
      } catch (error) {
        if (error instanceof ImageRefusal) return { ok: false, field: "file", error: error.message, status: error.reason === "size" ? 413 : error.reason === "type" ? 415 : 422 };
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
