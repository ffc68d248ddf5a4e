import { mediaWidthsFor } from "../../app/lib/media-variants.ts";
import { maxImagePixels, type CheckedImage } from "./image-check.ts";
import { loadSharp } from "./sharp.ts";

/**
 * An upload converted to what the pages serve: AVIF and WebP at the widths the covers and the founder's
 * portrait are shown at (a phone's column, a laptop's, a wide screen's), never wider than the original.
 * The picture is turned upright by its EXIF orientation, and every piece of metadata (EXIF with its GPS
 * position and camera, XMP, IPTC, ICC profiles beyond sRGB) is left behind: sharp writes none unless asked
 * (`withMetadata`/`keepExif`), and this module never asks.
 */

export { mediaVariantWidths as variantWidths } from "../../app/lib/media-variants.ts";
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ConvertedImage {
  /** Upright (after the EXIF orientation). */
  width: number;
  height: number;
  variants: Variant[];
}

/** The widths an image of `width` pixels gets (app/lib/media-variants.ts: the pages' srcset reads the same rule). */
export const widthsFor = mediaWidthsFor;

/** One conversion at a time in this process: a second upload waits rather than doubling the CPU taken from visitors. */
let queue: Promise<unknown> = Promise.resolve();

export function convertImage(bytes: Uint8Array, checked: CheckedImage): Promise<ConvertedImage> {
  const run = queue.then(() => convertNow(bytes, checked));
  queue = run.catch(() => undefined);
  return run;
}

async function convertNow(bytes: Uint8Array, checked: CheckedImage): Promise<ConvertedImage> {
  const swapped = checked.orientation >= 5 && checked.orientation <= 8;
  const width = swapped ? checked.height : checked.width;
  const height = swapped ? checked.width : checked.height;
  const sharp = await loadSharp();
  // Decoded once, upright, in sRGB; every variant is resized from this one copy.
  const upright = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "warning" }).autoOrient().toColourspace("srgb");
  const variants: Variant[] = [];
  for (const targetWidth of widthsFor(width)) {
    const resized = upright.clone().resize({ width: targetWidth, withoutEnlargement: true });
    for (const format of variantFormats) {
      const encoder = format === "avif" ? resized.clone().avif({ quality: 55, effort: 3 }) : resized.clone().webp({ quality: 80, effort: 4 });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return { width, height, variants };
}
