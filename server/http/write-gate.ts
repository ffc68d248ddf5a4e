import type { RequestHandler } from "express";
import { maxBodyBytes, readCappedBody } from "./capped-body.ts";
import { ClientError } from "./http-error.ts";
import { mediaTypeProblem } from "./media-type.ts";
import { normaliseRequestPath } from "../../app/content/schemas/request-path.ts";
import { closeAfterAnswer } from "./lingering-close.ts";
import { isCrossSite } from "./same-origin.ts";
import { findWriteEndpoint, type WriteEndpoint } from "./write-endpoints.ts";

export interface WriteGateOptions {
  /** One limiter per kind of endpoint; "applications" counts the API and the form post together. */
  limiters: Record<NonNullable<WriteEndpoint["limit"]>, RequestHandler>;
}

const readOnlyMethods = new Set(["GET", "HEAD"]);

/**
 * The one gate in front of every request, before any handler or React Router. It reads the path once
 * (app/content/schemas/request-path.ts) and, for anything but GET and HEAD:
 * - answers 405 unless the path is a listed write endpoint (write-endpoints.ts) and the method is its own;
 * - rewrites the request to that one spelling, so `/JOIN/`, `/./join` or `/join.data` are `/join` downstream;
 * - 403 for a cross-site browser request, then the per-client limit (429), then 415 for any body type
 *   but the endpoint's own in UTF-8 or any Content-Encoding, then the body, read with a 16 KB cap
 *   counted as it arrives (413). Handlers find the bytes in `req.body` (a Buffer).
 */
export function writeGate({ limiters }: WriteGateOptions): RequestHandler {
  return (req, res, next) => {
    const path = normaliseRequestPath(req.url);
    if (path === undefined) return next(new ClientError(400, "undecodable-path", "The address could not be decoded."));
    if (readOnlyMethods.has(req.method)) return next();

    const endpoint = findWriteEndpoint(path);
    if (!endpoint?.methods.includes(req.method)) {
      res.setHeader("Allow", endpoint ? endpoint.methods.join(", ") : "GET, HEAD");
      return next(new ClientError(405, "method-not-allowed", `${req.method} is not accepted here.`));
    }
    const queryAt = req.url.indexOf("?");
    req.url = path + (queryAt === -1 ? "" : req.url.slice(queryAt));
    req.originalUrl = req.url;

    if (isCrossSite(req)) return next(new ClientError(403, "cross-origin", "Cross-site requests are not accepted."));

    const limiter: RequestHandler = endpoint.limit ? limiters[endpoint.limit] : (_req, _res, pass) => pass();
    limiter(req, res, (error?: unknown) => {
      if (error) return next(error);
      const encoding = req.get("content-encoding")?.trim().toLowerCase();
      if (encoding && encoding !== "identity") {
        return next(new ClientError(415, "content-encoding", "Send the body without Content-Encoding."));
      }
      const transferEncoding = req.get("transfer-encoding")?.trim().toLowerCase();
      if (transferEncoding && transferEncoding !== "chunked") {
        return next(new ClientError(415, "transfer-encoding", "Send the body without a transfer coding other than chunked."));
      }
      // The endpoint's type, or its second one where it has one; a refusal names the first.
      const problem = mediaTypeProblem(req.get("content-type"), endpoint.contentType);
      const secondFits = endpoint.alsoAccepted !== undefined && mediaTypeProblem(req.get("content-type"), endpoint.alsoAccepted) === undefined;
      if (problem && !secondFits) return next(new ClientError(415, "unsupported-media-type", problem));
      // Over the limit, handed on to a page that says how long to wait (server/rate-limit.ts `passOn`):
      // what was typed is read only when the body says it is within the cap; a larger or unsized one is
      // not read at all (the page then shows the form empty), as with any refusal.
      if (res.locals.rateLimitWait !== undefined && !declaredWithin(req.get("content-length"), endpoint.maxBytes)) {
        if (!req.complete) closeAfterAnswer(req, res);
        req.body = Buffer.alloc(0);
        return next();
      }
      readCappedBody(req, endpoint.maxBytes, endpoint.bodyTimeoutMs).then(
        (body) => {
          req.body = body;
          next();
        },
        (bodyError: unknown) => next(bodyError),
      );
    });
  };
}

/** Whether a Content-Length header promises a body of at most `maxBytes` (reading still counts as it arrives). */
function declaredWithin(contentLength: string | undefined, maxBytes: number | undefined): boolean {
  if (contentLength === undefined || !/^\d{1,12}$/.test(contentLength.trim())) return false;
  return Number(contentLength) <= (maxBytes ?? maxBodyBytes);
}
