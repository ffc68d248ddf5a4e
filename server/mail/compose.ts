import type { SendMailOptions } from "nodemailer";
import { applicantConfirmationMail, memberInvitationMail, passwordResetMail, teamNotificationMail } from "../../app/content/application-mail.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { ApplicationField } from "../../app/lib/contracts/application-rules.ts";
import { divisionLabel, knownDivisionLabel } from "../../app/lib/contracts/division-label.ts";
import { neutralLine, neutralText } from "../../app/lib/contracts/neutral-text.ts";
import { webLink } from "../../app/lib/contracts/web-link.ts";
import type { AccountLinkPurpose, ApplicationMailKind, StoredApplication } from "../db/schema.ts";
import { escapeHtml, mailDocument } from "./layout.ts";
import { isPlainMailbox } from "./mailbox.ts";

// The mails name the shipped settings and privacy policy's address (app/content/site.json, legal/privacy.json).
const { site } = shippedDocuments.site;
const { privacyPolicy } = shippedDocuments["legal/privacy"];

/** Who the messages are from and who the hiring team is (server/mail/mail-config.ts). */
export interface ComposeSettings {
  from: { name: string; address: string };
  hiringEmails: string[];
}

/** A message ready for Nodemailer, or why it must not be sent at all. */
export type ComposedMessage = { kind: "message"; message: SendMailOptions } | { kind: "refused"; reason: string };

/** The form's label of each field, as the team reads them in the notification. */
const fieldLabels = Object.fromEntries(shippedDocuments.join.joinFormFields.map((field) => [field.name, field.label])) as Record<ApplicationField, string>;

/** The privacy policy's public address, named in the confirmation. */
export const privacyUrl = new URL(privacyPolicy.path, site.url).href;

/** Text for a header: one line, no control or format characters (no CR/LF, no bidi overrides), not too long. */
export function headerText(value: string, maxLength = 120): string {
  const line = neutralLine(value).trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** Fills `{placeholders}` in one pass, so a value that looks like a placeholder stays as typed. */
export function fill(template: string, values: Record<string, string>, escapeValue: (value: string) => string = (value) => value): string {
  return escapeValue(template).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeValue(values[name] ?? "") : whole));
}

/** Typed text as HTML: escaped, line breaks kept. */
export function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/**
 * The portfolio: for an http(s) address a live link whose visible text is its real host and path
 * (app/lib/contracts/web-link.ts), in the text part followed by the address itself; anything else stays text.
 */
export function portfolioField(label: string, value: string): Field {
  const link = webLink(value);
  if (!link) return { label, text: neutralLine(value), html: escapeHtml(neutralLine(value)) };
  return { label, text: `${link.text} <${link.href}>`, html: `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` };
}

