import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { rateLimitWindowMs } from "../app/lib/retention.ts";
import { closeAfterAnswer } from "./http/lingering-close.ts";
import type { Logger } from "./logger.ts";

export const rateLimitMessage = "Too many applications from your connection. Please wait a minute and try again.";

/**
 * One limiter for both ways in (the JSON API and the no-JavaScript form post), keyed by the client
 * address Express derives under TRUST_PROXY; the write gate applies it to every spelling of both paths.
 * Its store is in memory, or with DATABASE_URL in PostgreSQL (server/rate-limit-store.ts), shared by every instance.
 */
export function applicationRateLimit(perMinute: number, logger: Logger, store?: Store): RequestHandler {
  const report = (level: "warn" | "error") => (error: unknown, context?: unknown) =>
    logger[level]("rate limiter", {
      code: (error as { code?: unknown })?.code,
      reason: typeof context === "string" ? context : (error as Error)?.message,
    });
  return rateLimit({
    // The window the privacy policy states (app/content/retention.ts).
    windowMs: rateLimitWindowMs,
    limit: perMinute,
    // Several servers on one PostgreSQL share one count (server/rate-limit-store.ts); else in memory.
    ...(store ? { store, passOnStoreError: false } : {}),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Its notices become log lines, not raw stack traces. Headers a client may send at will
    // (X-Forwarded-For without a proxy, Forwarded) are not worth a notice.
    logger: { warn: report("warn"), error: report("warn") },
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    handler: (req, res, _next, options) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
      res.setHeader("Retry-After", String(seconds));
      res.locals.rejection = "rate-limited";
      // The body is not read: end the connection after the answer, without losing the answer.
      if (!req.complete) closeAfterAnswer(req, res);
      if (req.path.startsWith("/api/")) {
        res.status(options.statusCode).json({ error: rateLimitMessage });
        return;
      }
      res
        .status(options.statusCode)
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many applications | Vesper</title></head>` +
            `<body style="font-family:system-ui,sans-serif;background:#05060b;color:#e8ecf4;padding:3rem;max-width:40rem;margin:auto">` +
            `<h1>Slow down a little</h1><p>${rateLimitMessage} Try again in ${seconds} seconds.</p><p><a style="color:#67e8f9" href="/join">Back to the application form</a></p></body></html>`,
        );
    },
  });
}
