import { Router } from "express";
import { parseJsonWithin } from "../../app/lib/contracts/bounded-json.ts";
import { type FormSources, formSources } from "../insights/page-path.ts";
import { maxBodyBytes } from "./capped-body.ts";
import { ClientError } from "./http-error.ts";

/**
 * The JSON door of a public form (POST /api/contact for applications, POST /api/inquiries for project
 * inquiries), written once: the write gate has already checked origin, the shared per-client limit,
 * content type and size; the door parses the JSON, hands it to the form's one receiver and translates
 * its outcome — 201 only after the commit, 400 with field errors, 409 for a key reused with another
 * body, 500 when the database failed. 405 for other methods.
 */

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A form's post is one object of short fields (depth 1); its length is the gate's cap on the body. */
const formJsonBounds = { maxDepth: 4, maxCharacters: maxBodyBytes };

/** What every form's receiver answers (app/lib/contracts/application-outcome.ts, app/lib/contracts/inquiry-outcome.ts). */
export type FormOutcome =
  | { kind: "stored"; receipt: object }
  | { kind: "dropped"; receipt: object }
  | { kind: "invalid"; errors: object }
  | { kind: "refused" | "key-conflict" | "unavailable"; error: string };

/** Parses the body the gate read (a Buffer within the byte cap) as UTF-8 JSON, nested no deeper than a form's post can be. */
function parseJson(body: unknown, thing: string): unknown {
  if (!Buffer.isBuffer(body)) throw new Error("a JSON post reached its handler without passing the write gate");
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new ClientError(400, "malformed-utf8", "The body is not valid UTF-8.");
  }
  const reading = parseJsonWithin(text, formJsonBounds);
  if (reading.ok) return reading.value;
  if (reading.problem === "syntax") throw new ClientError(400, "malformed-json", "The body is not valid JSON.");
  throw new ClientError(400, "json-beyond-bounds", `The body is not ${thing}: ${reading.message}`);
}

/** Status, body and (for the request log) why it was not stored. A dropped bot post gets the very answer a stored one does. */
function answer(outcome: FormOutcome, confirmationEmail: boolean): [number, unknown, string?] {
  switch (outcome.kind) {
    case "stored":
      return [201, { ...outcome.receipt, confirmationEmail }];
    case "dropped":
      return [201, { ...outcome.receipt, confirmationEmail }, "honeypot"];
    case "invalid":
      return [400, { errors: outcome.errors }, "invalid"];
    case "refused":
      return [400, { error: outcome.error }, "refused"];
    case "key-conflict":
      return [409, { error: outcome.error }, "idempotency-key-conflict"];
    case "unavailable":
      return [500, { error: outcome.error }];
  }
}

export interface FormJsonDoorOptions {
  path: string;
  /** What the form sends, for messages: "an application", "an inquiry". */
  thing: string;
  receive: (submission: { door: "api"; body: unknown; idempotencyKey: string | undefined } & FormSources) => Promise<FormOutcome>;
  /**
   * Whether this server sends mail (SMTP_URL), so the page may tell the sender a confirmation is on its
   * way. Without it the mail only waits in the outbox.
   */
  confirmationEmail?: boolean;
}

export function formJsonDoor({ path, thing, receive, confirmationEmail = false }: FormJsonDoorOptions): Router {
  const router = Router();
  router.post(path, async (req, res) => {
    const outcome = await receive({
      door: "api",
      body: parseJson(req.body, thing),
      idempotencyKey: req.get("idempotency-key"),
      ...formSources(req),
    });
    const [status, body, rejection] = answer(outcome, confirmationEmail);
    if (rejection) res.locals.rejection = rejection;
    res.status(status).json(body);
  });
  router.all(path, (_req, res) => {
    res.locals.rejection = "method-not-allowed";
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: `Use POST to send ${thing}.` });
  });
  return router;
}
