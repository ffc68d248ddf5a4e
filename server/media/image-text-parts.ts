/**
 * The parts of an image file that are not its compressed pixels: JPEG's segments (EXIF, XMP, ICC,
 * comments, tables), PNG's chunks other than IDAT, WebP's other than the bitstream, AVIF's boxes other
 * than `mdat`. A page or a script hidden as text in an image (an HTML/JS/PHP polyglot) sits in one of
 * them. Compressed pixels are as good as random bytes, where a short marker such as `<svg` (any case)
 * turns up once in about 540 million positions: in one photo of 700 KB in 750, one of 10 MB in 50. Those
 * photos were refused as polyglots (CI's uploads of noise pictures, 2026-12-02), so pixels are not searched.
 * Nothing of an upload is served as it came (only the AVIF and WebP copies sharp encodes afresh,
 * image-convert.ts; the original is not kept), so this search is a second line of defence.
 * A file whose structure cannot be walked is returned whole: searched entirely, as before.
 */
export function imageTextParts(bytes: Uint8Array, format: "jpeg" | "png" | "webp" | "avif"): Buffer[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const parts = { jpeg: jpegSegments, png: pngChunks, webp: webpChunks, avif: avifBoxes }[format](buffer);
  return parts ?? [buffer];
}

/** JPEG: every marker segment's payload; the entropy-coded data after each start of scan is skipped. */
function jpegSegments(buffer: Buffer): Buffer[] | undefined {
  const parts: Buffer[] = [];
  let at = 2;
  while (at + 1 < buffer.length) {
    if (buffer[at] !== 0xff) return undefined;
    const marker = buffer[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return parts; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (at + 4 > buffer.length) return undefined;
    const length = buffer.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > buffer.length) return undefined;
    parts.push(buffer.subarray(at + 4, at + 2 + length));
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker: 0xFF not followed by a stuffed 0x00 or a restart marker.
      while (at + 1 < buffer.length) {
        const next = buffer[at + 1] ?? 0;
        if (buffer[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at++;
      }
    }
  }
  return parts;
}

/** PNG: every chunk's data except the compressed pixels (IDAT, and APNG's fdAT). */
function pngChunks(buffer: Buffer): Buffer[] | undefined {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 12 <= buffer.length) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString("latin1", at + 4, at + 8);
    if (at + 12 + length > buffer.length) return undefined;
    if (type !== "IDAT" && type !== "fdAT") parts.push(buffer.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return at === buffer.length ? parts : undefined;
}

/** WebP: every RIFF chunk's data except the bitstreams and alpha (VP8, VP8L, ALPH, ANMF). */
function webpChunks(buffer: Buffer): Buffer[] | undefined {
  const pixels = new Set(["VP8 ", "VP8L", "ALPH", "ANMF"]);
  const parts: Buffer[] = [];
  let at = 12;
  while (at + 8 <= buffer.length) {
    const fourcc = buffer.toString("latin1", at, at + 4);
    const size = buffer.readUInt32LE(at + 4);
    if (at + 8 + size > buffer.length) return undefined;
    if (!pixels.has(fourcc)) parts.push(buffer.subarray(at + 8, at + 8 + size));
    at += 8 + size + (size & 1);
  }
  return parts;
}

/**
 * An AVIF's (ISO BMFF's) top-level boxes, each with its size, in order; undefined unless they cover the
 * file exactly (image-check.ts reads that as "nothing appended").
 */
export function avifTopLevelBoxes(buffer: Buffer): { type: string; box: Buffer }[] | undefined {
  const boxes: { type: string; box: Buffer }[] = [];
  let at = 0;
  while (at < buffer.length) {
    if (at + 8 > buffer.length) return undefined;
    let size = buffer.readUInt32BE(at);
    if (size === 1) {
      if (at + 16 > buffer.length) return undefined;
      size = Number(buffer.readBigUInt64BE(at + 8));
    } else if (size === 0) size = buffer.length - at;
    if (size < 8 || at + size > buffer.length) return undefined;
    boxes.push({ type: buffer.toString("latin1", at + 4, at + 8), box: buffer.subarray(at, at + size) });
    at += size;
  }
  return boxes;
}

/** AVIF: every top-level box except `mdat`, where the coded picture (and any EXIF or XMP item) lives. */
function avifBoxes(buffer: Buffer): Buffer[] | undefined {
  return avifTopLevelBoxes(buffer)?.flatMap(({ type, box }) => (type === "mdat" ? [] : [box]));
}
