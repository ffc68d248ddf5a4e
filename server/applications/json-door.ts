import { Router } from "express";
import type { ApplicationOutcome, ReceiveApplication } from "../../app/lib/application-outcome.ts";
import { parseJsonWithin } from "../../app/lib/bounded-json.ts";
import { maxBodyBytes } from "../http/capped-body.ts";
import { ClientError } from "../http/http-error.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** An application or inquiry is one object of short fields (depth 1); its length is the gate's cap on the body. */
const formJsonBounds = { maxDepth: 4, maxCharacters: maxBodyBytes };

/**
 * Parses the body the gate read (a Buffer within the byte cap) as UTF-8 JSON, nested no deeper than a
 * form's post can be; the inquiries' door too.
 */
export function parseJson(body: unknown): unknown {
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
  throw new ClientError(400, "json-beyond-bounds", `The body is not an application: ${reading.message}`);
}

type Answers = { [K in ApplicationOutcome["kind"]]: (outcome: Extract<ApplicationOutcome, { kind: K }>) => [number, unknown, string?] };

/** A dropped bot application gets the very answer a stored one does, confirmation flag included. */
const answersFor = (confirmationEmail: boolean): Answers => ({
  stored: (outcome) => [201, { ...outcome.receipt, confirmationEmail }],
  dropped: (outcome) => [201, { ...outcome.receipt, confirmationEmail }, "honeypot"],
  invalid: (outcome) => [400, { errors: outcome.errors }, "invalid"],
  refused: (outcome) => [400, { error: outcome.error }, "refused"],
  "key-conflict": (outcome) => [409, { error: outcome.error }, "idempotency-key-conflict"],
  unavailable: (outcome) => [500, { error: outcome.error }],
});

/**
 * POST /api/contact (docs/product.md#api-answers), the door of the form with JavaScript: the gate
 * (server/http/write-gate.ts) has already checked origin, limit, content type and size; this door
 * parses the JSON, hands it to the one function that receives applications (receive.ts), and translates
 * its outcome into JSON. 405 for other methods.
 *
 * `confirmationEmail`: whether this server is configured to send mail (SMTP_URL), so the page may tell
 * the applicant a confirmation is on its way. Without it the mail only waits in the outbox.
 */
export function applicationJsonDoor(options: { receiveApplication: ReceiveApplication; confirmationEmail?: boolean }): Router {
  const router = Router();
  const answers = answersFor(options.confirmationEmail ?? false);

  router.post("/api/contact", async (req, res) => {
    const outcome = await options.receiveApplication({
      door: "api",
      body: parseJson(req.body),
      idempotencyKey: req.get("idempotency-key"),
      clientAddress: req.ip,
    });
    const [status, body, rejection] = (answers[outcome.kind] as (o: ApplicationOutcome) => [number, unknown, string?])(outcome);
    if (rejection) res.locals.rejection = rejection;
    res.status(status).json(body);
  });

  router.all("/api/contact", (_req, res) => {
    res.locals.rejection = "method-not-allowed";
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Use POST to send an application." });
  });

  return router;
}
