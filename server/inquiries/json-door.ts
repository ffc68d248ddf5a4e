import type { Router } from "express";
import type { ReceiveInquiry } from "../../app/lib/contracts/inquiry-outcome.ts";
import { formJsonDoor } from "../http/form-json-door.ts";

/**
 * POST /api/inquiries, the door of the contact form with JavaScript, answering as POST /api/contact does:
 * the one JSON door of the public forms (server/http/form-json-door.ts) before receive.ts.
 */
export function inquiryJsonDoor(options: { receiveInquiry: ReceiveInquiry; confirmationEmail?: boolean }): Router {
  return formJsonDoor({ path: "/api/inquiries", thing: "an inquiry", receive: options.receiveInquiry, confirmationEmail: options.confirmationEmail });
}
