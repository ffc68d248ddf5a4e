import { Router } from "express";
import type { InquiryOutcome, ReceiveInquiry } from "../../app/lib/inquiry-outcome.ts";
import { parseJson } from "../applications/json-door.ts";

type Answers = { [K in InquiryOutcome["kind"]]: (outcome: Extract<InquiryOutcome, { kind: K }>) => [number, unknown, string?] };

/** A dropped bot inquiry gets the very answer a stored one does, confirmation flag included. */
const answersFor = (confirmationEmail: boolean): Answers => ({
  stored: (outcome) => [201, { ...outcome.receipt, confirmationEmail }],
  dropped: (outcome) => [201, { ...outcome.receipt, confirmationEmail }, "honeypot"],
  invalid: (outcome) => [400, { errors: outcome.errors }, "invalid"],
  refused: (outcome) => [400, { error: outcome.error }, "refused"],
  "key-conflict": (outcome) => [409, { error: outcome.error }, "idempotency-key-conflict"],
  unavailable: (outcome) => [500, { error: outcome.error }],
});

/**
 * POST /api/inquiries, the door of the contact form with JavaScript, answering as POST /api/contact does
 * (server/applications/json-door.ts): the gate has already checked origin, the shared per-client limit,
 * content type and size; this door parses the JSON, hands it to the one function that receives inquiries
 * (receive.ts) and translates its outcome: 201 only after the commit, 400 with field errors, 409 for a
 * key reused with another body. 405 for other methods.
 */
export function inquiryJsonDoor(options: { receiveInquiry: ReceiveInquiry; confirmationEmail?: boolean }): Router {
  const router = Router();
  const answers = answersFor(options.confirmationEmail ?? false);

  router.post("/api/inquiries", async (req, res) => {
    const outcome = await options.receiveInquiry({
      door: "api",
      body: parseJson(req.body),
      idempotencyKey: req.get("idempotency-key"),
      clientAddress: req.ip,
    });
    const [status, body, rejection] = (answers[outcome.kind] as (o: InquiryOutcome) => [number, unknown, string?])(outcome);
    if (rejection) res.locals.rejection = rejection;
    res.status(status).json(body);
  });

  router.all("/api/inquiries", (_req, res) => {
    res.locals.rejection = "method-not-allowed";
    res.setHeader("Allow", "POST");
    res.status(405).json({ error: "Use POST to send an inquiry." });
  });

  return router;
}
