import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import { stackFrames } from "../../app/lib/contracts/fault-summary.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Logger } from "../logger.ts";
import { ClientError, statusOf } from "./http-error.ts";
import { closeAfterAnswer } from "./lingering-close.ts";

/**
 * The app-wide error handler. An error under 500 from any middleware (our gate, express.static's
 * missing asset, a body parser) is the client's: it answers with its own status and a short message,
 * and the request log records it at `warn` with its reason, without a stack. Everything else is a
 * fault: 500 with no details, and one `error` line for the operator, without the error's message.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    const wantsJson = req.path.startsWith("/api/");
    if (status < 500) {
      const rejection =
        error instanceof ClientError
          ? error.rejection
          : String((error as { type?: unknown }).type ?? (error as { code?: unknown }).code ?? STATUS_CODES[status] ?? status);
      res.locals.rejection = rejection;
      const message = error instanceof ClientError ? error.message : `${STATUS_CODES[status] ?? "Refused"}.`;
      // A body left unread (refused before reading, too large, too slow) is not worth reading: end the
      // connection after the answer, without losing the answer.
      if (!req.complete) closeAfterAnswer(req, res);
      res.status(status);
      if (wantsJson) res.json({ error: message });
      else res.type("text/plain").send(message);
      return;
    }
    // Names, codes and code locations, never a message: one can quote a query's parameters (an applicant's
    // words, an editor's draft) or any other text a handler was given.
    logger.error("request failed", { method: req.method, path: req.path, ...databaseErrorLogFields(error), stack: stackFrames(error) });
    if (wantsJson) {
      res.status(500).json({ error: "Something went wrong on our side. Your application was not stored; please try again." });
    } else {
      res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
    }
  };
}
