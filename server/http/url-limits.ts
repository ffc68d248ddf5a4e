import type { RequestHandler } from "express";

/** No page is deeper than 3 segments or longer than a few dozen bytes; these leave ample room. */
export const maxUrlBytes = 2048;
export const maxPathSegments = 32;

/** Path separators in the raw request target up to its query: `/` and `\` (which URL parsers read as `/`). */
export function pathSegmentCount(url: string): number {
  let count = 0;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 63 /* ? */ || code === 35 /* # */) break;
    if (code === 47 /* / */ || code === 92 /* \ */) count++;
  }
  return count;
}

/**
 * Refuses a long or deep URL with 414 before anything parses or routes it: route matching downstream
 * grows with the square of the segment count, so one 16 KB path could stall the process for seconds.
 */
export function refuseOversizedUrls(): RequestHandler {
  return (req, res, next) => {
    // The parser hands the request target over byte for byte (latin1), so its length is its size.
    const url = req.url;
    if (url.length > maxUrlBytes || pathSegmentCount(url) > maxPathSegments) {
      res.locals.rejection = "uri-too-long";
      res.setHeader("Connection", "close");
      res.status(414).type("text/plain").send(`The address is longer than ${maxUrlBytes} bytes or ${maxPathSegments} segments.`);
      return;
    }
    next();
  };
}
