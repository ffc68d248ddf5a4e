import type { SendMailOptions } from "nodemailer";
import { applicationMailCopy, divisionLabel } from "../../app/lib/application-mail-copy.ts";
import type { ContactSubmission, MailKind } from "../db/schema.ts";
import { isPlainMailbox } from "./mailbox.ts";

/** Who the messages are from and who the hiring team is (server/mail/mail-config.ts). */
export interface ComposeSettings {
  from: { name: string; address: string };
  hiringEmails: string[];
}

/** A message ready for Nodemailer, or why it must not be sent at all. */
export type ComposedMessage = { kind: "message"; message: SendMailOptions } | { kind: "refused"; reason: string };

const copy = applicationMailCopy;

/** Text for a header: one line, no control or format characters (no CR/LF, no bidi overrides), not too long. */
export function headerText(value: string, maxLength = 120): string {
  const line = value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Fills `{placeholders}` in one pass, so a value that looks like a placeholder stays as typed. */
function fill(template: string, values: Record<string, string>, escape: (value: string) => string = (value) => value): string {
  return escape(template).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escape(values[name] ?? "") : whole));
}

/** Typed text as HTML: escaped, line breaks kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/** A live link only for an http(s) address; anything else stays text. */
function portfolioHtml(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return `<a href="${escapeHtml(url.href)}">${escapeHtml(value)}</a>`;
  } catch {
    // not a URL: text
  }
  return escapeHtml(value);
}

function receivedAt(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

interface Field {
  label: string;
  text: string;
  html: string;
}

/** The application's fields as the form labels them; `links` says whether the portfolio may be a live link. */
function fieldsOf(application: ContactSubmission, notGiven: string, links: boolean): { short: Field[]; message: Field } {
  const labels = copy.fieldLabels;
  const optional = (value: string | null) => (value && value.trim() !== "" ? value : null);
  const plain = (label: string, value: string | null): Field => ({
    label,
    text: value ?? notGiven,
    html: value === null ? `<em>${escapeHtml(notGiven)}</em>` : escapeHtml(value),
  });
  const portfolio = optional(application.portfolio);
  return {
    short: [
      plain(labels.name, application.name),
      plain(labels.email, application.email),
      plain(labels.discord, optional(application.discord)),
      plain(labels.division, divisionLabel(application.division)),
      portfolio && links ? { label: labels.portfolio, text: portfolio, html: portfolioHtml(portfolio) } : plain(labels.portfolio, portfolio),
    ],
    message: { label: labels.message, text: application.message, html: htmlLines(application.message) },
  };
}

function fieldsText(fields: { short: Field[]; message: Field }): string {
  return [...fields.short.map((field) => `${field.label}: ${field.text}`), "", `${fields.message.label}:`, fields.message.text].join("\n");
}

function fieldsHtml(fields: { short: Field[]; message: Field }): string {
  const rows = fields.short
    .map((field) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${field.html}</td></tr>`)
    .join("\n");
  return (
    `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse">\n${rows}\n</table>\n` +
    `<p><strong>${escapeHtml(fields.message.label)}</strong></p>\n<p>${fields.message.html}</p>`
  );
}

function document(title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">\n${body}\n</body>\n</html>\n`
  );
}

const automatic = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

