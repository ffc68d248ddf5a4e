// The newsletter itself: one published article (title, excerpt, cover, link) to one confirmed subscriber, in the one layout.
import type { SendMailOptions } from "nodemailer";
import { shippedDocuments } from "../../app/content/documents.ts";
import { neutralLine, neutralText } from "../../app/lib/contracts/neutral-text.ts";
import { automatic, headerText } from "./compose.ts";
import { escapeHtml, mailDocument } from "./layout.ts";

const { site } = shippedDocuments.site;

/**
 * What a send says about its article, copied into its row when the editor sends it (newsletter_sends), so every
 * subscriber gets the same message even if the article is edited while the send runs.
 */
export interface NewsletterArticle {
  /** The article's public path (`/blog/slug`, `/news/1`): what a send is unique on. */
  path: string;
  title: string;
  excerpt: string;
  /** The article's cover on the site (an absolute address), or null. */
  coverUrl: string | null;
  coverAlt: string;
}

/** The one subscriber's link out: the signed unsubscribe link and the headers that carry it (server/newsletter/tokens.ts). */
export interface NewsletterUnsubscribe {
  url: string;
  headers: Record<string, string>;
}

/** The words of the newsletter around the article (the article's own words are the editor's). */
export const newsletterWords = {
  readMore: "Read the article",
  why: `You get this because you subscribed to the ${site.name} newsletter and confirmed it.`,
  unsubscribe: "Unsubscribe with one click",
  test: "Test send: this is how the subscribers will see it.",
};

/** The newsletter's sender: the site's name and MAIL_FROM's address, the one the SMTP server lets this site send as. */
export function newsletterFrom(address: string): { name: string; address: string } {
  return { name: site.name, address };
}

/**
 * The article's mail to one subscriber: the title as subject and heading, the excerpt (also the preheader), the
 * cover linked to the article with its alt text (read when images are off), a link to the page, and the footer's
 * one-click unsubscribe link; the plain-text part says the same. `test`: the editor's test send, marked as one.
 */
export function composeNewsletterMessage(options: {
  article: NewsletterArticle;
  to: string;
  fromAddress: string;
  messageId: string;
  unsubscribe: NewsletterUnsubscribe;
  test?: boolean;
}): SendMailOptions {
  const { article, unsubscribe } = options;
  const url = new URL(article.path, site.url).href;
  const title = neutralLine(article.title);
  const excerpt = neutralText(article.excerpt);
  const subject = headerText(options.test ? `[Test] ${title}` : title, 200);
  const words = newsletterWords;
  const text = [
    ...(options.test ? [words.test, ""] : []),
    title,
    "",
    excerpt,
    "",
    `${words.readMore}: ${url}`,
    "",
    "-- ",
    words.why,
    `${words.unsubscribe}: ${unsubscribe.url}`,
    "",
  ].join("\n");
  const link = escapeHtml(url);
  const cover = article.coverUrl
    ? `<p style="margin:0 0 16px"><a href="${link}"><img src="${escapeHtml(article.coverUrl)}" alt="${escapeHtml(neutralLine(article.coverAlt))}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border:0;color:#18181b"></a></p>\n`
    : "";
  const body = [
    ...(options.test ? [`<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;color:#18181b">${escapeHtml(words.test)}</p>`] : []),
    `${cover}<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25"><a href="${link}" style="color:#18181b;text-decoration:none">${escapeHtml(title)}</a></h1>`,
    `<p style="margin:0 0 20px">${escapeHtml(excerpt).replace(/\r?\n/g, "<br>\n")}</p>`,
    // A link styled as a button: padding on the cell, so it is a large target in every client, and plain text if styles are dropped.
    `<table role="presentation" cellspacing="0" cellpadding="0"><tr><td style="background:#18181b;border-radius:6px;padding:12px 20px"><a href="${link}" style="color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(words.readMore)}</a></td></tr></table>`,
  ].join("\n");
  const footer = `${escapeHtml(words.why)}<br>\n<a href="${escapeHtml(unsubscribe.url)}" style="color:#52525b">${escapeHtml(words.unsubscribe)}</a>`;
  return {
    from: newsletterFrom(options.fromAddress),
    to: { name: "", address: options.to },
    subject,
    text,
    html: mailDocument({ title: subject, preheader: excerpt.replace(/\s+/g, " "), body, footer }),
    messageId: options.messageId,
    envelope: { from: options.fromAddress, to: [options.to] },
    headers: { ...automatic, Precedence: "bulk", "List-Id": `${site.name} newsletter <newsletter.${new URL(site.url).hostname}>`, ...unsubscribe.headers },
  };
}
