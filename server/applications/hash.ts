import crypto from "node:crypto";
import type { Application } from "../../app/lib/contracts/application.ts";
import { applicationFields } from "../../app/lib/contracts/application-rules.ts";

/**
 * The hash of an application after validation (trimmed, defaults filled, line breaks unified), in a
 * fixed field order: two posts of the same application hash alike whatever their spelling on the wire.
 */
export function applicationHash(application: Application): string {
  const normalised = JSON.stringify(applicationFields.map((field) => application[field]));
  return crypto.createHash("sha256").update(normalised, "utf8").digest("hex");
}