export function receivedAt(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export interface Field {
  label: string;
  text: string;
  html: string;
}

/**
 * The application's fields as the form labels them, for the team: every typed value as one line (the
 * message keeps its lines) without control or format characters (app/lib/contracts/neutral-text.ts).
 */
function fieldsOf(application: StoredApplication, notGiven: string): { short: Field[]; message: Field } {
  const optional = (value: string | null) => (value && value.trim() !== "" ? value : null);
  const plain = (label: string, value: string | null): Field => {
    const line = value === null ? null : neutralLine(value);
    return { label, text: line ?? notGiven, html: line === null ? `<em>${escapeHtml(notGiven)}</em>` : escapeHtml(line) };
  };
  const portfolio = optional(application.portfolio);
  const message = neutralText(application.message);
  return {
    short: [
      plain(fieldLabels.name, application.name),
      plain(fieldLabels.email, application.email),
      plain(fieldLabels.discord, optional(application.discord)),
      plain(fieldLabels.division, divisionLabel(application.division)),
      portfolio ? portfolioField(fieldLabels.portfolio, portfolio) : plain(fieldLabels.portfolio, null),
    ],
    message: { label: fieldLabels.message, text: message, html: htmlLines(message) },
  };
}

export function rowsText(rows: Field[]): string {
  return rows.map((field) => `${field.label}: ${field.text}`).join("\n");
}

export function rowsHtml(rows: Field[]): string {
  const cells = rows
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${field.html}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse">\n${cells}\n</table>`;
}

function fieldsText(fields: { short: Field[]; message: Field }): string {
  return [rowsText(fields.short), "", `${fields.message.label}:`, fields.message.text].join("\n");
}

function fieldsHtml(fields: { short: Field[]; message: Field }): string {
  return `${rowsHtml(fields.short)}\n<p><strong>${escapeHtml(fields.message.label)}</strong></p>\n<p>${fields.message.html}</p>`;
}

/**
 * The end of a confirmation to the person who wrote (an applicant's or a client's): the privacy paragraph with the
 * policy's address as a link, the "not you?" paragraph with the legal address as one, and the sign-off.
 */
export function confirmationClosingHtml(mail: { privacy: string; notYou: string; signOff: string }, values: Record<string, string>): string {
  const privacyLink = `<a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a>`;
  const legalLink = `<a href="mailto:${escapeHtml(site.contacts.legal)}">${escapeHtml(site.contacts.legal)}</a>`;
  return [
    `<p>${fill(mail.privacy, values, escapeHtml).replace(escapeHtml(privacyUrl), privacyLink)}</p>`,
    `<p>${fill(mail.notYou, values, escapeHtml).replace(escapeHtml(site.contacts.legal), legalLink)}</p>`,
    `<p>${escapeHtml(mail.signOff)}</p>`,
  ].join("\n");
}

/** Marks a message as sent by a machine: no auto-replies, no out-of-office loops. */
export const automatic = { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" };

function teamNotification(application: StoredApplication, messageId: string, settings: ComposeSettings): SendMailOptions {
  const team = teamNotificationMail;
  const name = headerText(application.name);
  const subject = headerText(fill(team.subject, { id: String(application.id), name, division: divisionLabel(application.division) }), 200);
  const fields = fieldsOf(application, team.notGiven);
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
  const html = mailDocument({
    title: subject,
    body: [
      `<p>${escapeHtml(team.intro)}</p>`,
      `<p>${escapeHtml(team.idLabel)}: #${application.id}<br>\n${escapeHtml(team.receivedLabel)}: ${escapeHtml(received)}</p>`,
      fieldsHtml(fields),
      `<p>${fill(team.replyHint, { name }, escapeHtml)}</p>`,
    ].join("\n"),
  });
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

/**
 * The confirmation goes to whatever address was typed, so it must be useless for carrying someone's
 * words to a stranger: it names no one and repeats nothing the applicant typed — no name (not even in
 * the To header), no message, no link — only what the site itself knows: the reference, the time of
 * arrival and the division's label from the site's own list.
 */
function applicantConfirmation(application: StoredApplication, messageId: string, settings: ComposeSettings): SendMailOptions {
  const mail = applicantConfirmationMail;
  const values = { privacyUrl, legalEmail: site.contacts.legal };
  const division = knownDivisionLabel(application.division);
  const received: Field[] = [
    { label: mail.referenceLabel, text: `#${application.id}`, html: `#${application.id}` },
    { label: mail.receivedLabel, text: receivedAt(application.createdAt), html: escapeHtml(receivedAt(application.createdAt)) },
    ...(division ? [{ label: mail.divisionLabel, text: division, html: escapeHtml(division) }] : []),
  ];
  const text = [
    mail.greeting,
    "",
    mail.thanks,
    "",
    rowsText(received),
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
  const html = mailDocument({
    title: mail.subject,
    body: [
      `<p>${escapeHtml(mail.greeting)}</p>`,
      `<p>${escapeHtml(mail.thanks)}</p>`,
      rowsHtml(received),
      `<h2 style="font-size:17px">${escapeHtml(mail.nextTitle)}</h2>`,
      `<ul>\n${mail.next.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`,
      confirmationClosingHtml(mail, values),
    ].join("\n"),
  });
  return {
    from: settings.from,
    to: { name: "", address: application.email },
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
export function composeMessage(kind: ApplicationMailKind, application: StoredApplication, messageId: string, settings: ComposeSettings): ComposedMessage {
  if (kind === "team-notification") return { kind: "message", message: teamNotification(application, messageId, settings) };
  if (!isPlainMailbox(application.email)) return { kind: "refused", reason: "not sent: the applicant's address is not one plain mailbox" };
  return { kind: "message", message: applicantConfirmation(application, messageId, settings) };
}

/** A team link as its e-mail needs it (server/account-tokens/account-tokens.ts `issueAccountLinkToken`). */
export interface AccountLinkMail {
  purpose: AccountLinkPurpose;
  email: string;
  requestedBy: string;
  expiresAt: Date;
  /** On the site's public address (app/lib/pages/site-identity.ts), never a request's Host. */
  url: string;
}

/**
 * An invitation or a password-reset e-mail to one member's address. The link is its own line in the
 * text part and the only link of the HTML part; the member who asked is named, escaped like any value.
 */
export function composeAccountMessage(link: AccountLinkMail, messageId: string, settings: ComposeSettings): ComposedMessage {
  if (!isPlainMailbox(link.email)) return { kind: "refused", reason: "not sent: the address is not one plain mailbox" };
  const mail = link.purpose === "invite" ? memberInvitationMail : passwordResetMail;
  const hours = Math.round((link.expiresAt.getTime() - Date.now()) / 3_600_000);
  const values = {
    siteName: site.name,
    requestedBy: neutralLine(link.requestedBy),
    link: link.url,
    expiresAt: receivedAt(link.expiresAt),
    hours: String(Math.max(1, hours)),
  };
  const subject = headerText(fill(mail.subject, values), 200);
  const text = [fill(mail.intro, values), "", fill(mail.action, values), link.url, "", fill(mail.expiry, values), "", fill(mail.notExpected, values), ""].join(
    "\n",
  );
  const html = mailDocument({
    title: subject,
    body: [
      `<p>${fill(mail.intro, values, escapeHtml)}</p>`,
      `<p>${fill(mail.action, values, escapeHtml)}<br>\n<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`,
      `<p>${fill(mail.expiry, values, escapeHtml)}</p>`,
      `<p>${fill(mail.notExpected, values, escapeHtml)}</p>`,
    ].join("\n"),
  });
  return {
    kind: "message",
    message: {
      from: settings.from,
      to: { name: "", address: link.email },
      subject,
      text,
      html,
      messageId,
      envelope: { from: settings.from.address, to: [link.email] },
      headers: automatic,
    },
  };
}
