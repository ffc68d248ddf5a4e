import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { honeypotField, idempotencyKeyPattern, validateApplication } from "../../app/lib/contact.ts";
import type { Logger } from "../logger.ts";
import type { SubmissionStore } from "../submissions.ts";

export const maxBodyBytes = 16 * 1024;

/** Rejects requests a browser sends from another site (React Router checks page actions itself, not this API). */
export const sameOriginOnly: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  let crossOrigin = fetchSite === "cross-site";
  if (origin && origin !== "null") {
    try {
      crossOrigin ||= new URL(origin).host !== req.get("host");
    } catch {
      crossOrigin = true;
    }
  } else if (origin === "null") {
    crossOrigin = true;
  }
  if (crossOrigin) {
    res.locals.rejection = "cross-origin";
    res.status(403).json({ error: "Cross-site requests are not accepted." });
    return;
  }
  next();
};

/**
 * POST /api/contact (spec §7): JSON only, at most 16 KB, validated with the form's own schema,
 * stored before the 201 is sent. Every other method answers 405.
 */
export function contactApi(options: { store: SubmissionStore; logger: Logger; rateLimit: RequestHandler }): Router {
  const { store, logger, rateLimit } = options;
  const router = Router();

  router.post(
    "/api/contact",
    sameOriginOnly,
    rateLimit,
    (req, res, next) => {
      if (!req.is("application/json")) {
        res.locals.rejection = "unsupported-media-type";
        res.status(415).json({ error: "Send the application as JSON (Content-Type: application/json)." });
        return;
      }
      next();
    },
    express.json({ limit: maxBodyBytes, strict: true }),
    async (req, res) => {
      const body: unknown = req.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        res.locals.rejection = "not-an-object";
        res.status(400).json({ error: "The body must be a JSON object." });
        return;
      }
      const key = req.get("idempotency-key");
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        res.locals.rejection = "bad-idempotency-key";
        res.status(400).json({ error: "Idempotency-Key must be 8 to 128 letters, digits, - or _." });
        return;
      }
      const honeypot = (body as Record<string, unknown>)[honeypotField];
      if (typeof honeypot === "string" && honeypot.trim() !== "") {
        // Looks like success to the bot; nothing is stored.
        logger.warn("honeypot filled: submission dropped", { ip: req.ip });
        res.locals.rejection = "honeypot";
        res.status(201).json({ id: 0, createdAt: new Date().toISOString() });
        return;
      }
      const result = validateApplication(body);
      if (!result.ok) {
        res.locals.rejection = "invalid";
        res.status(400).json({ errors: result.errors });
        return;
      }
      const { receipt, replayed } = await store.submit(result.data, key);
      logger.info(replayed ? "application replayed" : "application stored", { id: receipt.id, division: result.data.division });
      res.status(201).json(receipt);
    },
  );

  router.all("/api/contact", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Use POST to send an application." });
  });

  return router;
}

/** Turns body-parser failures into clear JSON answers; anything else is a logged 500 without details. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") {
      res.locals.rejection = "too-large";
      res.status(413).json({ error: `The application is larger than ${maxBodyBytes / 1024} KB.` });
      return;
    }
    if (type === "entity.parse.failed") {
      res.locals.rejection = "malformed-json";
      res.status(400).json({ error: "The body is not valid JSON." });
      return;
    }
    logger.error("request failed", { method: req.method, path: req.path, error });
    if (req.path.startsWith("/api/")) {
      res.status(500).json({ error: "Something went wrong on our side. Your application was not stored; please try again." });
    } else {
      res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
    }
  };
}
