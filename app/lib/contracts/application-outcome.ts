import type { FieldErrors } from "./application-rules.ts";

/**
 * The contract between the two doors of an application (the JSON API and the no-JavaScript form post)
 * and the one server function that receives it (server/applications/receive.ts). It lives here, beside
 * the schema, so the app can name it without importing server code.
 */
export interface IncomingApplication {
  door: "api" | "form";
  /** The submitted fields as the door read them: a parsed JSON value, or the form's strings. */
  body: unknown;
  /** An explicit key (the API's Idempotency-Key header, or a key the form carried). */
  idempotencyKey?: string;
  /**
   * The page of this site the form was sent from, read from the post's Referer (server/insights/page-path.ts
   * `sameOriginPage`): only added to the insights' count of conversions, never stored with the application.
   */
  sourcePage?: string;
  /**
   * The page whose link opened the form (`from=` in the form page's address, app/lib/pages/form-page-links.ts),
   * from the same Referer: only counted, never stored with the application.
   */
  pageBefore?: string;
}

export interface Receipt {
  id: number;
  createdAt: string;
}

export type ApplicationOutcome =
  /** Committed (or, for a repeated key with the same body, committed earlier). */
  | { kind: "stored"; receipt: Receipt; replayed: boolean }
  /** The honeypot was filled: the sender is told it worked, nothing is stored. */
  | { kind: "dropped"; receipt: Receipt }
  | { kind: "invalid"; errors: FieldErrors }
  /** Not an application at all: not an object, or a malformed key. */
  | { kind: "refused"; error: string }
  /** The key was first used for a different application. */
  | { kind: "key-conflict"; error: string }
  /** The database failed; the details are in the server log, not here. */
  | { kind: "unavailable"; error: string };

export type ReceiveApplication = (incoming: IncomingApplication) => Promise<ApplicationOutcome>;
