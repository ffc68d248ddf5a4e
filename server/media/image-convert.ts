import { mediaWidthsFor } from "../../app/lib/contracts/media-variants.ts";
import { maxImagePixels, type CheckedImage } from "./image-check.ts";
import { loadSharp } from "./sharp.ts";

/**
 * An upload converted to what the pages serve: AVIF and WebP at the widths the covers and the founder's
 * portrait are shown at (a phone's column, a laptop's, a wide screen's), never wider than the original.
 * The picture is turned upright by its EXIF orientation, and every piece of metadata (EXIF with its GPS
 * position and camera, XMP, IPTC, ICC profiles beyond sRGB) is left behind: sharp writes none unless asked
 * (`withMetadata`/`keepExif`), and this module never asks.
 */

export { mediaVariantWidths as variantWidths } from "../../app/lib/contracts/media-variants.ts";
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

/** The widths an image of `width` pixels gets (app/lib/contracts/media-variants.ts: the pages' srcset reads the same rule). */
export const widthsFor = mediaWidthsFor;

/**
 * Decodes the upload once, upright, in sRGB, shrunk straight to the widest variant (read in order, so the
 * full-size picture is never held whole when it needs no turning), and makes every variant from that
 * copy: a 40-megapixel upload costs one decode and a ~6 MB copy, not one decode per file. Run through the
 * process's conversion gate (conversion-gate.ts), never several at once.
 */
export async function convertImage(bytes: Uint8Array, checked: CheckedImage): Promise<ConvertedImage> {
  const swapped = checked.orientation >= 5 && checked.orientation <= 8;
  const width = swapped ? checked.height : checked.width;
  const height = swapped ? checked.width : checked.height;
  const sharp = await loadSharp();
  const widths = widthsFor(width);
  const widest = await sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "warning", sequentialRead: true })
    .autoOrient()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { channels } = widest.info;
  const variants: Variant[] = [];
  for (const targetWidth of widths) {
    const resized = sharp(widest.data, { raw: { width: widest.info.width, height: widest.info.height, channels } }).resize({
      width: targetWidth,
      withoutEnlargement: true,
    });
    for (const format of variantFormats) {
      const encoder = format === "avif" ? resized.clone().avif({ quality: 55, effort: 3 }) : resized.clone().webp({ quality: 80, effort: 4 });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return { width, height, variants };
}
