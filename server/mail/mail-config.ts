import addressparser from "nodemailer/lib/addressparser";
import { shippedDocuments } from "../../app/content/documents.ts";
import { ConfigError, urlSetting } from "../config.ts";
import { isPlainMailbox } from "./mailbox.ts";

const { site } = shippedDocuments.site;

/** The mail settings (docs/configuration.md, "Mail"); read beside server/config.ts, which they leave alone. */
export interface MailConfig {
  /** Unset: nothing is sent; messages wait in the outbox. */
  smtpUrl: string | undefined;
  from: { name: string; address: string };
  /** The hiring team: every notification goes to all of them. */
  hiringEmails: string[];
  /**
   * SALES_EMAIL: when set, every project inquiry goes to these addresses, whatever the site settings
   * route it to (server/inquiries/routing.ts); unset, the settings decide.
   */
  salesEmails: string[] | undefined;
  /** Who sends: the server process itself, or only `npm run mailer`. */
  delivery: "server" | "mailer";
  /**
   * How long a sender holds a message it is sending; a sender killed mid-send leaves the message to
   * the others (or to itself after a restart on PostgreSQL) once this has passed.
   */
  claimSeconds: number;
  /**
   * Confirmations the whole site may queue in any hour, over every instance: past it they are skipped
   * (the team's notifications never are), so the form cannot be turned on strangers' mailboxes.
   */
  confirmationsPerHour: number;
}

/** A careers form that gets more real applications than this in an hour is under attack, not in demand. */
export const defaultConfirmationsPerHour = 200;

function smtpUrl(value: string | undefined): string | undefined {
  const url = urlSetting(value, ["smtp:", "smtps:"], "SMTP_URL must look like smtp://user:pass@mail.example:587 or smtps://user:pass@mail.example:465.");
  // The setting as written (trimmed), not the URL's normalised form: Nodemailer reads it.
  return url ? value!.trim() : undefined;
}

function mailFrom(value: string | undefined): MailConfig["from"] {
  const setting = value?.trim() ?? "";
  if (setting === "") return { name: `${site.name} Careers`, address: site.contacts.careers };
  const parsed = addressparser(setting, { flatten: true });
  const [first] = parsed;
  if (parsed.length !== 1 || !first || !isPlainMailbox(first.address)) {
    throw new ConfigError(`MAIL_FROM must be one address, such as careers@example.com or "Vesper Careers <careers@example.com>" (got "${setting}").`);
  }
  return { name: first.name, address: first.address };
}

/** A list of team addresses separated by commas; undefined when the setting is empty. */
function teamAddresses(name: string, value: string | undefined): string[] | undefined {
  const setting = value?.trim() ?? "";
  if (setting === "") return undefined;
  const addresses = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = addresses.filter((address) => !isPlainMailbox(address));
  if (addresses.length === 0 || wrong.length > 0) {
    throw new ConfigError(`${name} must be one or more addresses separated by commas (not an address: "${wrong.join('", "')}").`);
  }
  return addresses;
}

function delivery(value: string | undefined): MailConfig["delivery"] {
  const setting = value?.trim() || "server";
  if (setting !== "server" && setting !== "mailer") throw new ConfigError(`MAIL_DELIVERY must be "server" or "mailer" (got "${setting}").`);
  return setting;
}

function claimSeconds(value: string | undefined): number {
  const setting = value?.trim() ?? "";
  if (setting === "") return 120;
  const seconds = Number(setting);
  // Shorter than the SMTP client's own timeouts (smtp-sender.ts) would let a slow send be claimed twice.
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 3600)
    throw new ConfigError(`MAIL_CLAIM_SECONDS must be a whole number from 10 to 3600 (got "${setting}").`);
  return seconds;
}

function confirmationsPerHour(value: string | undefined): number {
  const setting = value?.trim() ?? "";
  if (setting === "") return defaultConfirmationsPerHour;
  const count = Number(setting);
  if (!Number.isInteger(count) || count < 0 || count > 100_000) {
    throw new ConfigError(`MAIL_CONFIRMATIONS_PER_HOUR must be a whole number from 0 to 100000 (got "${setting}").`);
  }
  return count;
}

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    smtpUrl: smtpUrl(env.SMTP_URL),
    from: mailFrom(env.MAIL_FROM),
    hiringEmails: teamAddresses("HIRING_EMAIL", env.HIRING_EMAIL) ?? [site.contacts.careers],
    salesEmails: teamAddresses("SALES_EMAIL", env.SALES_EMAIL),
    delivery: delivery(env.MAIL_DELIVERY),
    claimSeconds: claimSeconds(env.MAIL_CLAIM_SECONDS),
    confirmationsPerHour: confirmationsPerHour(env.MAIL_CONFIRMATIONS_PER_HOUR),
  };
}

/** SMTP_URL for a log line: scheme, host and port, never the credentials. */
export function describeSmtpUrl(value: string): string {
  const url = new URL(value);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
}
