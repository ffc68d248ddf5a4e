/** A local image in public/ (no image service), with its intrinsic size: the schema in schemas/common.ts. */
export type { ImageAsset } from "./schemas/common.ts";
