import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkImage, formatFromBytes, ImageRefusal, maxImageBytes } from "../../server/media/image-check.ts";
import { convertImage, widthsFor } from "../../server/media/image-convert.ts";
import { imageTextParts } from "../../server/media/image-text-parts.ts";
import { bombPng, gpsExif, jpegZipPolyglot, photoJpeg, smallPng, svgImage } from "../support/image-fixtures.ts";

async function refusal(bytes: Uint8Array): Promise<ImageRefusal> {
  const error = await checkImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusal);
  return error as ImageRefusal;
}

describe("an upload's type, from its bytes", () => {
  it("tells JPEG, PNG, WebP and AVIF from their first bytes, whatever a name would say", async () => {
    const base = sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a6" } });
    expect(formatFromBytes(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(formatFromBytes(await base.clone().png().toBuffer())).toBe("png");
    expect(formatFromBytes(await base.clone().webp().toBuffer())).toBe("webp");
    expect(formatFromBytes(await base.clone().avif().toBuffer())).toBe("avif");
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      const checked = await checkImage(await base.clone().toFormat(format).toBuffer());
      expect(checked).toMatchObject({ format, width: 32, height: 24 });
    }
  });

  it("refuses SVG (it can carry scripts), GIF and anything else with a clear message", async () => {
    expect((await refusal(svgImage)).message).toMatch(/SVG images are not accepted/);
    expect((await refusal(Buffer.from("  <svg xmlns='http://www.w3.org/2000/svg'/>"))).message).toMatch(/SVG/);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await refusal(gif)).message).toMatch(/GIF images are not accepted/);
    expect((await refusal(Buffer.from("<html><script>alert(1)</script></html>"))).reason).toBe("type");
    expect((await refusal(Buffer.from("%PDF-1.7 ..."))).message).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
  });

  it("refuses a file past the size limit before reading it", async () => {
    const big = Buffer.alloc(maxImageBytes + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const error = await refusal(big);
    expect(error.reason).toBe("size");
    expect(error.message).toMatch(/limit is 10 MB/);
  });
});

