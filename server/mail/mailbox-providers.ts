import { domainToASCII } from "node:url";

/**
 * How the big mail providers deliver: which spellings of an address reach the same mailbox. The
 * confirmation limit keys on the mailbox a message lands in, not on the address as typed, so
 * `v.ictim@gmail.com`, `victim+1@googlemail.com` and `victim@gmail.com` count as one.
 *
 * Where a provider's rule is uncertain the table merges rather than splits: two people whose addresses
 * share a key at worst get one confirmation between them in a day, while a split would let one person
 * be sent one per spelling.
 */
export interface MailboxRule {
  provider: string;
  /** The domains the rule applies to. */
  domains: readonly string[] | RegExp;
  /** All the domains reach the same mailboxes: the key uses this one. */
  sameMailboxAs?: string;
  /** Everything from the first of these characters on is a tag the provider ignores. */
  tagSeparators: string;
  /** Characters the provider ignores anywhere in the local part. */
  ignoredCharacters: string;
  /** `anything@user.<domain>` is delivered to `user@<domain>`. */
  subdomainAddressing?: boolean;
}

export const mailboxRules: readonly MailboxRule[] = [
  // Gmail ignores dots and takes +tags; googlemail.com is the same service.
  { provider: "Gmail", domains: ["gmail.com", "googlemail.com"], sameMailboxAs: "gmail.com", tagSeparators: "+", ignoredCharacters: "." },
  // Outlook.com takes +tags; dots are part of the name, and each domain is its own set of names.
  {
    provider: "Outlook.com",
    domains: /^(?:outlook|hotmail|live|msn)\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/,
    tagSeparators: "+",
    ignoredCharacters: "",
  },
  // Yahoo's disposable addresses are `base-keyword@`; its names hold no `-` (nor `+`), so both cut a tag.
  {
    provider: "Yahoo",
    domains: /^(?:(?:yahoo|ymail|rocketmail)\.com|yahoo\.(?:[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2}))$/,
    tagSeparators: "+-",
    ignoredCharacters: "",
  },
  // An iCloud name is the same at icloud.com, me.com and mac.com; +tags are delivered.
  { provider: "iCloud", domains: ["icloud.com", "me.com", "mac.com"], sameMailboxAs: "icloud.com", tagSeparators: "+", ignoredCharacters: "" },
  // Fastmail takes +tags and also delivers `anything@user.fastmail.com` to `user@fastmail.com`.
  { provider: "Fastmail", domains: ["fastmail.com", "fastmail.fm"], tagSeparators: "+", ignoredCharacters: "", subdomainAddressing: true },
  // Proton treats `.`, `_` and `-` in a name as transparent (its support pages say so) and takes +tags;
  // a name is the same at proton.me, protonmail.com, protonmail.ch and pm.me.
  {
    provider: "Proton",
    domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"],
    sameMailboxAs: "proton.me",
    tagSeparators: "+",
    ignoredCharacters: "._-",
  },
];

/** Any other domain: `+tag` is the common sub-addressing; dots and dashes may be part of the name. */
export const defaultMailboxRule: MailboxRule = { provider: "other", domains: [], tagSeparators: "+", ignoredCharacters: "" };

function applies(rule: MailboxRule, domain: string): boolean {
  return rule.domains instanceof RegExp ? rule.domains.test(domain) : rule.domains.includes(domain);
}

/** The domain as mail routing sees it: lower case, IDNA (punycode), no trailing root dot. */
function routingDomain(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.+$/, "");
  return domainToASCII(lower) || lower;
}

/**
 * The mailbox an address is delivered to, as `local@domain` in one canonical spelling. Case is ignored
 * everywhere (every provider here does, and practically every other one).
 */
export function canonicalMailbox(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  let local = trimmed.slice(0, at).toLowerCase();
  let domain = routingDomain(trimmed.slice(at + 1));
  let rule = mailboxRules.find((candidate) => applies(candidate, domain));
  if (!rule) {
    // `x@user.fastmail.com`: the mailbox is `user@fastmail.com`.
    const dot = domain.indexOf(".");
    const parent = domain.slice(dot + 1);
    const parentRule = mailboxRules.find((candidate) => candidate.subdomainAddressing && applies(candidate, parent));
    if (dot > 0 && parentRule) {
      local = domain.slice(0, dot);
      domain = parent;
      rule = parentRule;
    }
  }
  rule ??= defaultMailboxRule;
  // A separator in first place is the name itself, not the start of a tag.
  let cut = 1;
  while (cut < local.length && !rule.tagSeparators.includes(local.charAt(cut))) cut++;
  const untagged = local.slice(0, cut);
  const name = [...untagged].filter((char) => !rule.ignoredCharacters.includes(char)).join("");
  return `${name || untagged}@${rule.sameMailboxAs ?? domain}`;
}
