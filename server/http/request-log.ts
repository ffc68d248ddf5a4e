import type { RequestHandler } from "express";
import type { Logger } from "../logger.ts";

/** Long enough for any real path; a hostile one is cut so it cannot flood the log. */
const maxLoggedPath = 200;

/**
 * One JSON line per request. Refusals (a 4xx with a reason in `res.locals.rejection`) are `warn`,
 * faults (5xx) `error`, hashed assets `debug`, the rest `info`. Nothing from the body is logged.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // The path as it arrived, before the gate rewrites it to its normal form.
    const path = req.path.length > maxLoggedPath ? `${req.path.slice(0, maxLoggedPath)}…` : req.path;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.locals.rejection ? { rejection: res.locals.rejection } : {}),
      };
      if (res.statusCode >= 500) logger.error("request", fields);
      else if (res.statusCode >= 400 && res.locals.rejection) logger.warn("request", fields);
      else if (path.startsWith("/assets/")) logger.debug("request", fields);
      else logger.info("request", fields);
    });
    next();
  };
}
