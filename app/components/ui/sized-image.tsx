import type { ImageAsset } from "~/content/image";
import { mediaSources } from "~/lib/contracts/media-variants";

/**
 * Every content image: intrinsic width and height (no layout shift) and its alt text.
 * `load`: "lazy" below the fold, "eager" in view, "priority" for the page's main image.
 * An uploaded image (/media/…) comes as a <picture> with every width in AVIF and WebP; `sizes` says how
 * wide it is shown, so the browser picks the smallest file that fills it.
 */
export function SizedImage({
  image,
  load = "lazy",
  className,
  sizes = "(min-width: 1024px) 960px, 100vw",
}: {
  image: ImageAsset;
  load?: "lazy" | "eager" | "priority";
  className?: string;
  sizes?: string;
}) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={load === "lazy" ? "lazy" : undefined}
      fetchPriority={load === "priority" ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  const sources = mediaSources(image.src);
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
