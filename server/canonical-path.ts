import type { RequestHandler } from "express";

/** Strips trailing slashes in linear time (a regex like /\/+$/ backtracks on "////…x"). */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  return path.slice(0, end);
}

/**
 * Paths match case-insensitively and tolerate a trailing slash, but each page has one address:
 * /ABOUT/ answers with a permanent redirect to /about. Files (anything with an extension) are left alone.
 */
export function canonicalPath(path: string): string {
  return (withoutTrailingSlashes(path) || "/").toLowerCase();
}

/**
 * A redirect target that stays on this site: one `/`, then anything but `/` or `\` (which browsers
 * read as the start of another host: `//evil.example`, `/\evil.example`).
 */
export function isSameSiteRedirectPath(path: string): boolean {
  if (path.charCodeAt(0) !== 47 /* / */) return false;
  const second = path.charCodeAt(1);
  return second !== 47 /* / */ && second !== 92 /* \ */;
}

export function redirectToCanonicalPath(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const lastSegment = req.path.slice(req.path.lastIndexOf("/") + 1);
    if (req.path.startsWith("/assets/") || lastSegment.includes(".")) return next();
    const canonical = canonicalPath(req.path);
    // Never an open redirect: an address that would leave the site is left to the not-found page.
    if (canonical === req.path || !isSameSiteRedirectPath(canonical) || canonical.includes("\\")) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  };
}
