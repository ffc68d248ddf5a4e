// The one HTML layout of every mail the site sends (decision 039): applications', inquiries', the team's and the newsletter.
import { shippedDocuments } from "../../app/content/documents.ts";

const { site } = shippedDocuments.site;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** What a message puts in the layout: everything already HTML (escaped by its composer) except the title and preheader. */
export interface MailLayout {
  /** The document's title (the subject), escaped here. */
  title: string;
  /** The body's HTML. */
  body: string;
  /** The line a mail client shows after the subject in its list (the newsletter's excerpt), escaped here; hidden in the message. */
  preheader?: string;
  /** HTML under the body, in small grey type (the newsletter's unsubscribe link); every mail ends with the site's name and address. */
  footer?: string;
}

// Tables and inline styles because that is what every common client (Outlook's Word engine included) lays out alike; the
// one <style> only narrows the padding on a phone, and a client that drops it still shows a readable single column. No
// image in the layout: with images off the mail reads the same. Text #18181b on #ffffff, footer #52525b: both above 7:1.
const font = "font-family:Arial,Helvetica,sans-serif";
const head =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light only">' +
  "<style>@media (max-width:620px){.m{padding-left:16px!important;padding-right:16px!important}}</style>";

/**
 * A whole HTML message: a 600-pixel column (the full width on a phone), the site's name as text at the top, the body,
 * and a footer. The plain-text part is each composer's own (it is not derived from this HTML).
 */
export function mailDocument(layout: MailLayout): string {
  const preheader = layout.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</div>\n` : "";
  const footer = `${layout.footer ? `${layout.footer}<br>\n` : ""}${escapeHtml(site.name)} · ${escapeHtml(new URL(site.url).host)}`;
  return (
    `<!doctype html>\n<html lang="en">\n<head>${head}<title>${escapeHtml(layout.title)}</title></head>\n` +
    `<body style="margin:0;padding:0;background:#f4f4f5">\n${preheader}` +
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px 8px">\n' +
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-collapse:collapse">\n' +
    `<tr><td class="m" style="padding:20px 32px 12px;${font};font-size:18px;font-weight:bold;color:#18181b;border-bottom:3px solid #18181b">${escapeHtml(site.name)}</td></tr>\n` +
    `<tr><td class="m" style="padding:20px 32px;${font};font-size:16px;line-height:1.5;color:#18181b">\n${layout.body}\n</td></tr>\n` +
    `<tr><td class="m" style="padding:16px 32px;${font};font-size:13px;line-height:1.5;color:#52525b;border-top:1px solid #e4e4e7">${footer}</td></tr>\n` +
    "</table>\n</td></tr></table>\n</body>\n</html>\n"
  );
}
