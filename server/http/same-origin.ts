import type { Request } from "express";

/**
 * True when a browser sent this request from another site. Browsers send `Origin` on every POST and
 * `Sec-Fetch-Site` when they know it; a client without either is not a browser and carries no one's
 * cookies. Our origin is the scheme and host Express derives, so behind a trusted proxy it is the
 * address the visitor used (X-Forwarded-Proto / X-Forwarded-Host), not the proxy's upstream Host.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  if (origin === "null") return true;
  return isOtherOrigin(origin, req);
}

/** True when `url` (an Origin or a Referer) is not this site's origin, or cannot be read. */
function isOtherOrigin(url: string, req: Request): boolean {
  try {
    return new URL(url).origin !== new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return true;
  }
}

/**
 * For a GET that hands out data or leaves a trace (the exports): besides `isCrossSite`, a browser too
 * old for `Sec-Fetch-Site` that followed a link from another site gives itself away by its Referer.
 */
export function isCrossSiteRead(req: Request): boolean {
  if (isCrossSite(req)) return true;
  if (req.get("sec-fetch-site") !== undefined) return false;
  const referer = req.get("referer");
  return referer !== undefined && isOtherOrigin(referer, req);
}
