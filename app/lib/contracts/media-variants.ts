/**
 * Uploaded images (server/media/) are kept as AVIF and WebP at fixed widths, never wider than the
 * original, at `/media/<hash>-<width>.<avif|webp>`. Content names the widest WebP; a page offers every
 * width of both formats so a phone downloads the small one and a browser that reads AVIF the lighter one.
 */
export const mediaVariantWidths = [480, 960, 1440] as const;

/** The widths an image of `width` pixels gets: the fixed ones up to it, or its own width when it is narrower than all. */
export function mediaWidthsFor(width: number): number[] {
  const widths: number[] = mediaVariantWidths.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

const uploaded = /^\/media\/([a-f0-9]{32})-([1-9]\d{0,4})\.(?:avif|webp)$/;

/** For an uploaded image's src: its `srcset` per format; undefined for a file shipped in public/. */
export function mediaSources(src: string): { avif: string; webp: string } | undefined {
  const match = uploaded.exec(src);
  if (!match) return undefined;
  const [, hash, widest] = match;
  const widths = mediaWidthsFor(Number(widest));
  const set = (format: string) => widths.map((width) => `/media/${hash}-${width}.${format} ${width}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}
