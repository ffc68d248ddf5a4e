import sharp from "sharp";

/**
 * Images made in the test with sharp, never binary files in git: a photo-like picture (noise, so it
 * compresses like a photo), and the hostile files an upload must refuse.
 */

/** A noisy picture: a gradient with Gaussian noise, `width` × `height`, as a JPEG (optionally with EXIF). */
export async function photoJpeg(
  width: number,
  height: number,
  options: { quality?: number; exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 }, noise: { type: "gaussian", mean: 128, sigma: 60 } } }).jpeg({
    quality: options.quality ?? 90,
  });
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A valid PNG whose header claims `width` × `height` (a decompression bomb's header: tiny file, huge picture). */
export async function bombPng(width = 100_000, height = 100_000): Promise<Buffer> {
  const png = Buffer.from(await smallPng(10, 10));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A JPEG with a ZIP archive appended: a valid picture and a valid archive at once (a polyglot). */
export async function jpegZipPolyglot(): Promise<Buffer> {
  const zip = Buffer.concat([
    Buffer.from("PK\x03\x04", "latin1"),
    Buffer.alloc(26),
    Buffer.from("payload.html<script>alert(1)</script>", "latin1"),
    Buffer.from("PK\x05\x06", "latin1"),
    Buffer.alloc(18),
  ]);
  return Buffer.concat([await photoJpeg(64, 64), zip]);
}

export const svgImage = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

export const gpsExif = {
  IFD0: { Make: "Vesper Test Camera", Model: "VX-1" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 300/100" },
};
