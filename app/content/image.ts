/** A local image in public/ (no image service), with its intrinsic size so the page never shifts. */
export interface ImageAsset {
  /** Path under public/, e.g. "/images/blog/zero-trust.webp". */
  src: string;
  alt: string;
  width: number;
  height: number;
}
