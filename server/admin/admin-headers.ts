import type { RequestHandler } from "express";
import { normaliseRequestPath } from "../../app/content/schemas/request-path.ts";

/** Every address of the team's side: /admin and below (compare a path already lower-cased and normalised). */
export function isAdminPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === "/admin" || lower.startsWith("/admin/");
}

/**
 * The headers every answer under /admin carries, whatever answers it: a page, a redirect, or a refusal
 * by the URL limit, the write gate or the error handler. So this runs before all of them. Private and
 * fresh (no-store), never indexed, and no referrer to another site: filter links can carry a name typed
 * into the search box ("same-origin", not "no-referrer", which makes browsers send `Origin: null` with
 * our own forms).
 */
export function adminResponseHeaders(): RequestHandler {
  return (req, res, next) => {
    // Any spelling that the gate or the canonical redirect would read as /admin (`/ADMIN/`, `/%61dmin`).
    const path = normaliseRequestPath(req.url) ?? req.url;
    if (isAdminPath(path)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Referrer-Policy", "same-origin");
    }
    next();
  };
}
