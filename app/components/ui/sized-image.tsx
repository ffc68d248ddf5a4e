import type { ImageAsset } from "~/content/image";

/**
 * Every content image: intrinsic width and height (no layout shift) and its alt text.
 * `load`: "lazy" below the fold, "eager" in view, "priority" for the page's main image.
 */
export function SizedImage({
  image,
  load = "lazy",
  className,
}: {
  image: ImageAsset;
  load?: "lazy" | "eager" | "priority";
  className?: string;
}) {
  return (
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
}
