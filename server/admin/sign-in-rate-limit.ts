import type { RequestHandler } from "express";
import pg from "pg";
import { defaultSignInRateLimit } from "../config.ts";
import type { Db } from "../db/database.ts";
import { createLogger, type Logger } from "../logger.ts";
import { DatabaseRateLimitStore } from "../rate-limit-store.ts";
import { perClientRateLimit } from "../rate-limit.ts";

/**
 * The per-address limit of POST /admin/login (SIGN_IN_RATE_LIMIT; its default, and why, in
 * server/config.ts), through the same mechanism as the application limit (server/rate-limit.ts):
 * counted in PostgreSQL when the database is one several servers can share, in memory on the embedded
 * database (one server). A refused post answers as a held-back sign-in does,
 * 303 to /admin/login?wait=N: the sign-in form is a plain HTML form on a page without scripts, so the
 * browser lands back on the form, which says how long to wait; a 429 would leave the member on a bare
 * error page with no form.
 */
export function signInRateLimit(db: Db, limit = defaultSignInRateLimit, logger: Logger = createLogger("warn")): RequestHandler {
  const shared = (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
  return perClientRateLimit({
    limit,
    logger,
    store: shared ? new DatabaseRateLimitStore(db, "sign-in:") : undefined,
    refuse: (_req, res, seconds) => res.redirect(303, `/admin/login?wait=${seconds}`),
  });
}
