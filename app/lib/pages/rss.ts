/** A small RSS 2.0 writer: pure, so tests can check its escaping and structure without a server. */

export interface RssItem {
  title: string;
  description: string;
  /** Absolute URL of the item's page. */
  link: string;
  /** Unique id; `isPermaLink` says whether it is also the item's URL. */
  guid: string;
  isPermaLink: boolean;
  /** ISO date (YYYY-MM-DD or full timestamp). */
  date: string;
  category?: string;
}

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the site page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  selfUrl: string;
  language: string;
  items: RssItem[];
}

/** What XML 1.0 cannot hold at all (outside its `Char` production): most C0 controls, lone surrogates, U+FFFE and U+FFFF. */
const notXmlCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Escapes text for XML element content and attribute values, leaving out any character XML cannot
 * hold: the schemas refuse them in new content, but one stored before must not make the feed unreadable.
 */
export function escapeXml(value: string): string {
  return value.replace(notXmlCharacters, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** RFC 822 date, as RSS 2.0 requires: "Mon, 16 Jun 2025 00:00:00 GMT". */
export function rssDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date: ${iso}`);
  return date.toUTCString();
}

/** The feed document. Items are written newest first; lastBuildDate is the newest item's date. */
export function buildRssFeed(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const newest = items[0];
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `<channel>`,
    `  ${tag("title", channel.title)}`,
    `  ${tag("link", channel.link)}`,
    `  ${tag("description", channel.description)}`,
    `  ${tag("language", channel.language)}`,
    `  <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`  ${tag("lastBuildDate", rssDate(newest.date))}`] : []),
    ...items.flatMap((item) => [
      `  <item>`,
      `    ${tag("title", item.title)}`,
      `    ${tag("link", item.link)}`,
      `    ${tag("description", item.description)}`,
      `    <guid isPermaLink="${item.isPermaLink}">${escapeXml(item.guid)}</guid>`,
      `    ${tag("pubDate", rssDate(item.date))}`,
      ...(item.category ? [`    ${tag("category", item.category)}`] : []),
      `  </item>`,
    ]),
    `</channel>`,
    `</rss>`,
    ``,
  ];
  return lines.join("\n");
}
