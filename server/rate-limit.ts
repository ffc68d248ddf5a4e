import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { rateLimitWindowMs } from "../app/lib/contracts/retention.ts";
import { normaliseRequestPath } from "../app/content/schemas/request-path.ts";
import { closeAfterAnswer } from "./http/lingering-close.ts";
import type { Logger } from "./logger.ts";

/**
 * The refusal's words, for every public form (applications and project inquiries share one count): one
 * time to wait, the same one its Retry-After header gives.
 */
export function rateLimitMessage(seconds: number): string {
  return `Too many forms sent from your connection. Wait ${seconds} seconds, then send again.`;
}

export interface PerClientRateLimitOptions {
  /** Requests a client address may make in one window. */
  limit: number;
  logger: Logger;
  /** In memory when absent; server/rate-limit-store.ts shares the count between servers on one PostgreSQL. */
  store?: Store;
  /** Answers a refused request; `seconds` until its window is over. */
  refuse: (req: Request, res: Response, seconds: number) => void;
  /**
   * The refused requests that are handed on instead of answered, with `res.locals.rateLimitWait` (the
   * seconds) and Retry-After set: a page that shows the wait in its own design (the /join form post).
   */
  passOn?: (req: Request) => boolean;
}

/**
 * One mechanism for every per-client limit: express-rate-limit in a fixed window (the one the privacy
 * policy states, app/content/retention.ts), keyed by the client address Express derives under
 * TRUST_PROXY. A refused request does no other work: it is answered, logged as "rate-limited", and its
 * unread body (if any) is drained and the connection closed.
 */
export function perClientRateLimit({ limit, logger, store, refuse, passOn }: PerClientRateLimitOptions): RequestHandler {
  const report = (level: "warn" | "error") => (error: unknown, context?: unknown) =>
    logger[level]("rate limiter", {
      code: (error as { code?: unknown })?.code,
      reason: typeof context === "string" ? context : (error as Error)?.message,
    });
  return rateLimit({
    windowMs: rateLimitWindowMs,
    limit,
    // Several servers on one PostgreSQL share one count (server/rate-limit-store.ts); else in memory.
    ...(store ? { store, passOnStoreError: false } : {}),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Its notices become log lines, not raw stack traces. Headers a client may send at will
    // (X-Forwarded-For without a proxy, Forwarded) are not worth a notice.
    logger: { warn: report("warn"), error: report("warn") },
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    handler: (req, res, next) => {
      const resetTime = (req as typeof req & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 60;
      res.locals.rejection = "rate-limited";
      if (passOn?.(req)) {
        res.setHeader("Retry-After", String(seconds));
        res.locals.rateLimitWait = seconds;
        return next();
      }
      // The body is not read: end the connection after the answer, without losing the answer.
      if (!req.complete) closeAfterAnswer(req, res);
      refuse(req, res, seconds);
    },
  });
}

/**
 * One limiter for every public form's ways in (applications and project inquiries, each by its JSON API
 * and its no-JavaScript post: one count per client); the write gate applies it to every spelling of
 * those paths. Its store is in memory, or with DATABASE_URL in PostgreSQL
 * (server/rate-limit-store.ts), shared by every instance.
 */
export function applicationRateLimit(perMinute: number, logger: Logger, store?: Store): RequestHandler {
  return perClientRateLimit({
    limit: perMinute,
    logger,
    store,
    // The /join form post without JavaScript gets the /join page itself, saying how long to wait, with what
    // was typed kept where the body is small enough to read (server/http/write-gate.ts, app/routes/join.tsx).
    // Only /join: every other path handed on would have to refuse by itself, or the limit would not hold.
    passOn: (req) => normaliseRequestPath(req.url) === "/join",
    refuse: (req, res, seconds) => {
      res.setHeader("Retry-After", String(seconds));
      if (normaliseRequestPath(req.url)?.startsWith("/api/") ?? true) {
        res.status(429).json({ error: rateLimitMessage(seconds) });
        return;
      }
      // The contact form's no-JavaScript post: a short page back to the form.
      res
        .status(429)
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many forms sent | Vesper</title></head>` +
            `<body style="font-family:system-ui,sans-serif;background:#05060b;color:#e8ecf4;padding:3rem;max-width:40rem;margin:auto">` +
            `<h1>Slow down a little</h1><p>${rateLimitMessage(seconds)}</p><p><a style="color:#67e8f9" href="/contact#start">Back to the contact form</a></p></body></html>`,
        );
    },
  });
}