function teamNotification(application: ContactSubmission, messageId: string, settings: ComposeSettings): SendMailOptions {
  const team = copy.team;
  const name = headerText(application.name);
  const subject = headerText(fill(team.subject, { id: String(application.id), name, division: divisionLabel(application.division) }), 200);
  const fields = fieldsOf(application, team.notGiven, true);
  const received = receivedAt(application.createdAt);
  const text = [
    team.intro,
    "",
    `${team.idLabel}: #${application.id}`,
    `${team.receivedLabel}: ${received}`,
    "",
    fieldsText(fields),
    "",
    fill(team.replyHint, { name }),
    "",
  ].join("\n");
  const html = document(
    subject,
    [
      `<p>${escapeHtml(team.intro)}</p>`,
      `<p>${escapeHtml(team.idLabel)}: #${application.id}<br>\n${escapeHtml(team.receivedLabel)}: ${escapeHtml(received)}</p>`,
      fieldsHtml(fields),
      `<p>${fill(team.replyHint, { name }, escapeHtml)}</p>`,
    ].join("\n"),
  );
  const replyTo = isPlainMailbox(application.email) ? { name, address: application.email } : undefined;
  return {
    from: settings.from,
    to: settings.hiringEmails,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html,
    messageId,
    envelope: { from: settings.from.address, to: settings.hiringEmails },
    headers: { ...automatic, "X-Vesper-Application-Id": String(application.id) },
  };
}

function applicantConfirmation(application: ContactSubmission, messageId: string, settings: ComposeSettings): SendMailOptions {
  const mail = copy.confirmation;
  const name = headerText(application.name);
  const values = {
    name: application.name,
    received: receivedAt(application.createdAt),
    id: String(application.id),
    privacyUrl: copy.privacyUrl,
    legalEmail: copy.legalAddress,
  };
  // The applicant's own words go back only to the address they gave, and nothing they typed becomes a link.
  const fields = fieldsOf(application, mail.notGiven, false);
  const text = [
    fill(mail.greeting, values),
    "",
    fill(mail.thanks, values),
    "",
    fieldsText(fields),
    "",
    fill(mail.reference, values),
    "",
    mail.nextTitle,
    ...mail.next.map((line) => `- ${line}`),
    "",
    fill(mail.privacy, values),
    "",
    fill(mail.notYou, values),
    "",
    mail.signOff,
    "",
  ].join("\n");
  const privacyLink = `<a href="${escapeHtml(copy.privacyUrl)}">${escapeHtml(copy.privacyUrl)}</a>`;
  const legalLink = `<a href="mailto:${escapeHtml(copy.legalAddress)}">${escapeHtml(copy.legalAddress)}</a>`;
  const html = document(
    mail.subject,
    [
      `<p>${fill(mail.greeting, values, escapeHtml)}</p>`,
      `<p>${fill(mail.thanks, values, escapeHtml)}</p>`,
      fieldsHtml(fields),
      `<p>${fill(mail.reference, values, escapeHtml)}</p>`,
      `<h2 style="font-size:17px">${escapeHtml(mail.nextTitle)}</h2>`,
      `<ul>\n${mail.next.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`,
      `<p>${fill(mail.privacy, values, escapeHtml).replace(escapeHtml(copy.privacyUrl), privacyLink)}</p>`,
      `<p>${fill(mail.notYou, values, escapeHtml).replace(escapeHtml(copy.legalAddress), legalLink)}</p>`,
      `<p>${escapeHtml(mail.signOff)}</p>`,
    ].join("\n"),
  );
  return {
    from: settings.from,
    to: { name, address: application.email },
    subject: headerText(mail.subject, 200),
    text,
    html,
    messageId,
    envelope: { from: settings.from.address, to: [application.email] },
    headers: { ...automatic, "X-Vesper-Application-Id": String(application.id) },
  };
}

/**
 * Builds one of the two messages from the stored application (never from what the request carried):
 * plain text and HTML, every typed value escaped, headers one line each, recipients given as
 * single mailboxes — Nodemailer then has nothing to parse that could add a header or a recipient.
 */
export function composeMessage(kind: MailKind, application: ContactSubmission, messageId: string, settings: ComposeSettings): ComposedMessage {
  if (kind === "team-notification") return { kind: "message", message: teamNotification(application, messageId, settings) };
  if (!isPlainMailbox(application.email)) return { kind: "refused", reason: "not sent: the applicant's address is not one plain mailbox" };
  return { kind: "message", message: applicantConfirmation(application, messageId, settings) };
}
