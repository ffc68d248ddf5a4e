import type { SendMailOptions } from "nodemailer";
import { shippedDocuments } from "../../app/content/documents.ts";
import { inquiryPromise } from "../../app/content/inquiry-promise.ts";
import { inquiryAnswerReminderMail, inquiryClientConfirmationMail, inquiryTeamNotificationMail } from "../../app/content/inquiry-mail.ts";
import { budgetLabel, wishedStartLabel } from "../../app/lib/contracts/inquiry-labels.ts";
import { inquiryTopicLabel, inquiryTopicOptions } from "../../app/lib/contracts/inquiry-topic-label.ts";
import { neutralLine, neutralText } from "../../app/lib/contracts/neutral-text.ts";
import type { Inquiry, InquiryMailKind } from "../db/schema.ts";
import {
  automatic,
  confirmationClosingHtml,
  fill,
  headerText,
  htmlLines,
  portfolioField,
  privacyUrl,
  receivedAt,
  rowsHtml,
  rowsText,
  type ComposedMessage,
  type ComposeSettings,
  type Field,
} from "./compose.ts";
import { escapeHtml, mailDocument } from "./layout.ts";
import { isPlainMailbox } from "./mailbox.ts";

// Like the application's mail (compose.ts): the shipped settings, policy and form words. The budget's and
// start's labels are the inbox's (app/lib/contracts/inquiry-labels.ts), so the mail and the inbox name a choice alike.
const { site } = shippedDocuments.site;
const form = shippedDocuments.contact.contactInquiry;
const hours = String(inquiryPromise.responseTimeHours);

/** The team's page of one inquiry (the sales inbox, /admin/inquiries/{id}) on the site's public address. */
function inboxUrl(id: number): string {
  return new URL(`/admin/inquiries/${id}`, site.url).href;
}

/** The team addresses stored with the inquiry when it arrived (inquiries.team_email). */
function teamAddresses(inquiry: Inquiry): string[] {
  return inquiry.teamEmail
    .split(",")
    .map((address) => address.trim())
    .filter(isPlainMailbox);
}

/** The inquiry's fields as the form labels them, every typed value one line (the description keeps its lines). */
function fieldsOf(inquiry: Inquiry): { short: Field[]; description: Field } {
  const { notGiven } = inquiryTeamNotificationMail;
  const plain = (label: string, value: string | null): Field => {
    const line = value === null || value.trim() === "" ? null : neutralLine(value);
    return { label, text: line ?? notGiven, html: line === null ? `<em>${escapeHtml(notGiven)}</em>` : escapeHtml(line) };
  };
  const labels = form.fields;
  const description = neutralText(inquiry.description);
  return {
    short: [
      plain(labels.name.label, inquiry.name),
      plain(labels.email.label, inquiry.email),
      plain(labels.company.label, inquiry.company),
      plain(labels.topic.label, inquiryTopicLabel(inquiry.topic)),
      plain(labels.budget.label, inquiry.budget === null ? null : budgetLabel(inquiry.budget)),
      plain(labels.wishedStart.label, inquiry.wishedStart === null ? null : wishedStartLabel(inquiry.wishedStart)),
      inquiry.link ? portfolioField(labels.link.label, inquiry.link) : plain(labels.link.label, null),
    ],
    description: { label: labels.description.label, text: description, html: htmlLines(description) },
  };
}

function teamMessage(
  inquiry: Inquiry,
  to: string[],
  subject: string,
  text: string,
  html: string,
  messageId: string,
  settings: ComposeSettings,
): SendMailOptions {
  const replyTo = isPlainMailbox(inquiry.email) ? { name: headerText(inquiry.name), address: inquiry.email } : undefined;
  return {
    from: settings.from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html,
    messageId,
    envelope: { from: settings.from.address, to },
    headers: { ...automatic, "X-Vesper-Inquiry-Id": String(inquiry.id) },
  };
}

