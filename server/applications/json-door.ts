import type { Router } from "express";
import type { ReceiveApplication } from "../../app/lib/contracts/application-outcome.ts";
import { formJsonDoor } from "../http/form-json-door.ts";

/**
 * POST /api/contact (docs/product.md#api-answers), the door of the application form with JavaScript:
 * the one JSON door of the public forms (server/http/form-json-door.ts) before receive.ts.
 */
export function applicationJsonDoor(options: { receiveApplication: ReceiveApplication; confirmationEmail?: boolean }): Router {
  return formJsonDoor({ path: "/api/contact", thing: "an application", receive: options.receiveApplication, confirmationEmail: options.confirmationEmail });
}
