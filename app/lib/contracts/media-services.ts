/**
 * The contract between the media page (app/routes/admin/media.tsx) and the server (server/media/): the
 * images an editor uploads for covers and portraits. Handed to the route through the request context,
 * like the site editor's services (content-services.ts).
 */

export interface MediaVariantSummary {
  format: "avif" | "webp";
  width: number;
  height: number;
  byteLength: number;
  /** Its address: `/media/<hash>-<width>.<format>`. */
  path: string;
}

export interface MediaImageSummary {
  hash: string;
  originalName: string;
  alt: string;
  /** The picture's size, upright. */
  width: number;
  height: number;
  createdBy: string;
  createdAt: string;
  variants: MediaVariantSummary[];
  /** What to paste into a document's image fields (src, alt, width, height): the widest WebP. */
  asset: { src: string; alt: string; width: number; height: number };
  /** The content documents that name it ("news", "blog (draft)"); empty: unused, removed after the grace period. */
  usedBy: string[];
}

/** A file as the form posted it. */
export interface MediaUpload {
  name: string;
  bytes: Uint8Array;
}

export type MediaUploadResult =
  | { ok: true; image: MediaImageSummary; created: boolean }
  | { ok: false; field: "file" | "alt"; error: string; status: number /** With a 503: when to try again. */; retryAfterSeconds?: number };

/** What the stored images' files take, against the site's budget (MEDIA_STORAGE_LIMIT_MB). */
export interface MediaStorage {
  usedBytes: number;
  limitBytes: number;
}

export interface MediaServices {
  list(): Promise<MediaImageSummary[]>;
  /** What the stored images take, and the budget. */
  storage(): Promise<MediaStorage>;
  /**
   * Stores an upload (audited as `media.upload`): the same bytes as a stored image are that image, found
   * before anything decodes them; a new picture is checked and converted one at a time in the process
   * (503 with `retryAfterSeconds` when too many wait) and refused when it would take the stored images
   * past the budget. A refusal stores nothing.
   */
  upload(file: MediaUpload | null, alt: string): Promise<MediaUploadResult>;
  /** Removes an image no content uses (audited as `media.delete`). */
  remove(hash: string): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Hours an unused image is kept before housekeeping removes it. */
  graceHours: number;
}
