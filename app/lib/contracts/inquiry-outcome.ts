import type { IncomingApplication, Receipt } from "./application-outcome.ts";
import type { InquiryFieldErrors } from "./inquiry-rules.ts";

/**
 * The contract between the two doors of a project inquiry (POST /api/inquiries and the no-JavaScript
 * post to /contact) and the one server function that receives it (server/inquiries/receive.ts): the
 * application's contract (application-outcome.ts) with the inquiry's field errors.
 */
export type IncomingInquiry = IncomingApplication;

export type InquiryOutcome =
  /** Committed (or, for a repeated key with the same body, committed earlier). */
  | { kind: "stored"; receipt: Receipt; replayed: boolean }
  /** The honeypot was filled: the sender is told it worked, nothing is stored. */
  | { kind: "dropped"; receipt: Receipt }
  | { kind: "invalid"; errors: InquiryFieldErrors }
  /** Not an inquiry at all: not an object, or a malformed key. */
  | { kind: "refused"; error: string }
  /** The key was first used for a different inquiry. */
  | { kind: "key-conflict"; error: string }
  /** The database failed; the details are in the server log, not here. */
  | { kind: "unavailable"; error: string };

export type ReceiveInquiry = (incoming: IncomingInquiry) => Promise<InquiryOutcome>;