function teamNotification(inquiry: Inquiry, to: string[], messageId: string, settings: ComposeSettings): SendMailOptions {
  const mail = inquiryTeamNotificationMail;
  const name = headerText(inquiry.name);
  const subject = headerText(fill(mail.subject, { id: String(inquiry.id), name, topic: inquiryTopicLabel(inquiry.topic) }), 200);
  const fields = fieldsOf(inquiry);
  const values = { name, hours, due: receivedAt(inquiry.answerDueAt), inboxUrl: inboxUrl(inquiry.id) };
  const received = receivedAt(inquiry.createdAt);
  const text = [
    mail.intro,
    "",
    `${mail.idLabel}: #${inquiry.id}`,
    `${mail.receivedLabel}: ${received}`,
    fill(mail.dueLine, values),
    "",
    rowsText(fields.short),
    "",
    `${fields.description.label}:`,
    fields.description.text,
    "",
    fill(mail.replyHint, values),
    "",
  ].join("\n");
  const html = mailDocument({
    title: subject,
    body: [
      `<p>${escapeHtml(mail.intro)}</p>`,
      `<p>${escapeHtml(mail.idLabel)}: #${inquiry.id}<br>\n${escapeHtml(mail.receivedLabel)}: ${escapeHtml(received)}<br>\n${fill(mail.dueLine, values, escapeHtml)}</p>`,
      rowsHtml(fields.short),
      `<p><strong>${escapeHtml(fields.description.label)}</strong></p>\n<p>${fields.description.html}</p>`,
      `<p>${fill(mail.replyHint, values, escapeHtml)}</p>`,
    ].join("\n"),
  });
  return teamMessage(inquiry, to, subject, text, html, messageId, settings);
}

/** Names no one and repeats nothing the client typed: the reference, the time, and the topic's label from the site's own list. */
function clientConfirmation(inquiry: Inquiry, messageId: string, settings: ComposeSettings): SendMailOptions {
  const mail = inquiryClientConfirmationMail;
  const values = { privacyUrl, legalEmail: site.contacts.legal, hours };
  const topic = inquiryTopicOptions.find((option) => option.value === inquiry.topic)?.label;
  const received: Field[] = [
    { label: mail.referenceLabel, text: `#${inquiry.id}`, html: `#${inquiry.id}` },
    { label: mail.receivedLabel, text: receivedAt(inquiry.createdAt), html: escapeHtml(receivedAt(inquiry.createdAt)) },
    ...(topic ? [{ label: mail.topicLabel, text: topic, html: escapeHtml(topic) }] : []),
  ];
  const text = [
    mail.greeting,
    "",
    mail.thanks,
    "",
    rowsText(received),
    "",
    fill(mail.next, values),
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
      `<p>${fill(mail.next, values, escapeHtml)}</p>`,
      confirmationClosingHtml(mail, values),
    ].join("\n"),
  });
  // Replies go to the team the inquiry was routed to, not to the sender's mailbox.
  const team = teamAddresses(inquiry);
  return {
    from: settings.from,
    to: { name: "", address: inquiry.email },
    ...(team.length > 0 ? { replyTo: team } : {}),
    subject: headerText(mail.subject, 200),
    text,
    html,
    messageId,
    envelope: { from: settings.from.address, to: [inquiry.email] },
    headers: { ...automatic, "X-Vesper-Inquiry-Id": String(inquiry.id) },
  };
}

function answerReminder(inquiry: Inquiry, to: string[], messageId: string, settings: ComposeSettings): SendMailOptions {
  const mail = inquiryAnswerReminderMail;
  const name = headerText(inquiry.name);
  const values = {
    id: String(inquiry.id),
    name,
    topic: inquiryTopicLabel(inquiry.topic),
    received: receivedAt(inquiry.createdAt),
    due: receivedAt(inquiry.answerDueAt),
    hours,
    inboxUrl: inboxUrl(inquiry.id),
  };
  const subject = headerText(fill(mail.subject, values), 200);
  const text = [fill(mail.body, values), "", fill(mail.action, values), "", mail.once, ""].join("\n");
  const html = mailDocument({
    title: subject,
    body: [`<p>${fill(mail.body, values, escapeHtml)}</p>`, `<p>${fill(mail.action, values, escapeHtml)}</p>`, `<p>${escapeHtml(mail.once)}</p>`].join("\n"),
  });
  return teamMessage(inquiry, to, subject, text, html, messageId, settings);
}

/**
 * Builds one of an inquiry's three messages from the stored inquiry (never from what the request
 * carried), as compose.ts builds an application's: every typed value escaped, headers one line each,
 * recipients single mailboxes. The team's messages go to the addresses stored with the inquiry.
 */
export function composeInquiryMessage(kind: InquiryMailKind, inquiry: Inquiry, messageId: string, settings: ComposeSettings): ComposedMessage {
  if (kind === "inquiry-client-confirmation") {
    if (!isPlainMailbox(inquiry.email)) return { kind: "refused", reason: "not sent: the client's address is not one plain mailbox" };
    return { kind: "message", message: clientConfirmation(inquiry, messageId, settings) };
  }
  const to = teamAddresses(inquiry);
  if (to.length === 0) return { kind: "refused", reason: "not sent: the inquiry names no team address" };
  return {
    kind: "message",
    message: kind === "inquiry-team-notification" ? teamNotification(inquiry, to, messageId, settings) : answerReminder(inquiry, to, messageId, settings),
  };
}