describe("dimensions and decompression bombs", () => {
  it("reads the width and height from the header", async () => {
    expect(await checkImage(await smallPng(640, 427))).toMatchObject({ width: 640, height: 427 });
  });

  it("refuses a small PNG whose header claims 100000 × 100000 pixels, before decoding it", async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await refusal(bomb);
    expect(error.reason).toBe("pixels");
    expect(error.message).toMatch(/100000 × 100000 pixels .*limit is 40 megapixels/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("polyglots and damaged files", () => {
  it("refuses a JPEG with a ZIP (and a script) appended", async () => {
    const error = await refusal(await jpegZipPolyglot());
    expect(error.reason).toBe("polyglot");
    expect(error.message).toMatch(/carries something besides the picture/);
  });

  it("refuses a PNG with a page hidden in a text chunk, and a truncated JPEG", async () => {
    const withPage = await sharp(await smallPng())
      .png()
      .withMetadata()
      .toBuffer();
    // A tEXt chunk inserted after IHDR holding an HTML page.
    const text = Buffer.from("Comment\0<html><script>alert(1)</script></html>", "latin1");
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write("tEXt", 4, "latin1");
    text.copy(chunk, 8);
    const { crc32 } = await import("node:zlib");
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)) >>> 0, 8 + text.length);
    const hidden = Buffer.concat([withPage.subarray(0, 33), chunk, withPage.subarray(33)]);
    expect(await checkImage(withPage)).toMatchObject({ format: "png" });
    expect((await refusal(hidden)).reason).toBe("polyglot");

    const photo = await photoJpeg(200, 150);
    const truncated = Buffer.concat([photo.subarray(0, photo.length / 2), Buffer.from([0xff, 0xd9])]);
    expect((await refusal(truncated)).reason).toBe("corrupt");
  });
});

/** A chunk of a PNG: length, type, data, CRC. */
async function pngChunk(type: string, data: Buffer): Promise<Buffer> {
  const { crc32 } = await import("node:zlib");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return chunk;
}

describe("markers in the pixels are the picture, not a page", () => {
  it("accepts a PNG whose pixels, stored uncompressed, read <svg and <script (as random compressed pixels do by chance)", async () => {
    const { deflateSync } = await import("node:zlib");
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16, 0); // width
    header.writeUInt32BE(1, 4); // height
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // RGB
    // One scanline: filter byte 0, then 16 RGB pixels whose bytes spell the markers.
    const scanline = Buffer.concat([Buffer.from([0]), Buffer.from("<svg onload=x><script>javascript:<html><?php ".padEnd(48, "."), "latin1")]);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      await pngChunk("IHDR", header),
      await pngChunk("IDAT", deflateSync(scanline, { level: 0 })),
      await pngChunk("IEND", Buffer.alloc(0)),
    ]);
    expect(png.toString("latin1")).toContain("<script>");
    expect(await checkImage(png)).toMatchObject({ format: "png", width: 16, height: 1 });
    // The same text in a text chunk is a page hidden in the file.
    const withText = Buffer.concat([
      png.subarray(0, 33),
      await pngChunk("tEXt", Buffer.from("Comment\0<script>alert(1)</script>", "latin1")),
      png.subarray(33),
    ]);
    expect((await refusal(withText)).reason).toBe("polyglot");
  });

  it("searches a JPEG's segments (EXIF, comments) and skips its entropy-coded pixels", async () => {
    const photo = await photoJpeg(800, 500, { exif: gpsExif });
    const parts = imageTextParts(photo, "jpeg");
    expect(Buffer.concat(parts).toString("latin1")).toContain("Vesper Test Camera");
    // Tables and metadata: a few kilobytes of a file of hundreds.
    expect(Buffer.concat(parts).length).toBeLessThan(photo.length / 20);
    // A comment segment (COM) holding a page, right after the start of image: refused.
    const page = Buffer.from("<html><script>alert(1)</script></html>", "latin1");
    const comment = Buffer.alloc(4 + page.length);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(2 + page.length, 2);
    page.copy(comment, 4);
    const withComment = Buffer.concat([photo.subarray(0, 2), comment, photo.subarray(2)]);
    expect((await refusal(withComment)).reason).toBe("polyglot");
  });

  it("walks WebP's and AVIF's structure, and searches a file it cannot walk whole", async () => {
    const base = sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a6" } });
    const webp = await base
      .clone()
      .webp()
      .withExif({ IFD0: { Make: "Vesper WebP Camera" } })
      .toBuffer();
    expect(Buffer.concat(imageTextParts(webp, "webp")).toString("latin1")).toContain("Vesper WebP Camera");
    const avif = await base.clone().avif().toBuffer();
    expect(imageTextParts(avif, "avif").map((box) => box.toString("latin1", 4, 8))).not.toContain("mdat");
    const broken = Buffer.from("\x89PNG\r\n\x1a\n<script>", "latin1");
    expect(imageTextParts(broken, "png")).toEqual([broken]);
  });
});

describe("conversion", () => {
  it("drops EXIF (the GPS position and the camera) from every variant, and turns the picture upright", async () => {
    const original = await photoJpeg(1600, 1000, { exif: gpsExif });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1")).toContain("Vesper Test Camera");
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const checked = await checkImage(original);
    const converted = await convertImage(original, checked);
    expect(converted.variants.map((v) => `${v.format} ${v.width}`)).toEqual(["avif 480", "webp 480", "avif 960", "webp 960", "avif 1440", "webp 1440"]);
    for (const variant of converted.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.exif, `${variant.format} ${variant.width}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from("Vesper Test Camera"))).toBe(false);
      expect(variant.height).toBe(Math.round((variant.width * 1000) / 1600));
    }

    // Orientation 6: stored 400 × 300, shown 300 × 400.
    const rotated = await photoJpeg(400, 300, { orientation: 6 });
    const upright = await convertImage(rotated, await checkImage(rotated));
    expect(upright).toMatchObject({ width: 300, height: 400 });
    expect(upright.variants.map((v) => [v.width, v.height])).toEqual([
      [300, 400],
      [300, 400],
    ]);
    expect((await sharp(upright.variants[0]?.bytes).metadata()).orientation ?? 1).toBe(1);
  });

  it("never makes a variant wider than the original", () => {
    expect(widthsFor(3000)).toEqual([480, 960, 1440]);
    expect(widthsFor(1000)).toEqual([480, 960]);
    expect(widthsFor(320)).toEqual([320]);
  });
});
