import { honeypotField, idempotencyKeyPattern } from "../../app/lib/contracts/form-rules.ts";
import { validateInquiry } from "../../app/lib/contracts/inquiry.ts";
import type { InquiryOutcome, ReceiveInquiry } from "../../app/lib/contracts/inquiry-outcome.ts";
import type { InquiryTopic } from "../../app/lib/contracts/inquiry-topics.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Logger } from "../logger.ts";
import { inquiryHash } from "./hash.ts";
import type { InquiryStore } from "./store.ts";

export const inquiryRefusals = {
  notAnObject: "The inquiry must be an object of named fields.",
  badKey: "Idempotency-Key must be 8 to 128 letters, digits, - or _.",
  keyConflict: "This Idempotency-Key was already used for a different inquiry. Send a new key for a new inquiry.",
  unavailable: "Something went wrong on our side. Your inquiry was not stored; please try again.",
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface InquiryReceiverOptions {
  store: InquiryStore;
  logger: Logger;
  /** The team addresses an inquiry about `topic` goes to now (server/inquiries/routing.ts over the published site settings). */
  teamFor: (topic: InquiryTopic) => string[];
}

/**
 * The one way in for a project inquiry, whichever door it came through (POST /api/inquiries or the
 * no-JavaScript post to /contact), shaped like the application's (server/applications/receive.ts): shape
 * and key checks, honeypot, validation (the browser's own schema, app/lib/contracts/inquiry.ts), routing, then the
 * store's one transaction. The doors only translate the outcome into JSON or into the page; the form
 * door's key is derived from the inquiry's hash, so a double post stores one row.
 */
export function createInquiryReceiver({ store, logger, teamFor }: InquiryReceiverOptions): ReceiveInquiry {
  return async ({ door, body, idempotencyKey }): Promise<InquiryOutcome> => {
    if (!isRecord(body)) return { kind: "refused", error: inquiryRefusals.notAnObject };
    if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) return { kind: "refused", error: inquiryRefusals.badKey };

    const honeypot = body[honeypotField];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      // Looks like success to the bot; nothing is stored.
      // Without the client's address: the request log keeps none (the privacy policy says so).
      logger.warn("honeypot filled: inquiry dropped", { door });
      return { kind: "dropped", receipt: { id: 0, createdAt: new Date().toISOString() } };
    }

    const result = validateInquiry(body);
    if (!result.ok) return { kind: "invalid", errors: result.errors };

    const bodyHash = inquiryHash(result.data);
    const key = idempotencyKey ?? (door === "form" ? `form-${bodyHash}` : undefined);
    try {
      const stored = await store.submit(result.data, teamFor(result.data.topic as InquiryTopic), key ? { key, bodyHash } : undefined);
      if (stored.kind === "key-conflict") return { kind: "key-conflict", error: inquiryRefusals.keyConflict };
      logger.info(stored.replayed ? "inquiry replayed" : "inquiry stored", { door, id: stored.receipt.id, topic: result.data.topic });
      return stored;
    } catch (error) {
      // Never the error itself: its message holds the query's parameters, the client's own words.
      logger.error("inquiry not stored", { door, ...databaseErrorLogFields(error) });
      return { kind: "unavailable", error: inquiryRefusals.unavailable };
    }
  };
}
