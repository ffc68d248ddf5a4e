import type { IncomingHttpHeaders } from "node:http";

/**
 * Which page requests are a person's view worth counting (decision 042): not a crawler, not a browser
 * fetching a page the person may never see (prefetch, prerender), and not a visitor who asked not to be
 * tracked (Global Privacy Control, Do Not Track) — we count nothing about them, not even anonymously.
 */

/**
 * Crawlers, link previews, monitors and HTTP libraries, by words their user agents carry. Coarse by
 * design: what slips through is a few extra views, and what is caught is never a person's browser
 * (whose user agent names none of these words).
 */
const botWords =
  /bot|crawl|spider|slurp|archiver|scrap|fetch|preview|monitor|uptime|pingdom|lighthouse|headless|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|axios|undici|node|httpclient|http-client|libwww|perl|ruby|php|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|skype|validator|checker|scan|feed|rss|autocannon/i;

export function isBot(userAgent: string | undefined): boolean {
  // Every browser sends one that begins "Mozilla/" (or Opera's own); anything else is a program.
  if (!userAgent || userAgent.length > 512 || !/^(Mozilla|Opera)\//.test(userAgent)) return true;
  return botWords.test(userAgent);
}

/** A speculative load (link prefetch, Chrome's prerender): the person has not opened the page, and may never. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  return typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose);
}

/** Sec-GPC: 1 or DNT: 1: the visitor asked not to be tracked, and is not counted at all. */
export function declinesCounting(headers: IncomingHttpHeaders): boolean {
  return headers["sec-gpc"] === "1" || headers.dnt === "1";
}

/** Whether a GET of a public page is a view to count: not HEAD, not a bot, not a prefetch, not declined. */
export function isCountableView(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  return method === "GET" && !declinesCounting(headers) && !isPrefetch(headers) && !isBot(headers["user-agent"]);
}
