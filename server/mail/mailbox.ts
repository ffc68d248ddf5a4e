import { createHash } from "node:crypto";
import { canonicalMailbox } from "./mailbox-providers.ts";

// Everything that could turn one address into several, or into a header of its own, is refused:
// white space and control characters, and the punctuation of address lists, groups and comments.
const mailboxPart = '[^\\s@,;:<>()\\[\\]\\\\"\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]+';
const mailboxPattern = new RegExp(`^${mailboxPart}@${mailboxPart}$`, "u");

/** One bare mailbox (`someone@example.com`) and nothing else: the only form the mailer sends to. */
export function isPlainMailbox(address: string): boolean {
  return address.length <= 254 && mailboxPattern.test(address);
}

/**
 * The key of the per-mailbox confirmation limit: the mailbox the address is delivered to, whatever its
 * spelling (case, tags, Gmail's dots, provider alias domains: mailbox-providers.ts), hashed so the
 * outbox keeps no readable copy of it.
 */
export function recipientKey(address: string): string {
  return createHash("sha256").update(canonicalMailbox(address)).digest("hex");
}
