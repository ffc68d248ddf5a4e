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

/** The public forms' pages, whose posts without JavaScript are answered by the page itself when over the limit. */
const formPages: ReadonlySet<string> = new Set(["/join", "/contact", "/newsletter/subscribe"]);

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
    // A form post without JavaScript (/join, /contact, the newsletter box) gets its page itself, saying how long
    // to wait, with what was typed kept where the body is small enough to read (server/http/write-gate.ts, the
    // routes' actions, server/subscriptions/doors.ts). Only these: every other path handed on would have to
    // refuse by itself, or the limit would not hold.
    passOn: (req) => formPages.has(normaliseRequestPath(req.url) ?? ""),
    // What is left is the JSON doors (/api/contact, /api/inquiries, /api/newsletter).
    refuse: (_req, res, seconds) => {
      res.setHeader("Retry-After", String(seconds));
      res.status(429).json({ error: rateLimitMessage(seconds) });
    },
  });
}
