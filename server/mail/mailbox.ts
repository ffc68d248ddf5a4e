import { createHash } from "node:crypto";

// Everything that could turn one address into several, or into a header of its own, is refused:
// white space and control characters, and the punctuation of address lists, groups and comments.
const mailboxPart = "[^\\s@,;:<>()\\[\\]\\\\\"\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]+";
const mailboxPattern = new RegExp(`^${mailboxPart}@${mailboxPart}$`, "u");

/** One bare mailbox (`someone@example.com`) and nothing else: the only form the mailer sends to. */
export function isPlainMailbox(address: string): boolean {
  return address.length <= 254 && mailboxPattern.test(address);
}

/**
 * The key of the per-address confirmation limit: the address lower-cased and without a `+tag`, since
 * `Someone+1@Example.com` and `someone@example.com` usually reach one person, hashed so the outbox
 * keeps no readable copy of it.
 */
export function recipientKey(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf("@");
  const local = normalised.slice(0, at);
  const domain = normalised.slice(at + 1);
  const plus = local.indexOf("+");
  const mailbox = `${plus > 0 ? local.slice(0, plus) : local}@${domain}`;
  return createHash("sha256").update(mailbox).digest("hex");
}
