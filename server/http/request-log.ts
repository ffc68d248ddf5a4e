import type { RequestHandler } from "express";
import type { Logger } from "../logger.ts";

/** Long enough for any real path; a hostile one is cut so it cannot flood the log. */
const maxLoggedPath = 200;

export interface RequestLine {
  method: string | undefined;
  path: string;
  status: number;
  /** `process.hrtime.bigint()` when the request arrived. */
  started: bigint;
  /** Why a 4xx refused the request (`res.locals.rejection`). */
  rejection?: string;
}

/**
 * One JSON line for one request, the same wherever it was answered (Express or the static fast path).
 * Faults (5xx) are `error`; refusals (a 4xx: unknown paths, bots' probes, limits) are `info` with
 * their reason, since nothing in them asks the operator to act and bots would bury real warnings;
 * hashed assets are `debug`, the rest `info`. Nothing from the body is logged; a hostile path is cut so
 * it cannot flood the log.
 */
export function logRequest(logger: Logger, { method, path: fullPath, status, started, rejection }: RequestLine) {
  const path = fullPath.length > maxLoggedPath ? `${fullPath.slice(0, maxLoggedPath)}…` : fullPath;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const fields = { method, path, status, ms: Math.round(ms * 10) / 10, ...(rejection ? { rejection } : {}) };
  if (status >= 500) logger.error("request", fields);
  else if (path.startsWith("/assets/")) logger.debug("request", fields);
  else logger.info("request", fields);
}

/** The request log of the Express stack: one line per request when its answer is finished. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // The path as it arrived, before the gate rewrites it to its normal form.
    const path = req.path;
    res.on("finish", () => {
      logRequest(logger, { method: req.method, path, status: res.statusCode, started, rejection: res.locals.rejection as string | undefined });
    });
    next();
  };
}
