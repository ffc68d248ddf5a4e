import type { RequestHandler } from "express";
import type { Db } from "../db/database.ts";
import type { VariantFormat } from "./image-convert.ts";
import { mediaPathPattern, readVariant } from "./media-store.ts";

/** The converted files most recently served, kept in memory up to this many bytes. */
const cacheBytes = 32 * 1024 * 1024;

const contentTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * GET /media/<hash>-<width>.<avif|webp>: an uploaded image's converted file, from memory or the
 * database. The address changes with the content, so it is cached for a year and never revalidated.
 * Only ever an image: its own type, nosniff, inline, and a CSP that lets the file do nothing (an image
 * opened on its own cannot run or load anything). Anything else under /media is the not-found page.
 */
export function serveMedia(db: Db): RequestHandler {
  const cache = new Map<string, Buffer>();
  let cached = 0;
  const remember = (key: string, bytes: Buffer) => {
    if (bytes.length > cacheBytes / 4) return;
    cache.set(key, bytes);
    cached += bytes.length;
    for (const [oldest, old] of cache) {
      if (cached <= cacheBytes) break;
      cache.delete(oldest);
      cached -= old.length;
    }
  };
  return async (req, res, next) => {
    const match = mediaPathPattern.exec(req.path);
    if (!match) return next();
    const [, hash = "", widthText = "", format = "webp"] = match;
    const key = `${hash}-${widthText}.${format}`;
    let bytes = cache.get(key);
    if (bytes) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, bytes);
    } else {
      bytes = await readVariant(db, hash, Number(widthText), format as VariantFormat);
      if (!bytes) return next();
      remember(key, bytes);
    }
    res.setHeader("Content-Type", contentTypes[format as VariantFormat]);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Disposition", "inline");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.removeHeader("Content-Security-Policy-Report-Only");
    res.setHeader("Content-Length", bytes.length);
    if (req.method === "HEAD") return res.end();
    res.end(bytes);
  };
}
