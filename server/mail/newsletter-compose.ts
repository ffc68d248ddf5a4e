// The newsletter's confirmation e-mail (decision 038), built when it is sent, with the single-use link made then.
import { newsletterConfirmationMail } from "../../app/content/newsletter-mail.ts";
import { shippedDocuments } from "../../app/content/documents.ts";
import type { IssuedConfirmation } from "../newsletter/tokens.ts";
import { automatic, fill, headerText, privacyUrl, receivedAt, type ComposedMessage, type ComposeSettings } from "./compose.ts";
import { escapeHtml, mailDocument } from "./layout.ts";
import { isPlainMailbox } from "./mailbox.ts";

const { site } = shippedDocuments.site;

/**
 * The confirmation to the address typed in the newsletter box: the link is its own line in the text part and
 * the HTML part's first link. It names no one and carries nothing typed but the address it goes to.
 */
export function composeNewsletterConfirmation(confirmation: IssuedConfirmation, messageId: string, settings: ComposeSettings): ComposedMessage {
  if (!isPlainMailbox(confirmation.email)) return { kind: "refused", reason: "not sent: the address is not one plain mailbox" };
  const mail = newsletterConfirmationMail;
  const values = { siteName: site.name, expiresAt: receivedAt(confirmation.expiresAt), privacyUrl };
  const subject = headerText(fill(mail.subject, values), 200);
  const text = [
    fill(mail.intro, values),
    "",
    mail.action,
    confirmation.url,
    "",
    fill(mail.expiry, values),
    "",
    fill(mail.notYou, values),
    "",
    fill(mail.signOff, values),
    "",
  ].join("\n");
  const privacyLink = `<a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a>`;
  const html = mailDocument({
    title: subject,
    body: [
      `<p>${fill(mail.intro, values, escapeHtml)}</p>`,
      `<p>${escapeHtml(mail.action)}<br>\n<a href="${escapeHtml(confirmation.url)}">${escapeHtml(confirmation.url)}</a></p>`,
      `<p>${fill(mail.expiry, values, escapeHtml)}</p>`,
      `<p>${fill(mail.notYou, values, escapeHtml).replace(escapeHtml(privacyUrl), privacyLink)}</p>`,
      `<p>${fill(mail.signOff, values, escapeHtml)}</p>`,
    ].join("\n"),
  });
  return {
    kind: "message",
    message: {
      from: settings.from,
      to: { name: "", address: confirmation.email },
      subject,
      text,
      html,
      messageId,
      envelope: { from: settings.from.address, to: [confirmation.email] },
      headers: automatic,
    },
  };
}
