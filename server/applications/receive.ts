import { validateApplication } from "../../app/lib/contracts/application.ts";
import { honeypotField, idempotencyKeyPattern } from "../../app/lib/contracts/form-rules.ts";
import type { ApplicationOutcome, ReceiveApplication } from "../../app/lib/contracts/application-outcome.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Logger } from "../logger.ts";
import { applicationHash } from "./hash.ts";
import type { ApplicationStore } from "./store.ts";

export const refusals = {
  notAnObject: "The application must be an object of named fields.",
  badKey: "Idempotency-Key must be 8 to 128 letters, digits, - or _.",
  keyConflict: "This Idempotency-Key was already used for a different application. Send a new key for a new application.",
  unavailable: "Something went wrong on our side. Your application was not stored; please try again.",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The one way in for an application, whichever door it came through (POST /api/contact or the
 * no-JavaScript form post to /join): shape and key checks, honeypot, validation, then the store's one
 * transaction (store.ts). The doors (json-door.ts, form-door.ts) only translate the outcome into JSON or
 * into the page.
 *
 * The form door carries no key of its own (the page is static): its key is derived from the
 * application's hash, so a double post of the same form stores one row and gets the same receipt.
 */
export function createApplicationReceiver(options: { store: ApplicationStore; logger: Logger }): ReceiveApplication {
  const { store, logger } = options;
  return async ({ door, body, idempotencyKey }): Promise<ApplicationOutcome> => {
    if (!isRecord(body)) return { kind: "refused", error: refusals.notAnObject };
    if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) return { kind: "refused", error: refusals.badKey };

    const honeypot = body[honeypotField];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      // Looks like success to the bot; nothing is stored.
      // Without the client's address: the request log keeps none (the privacy policy says so).
      logger.warn("honeypot filled: application dropped", { door });
      return { kind: "dropped", receipt: { id: 0, createdAt: new Date().toISOString() } };
    }

    const result = validateApplication(body);
    if (!result.ok) return { kind: "invalid", errors: result.errors };

    const bodyHash = applicationHash(result.data);
    const key = idempotencyKey ?? (door === "form" ? `form-${bodyHash}` : undefined);
    try {
      const stored = await store.submit(result.data, key ? { key, bodyHash } : undefined);
      if (stored.kind === "key-conflict") return { kind: "key-conflict", error: refusals.keyConflict };
      logger.info(stored.replayed ? "application replayed" : "application stored", { door, id: stored.receipt.id, division: result.data.division });
      return stored;
    } catch (error) {
      // Never the error itself: its message holds the query's parameters, the applicant's own words.
      logger.error("application not stored", { door, ...databaseErrorLogFields(error) });
      return { kind: "unavailable", error: refusals.unavailable };
    }
  };
}
