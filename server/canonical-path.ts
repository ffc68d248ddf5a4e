import type { RequestHandler } from "express";

/**
 * Paths match case-insensitively and tolerate a trailing slash, but each page has one address:
 * /ABOUT/ answers with a permanent redirect to /about. Files (anything with an extension) are left alone.
 */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return (trimmed || "/").toLowerCase();
}

export function redirectToCanonicalPath(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const lastSegment = req.path.slice(req.path.lastIndexOf("/") + 1);
    if (req.path.startsWith("/assets/") || lastSegment.includes(".")) return next();
    const canonical = canonicalPath(req.path);
    if (canonical === req.path) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf("?") >= 0 ? req.originalUrl.indexOf("?") : req.originalUrl.length);
    res.redirect(301, canonical + query);
  };
}
