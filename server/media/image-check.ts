import type { Metadata } from "sharp";
import { avifTopLevelBoxes, imageTextParts } from "./image-text-parts.ts";
import { loadSharp } from "./sharp.ts";

/**
 * What an upload must be before it is converted: a JPEG, PNG, WebP or AVIF, told by its bytes (never
 * its name or the browser's Content-Type), within the size and pixel limits, and nothing but that
 * image. A refusal is an `ImageRefusal` whose message the editor reads next to the file field.
 */

export const imageFormats = ["jpeg", "png", "webp", "avif"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The largest upload accepted (the admin's multipart body may be a little larger: server/http/write-endpoints.ts). */
export const maxImageBytes = 10 * 1024 * 1024;
/** The largest picture accepted, in pixels (40 megapixels: a full-frame camera's photo). */
export const maxImagePixels = 40_000_000;

export class ImageRefusal extends Error {
  /** "type", "size", "pixels", "polyglot", "corrupt" or "storage" (media-store.ts: the budget): what the tests and the audit log name. */
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface CheckedImage {
  format: ImageFormat;
  /** As stored in the file, before any rotation by its EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (5–8 swap width and height when shown). */
  orientation: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.length) - start)).toString("latin1");

/** The format the first bytes announce, or a refusal naming what it is when it is a kind we never take. */
export function formatFromBytes(bytes: Uint8Array): ImageFormat {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const boxSize = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32BE(0);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
    throw new ImageRefusal("type", "This file is a HEIF/MP4-family file, not an AVIF image. Upload a JPEG, PNG, WebP or AVIF image.");
  }
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "GIF8") {
    throw new ImageRefusal("type", "GIF images are not accepted. Upload a JPEG, PNG, WebP or AVIF image.");
  }
  const head = ascii(bytes, 0, 1024)
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<") && (head.includes("<svg") || head.startsWith("<?xml") || head.startsWith("<!doctype svg"))) {
    throw new ImageRefusal("type", "SVG images are not accepted (they can carry scripts). Upload a JPEG, PNG, WebP or AVIF image.");
  }
  throw new ImageRefusal("type", "This file is not a JPEG, PNG, WebP or AVIF image (its contents say otherwise, whatever its name).");
}

/**
 * The image ends where its own structure says it ends: nothing is appended (a ZIP, a script, a page), so
 * the bytes are one file of one type and not a polyglot.
 */
function endsWhereItShould(bytes: Uint8Array, format: ImageFormat): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (format === "jpeg") {
    // The End Of Image marker is the last thing in the file (some cameras pad with a few zero bytes).
    let end = buffer.length;
    while (end > 2 && buffer[end - 1] === 0 && buffer.length - end < 16) end--;
    return buffer[end - 2] === 0xff && buffer[end - 1] === 0xd9;
  }
  if (format === "png") {
    // The IEND chunk (length 0, type, CRC) is the last 12 bytes.
    return buffer.length >= 20 && buffer.subarray(buffer.length - 12).equals(Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]));
  }
  if (format === "webp") {
    // RIFF's size field counts everything after its first 8 bytes (padded to even).
    const size = buffer.readUInt32LE(4);
    return size + 8 === buffer.length || size + 9 === buffer.length;
  }
  // AVIF: top-level boxes, each with its size, cover the file exactly.
  return avifTopLevelBoxes(buffer) !== undefined;
}

/** Markers of a document hidden in an image's comments or chunks (an HTML/JS/PHP polyglot), searched outside its pixels (image-text-parts.ts). */
const embeddedDocument = /<script|<html|<\?php|<svg|<iframe|javascript:/i;

/** A size as the editor reads it in a message: "3.2 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The checks that read no picture (the file's size, and its type from its first bytes): its format, or a refusal. */
export function checkFileBytes(bytes: Uint8Array): ImageFormat {
  if (bytes.length === 0) throw new ImageRefusal("type", "The file is empty. Choose an image to upload.");
  if (bytes.length > maxImageBytes) {
    throw new ImageRefusal(
      "size",
      `The file is ${megabytes(bytes.length)}; the limit is ${megabytes(maxImageBytes)}. Export a smaller version of the picture.`,
    );
  }
  return formatFromBytes(bytes);
}

/**
 * Checks an upload, cheapest first: its size, its type from its bytes, its dimensions from its header
 * (so a decompression bomb, a small file claiming a huge picture, is refused before anything decodes
 * it), that nothing is appended or embedded, and finally that it decodes fully as the type it claims.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage> {
  const format = checkFileBytes(bytes);
  const sharp = await loadSharp();
  const options = { limitInputPixels: maxImagePixels, failOn: "warning" as const };
  let header: Metadata;
  try {
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal("corrupt", `This ${format.toUpperCase()} file could not be read: it is damaged or not really an image.`);
  }
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  if (width * height > maxImagePixels || width <= 0 || height <= 0) {
    throw new ImageRefusal(
      "pixels",
      `The picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${maxImagePixels / 1e6} megapixels. Resize it before uploading.`,
    );
  }
  const decoded = header.format === "heif" ? (header.compression === "av1" ? "avif" : "heif") : header.format;
  if ((header.pages ?? 1) > 1) {
    throw new ImageRefusal("type", "Animated or multi-picture files are not accepted. Upload a single still picture (JPEG, PNG, WebP or AVIF).");
  }
  if (decoded !== format) {
    throw new ImageRefusal(
      "polyglot",
      `This file starts like a ${format.toUpperCase()} image but is not one throughout. Upload the picture exported again as a plain image.`,
    );
  }
  if (!endsWhereItShould(bytes, format) || imageTextParts(bytes, format).some((part) => embeddedDocument.test(part.toString("latin1")))) {
    throw new ImageRefusal(
      "polyglot",
      `This ${format.toUpperCase()} file carries something besides the picture (data after its end, or a script or page inside it). Export the picture again as a plain image.`,
    );
  }
  try {
    // Decodes the whole picture, read in order into a thumbnail, so nothing full-size is held: a damaged
    // file fails here. (Pixel statistics, which did the same, took 8 s and 180 MB for 6300 × 6300 pixels;
    // this takes under a second and 30 MB.)
    await sharp(bytes, { ...options, sequentialRead: true })
      .resize({ width: 8, height: 8, fit: "fill" })
      .raw()
      .toBuffer();
  } catch {
    throw new ImageRefusal("corrupt", `This ${format.toUpperCase()} file is damaged: it does not decode completely.`);
  }
  return { format, width, height, orientation: header.orientation ?? 1 };
}
