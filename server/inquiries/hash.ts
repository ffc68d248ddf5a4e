import crypto from "node:crypto";
import type { InquiryData } from "../../app/lib/contracts/inquiry.ts";
import { inquiryFields } from "../../app/lib/contracts/inquiry-rules.ts";

/**
 * The hash of an inquiry after validation (trimmed, defaults filled, line breaks unified), in a fixed
 * field order: two posts of the same inquiry hash alike whatever their spelling on the wire.
 */
export function inquiryHash(inquiry: InquiryData): string {
  const normalised = JSON.stringify(inquiryFields.map((field) => inquiry[field]));
  return crypto.createHash("sha256").update(normalised, "utf8").digest("hex");
}
