/**
 * GET /search?q=…: the results page without JavaScript (decision 040). The render pipeline's shell
 * (app/routes/search.tsx, with the site's header and footer) gets the query in its field and the results
 * in its results region — markup only, every word escaped, so the page's prerendered CSP holds and a
 * hostile query stays text. A query that finds nothing is told to `onMiss` (counted, no person).
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { cleanSearchQuery, searchQueryParam } from "../../app/lib/contracts/search-index.ts";
import { type SiteHolder, sendStaticFile } from "../static-site.ts";
import { type SiteSearchResult, searchSite } from "./site-search.ts";

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The pages a visitor who found nothing may want: each exists whatever the content says (reserved-addresses.ts). */
const helpfulLinks: readonly (readonly [string, string])[] = [
  ["/services", "Services and prices"],
  ["/docs", "Documentation"],
  ["/divisions", "Our divisions"],
  ["/news", "News"],
  ["/contact", "Contact us"],
];

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function resultHtml(result: SiteSearchResult): string {
  const date = result.date
    ? ` <span aria-hidden="true">·</span> <time datetime="${escapeHtml(result.date)}">${dateFormat.format(new Date(`${result.date}T00:00:00Z`))}</time>`
    : "";
  const excerpt = result.excerpt
    .map((part) => (part.marked ? `<mark class="rounded-sm bg-neon/25 px-0.5 text-ink">${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join("");
  return (
    `<li class="rounded-2xl border border-line bg-surface/80 p-6">` +
    `<p class="font-mono text-xs uppercase tracking-wider text-neon-strong">${escapeHtml(result.section)}${date}</p>` +
    `<h2 class="mt-2 text-xl font-semibold"><a href="${escapeHtml(result.url)}" class="text-ink underline-offset-4 hover:text-neon-strong hover:underline">${escapeHtml(result.title)}</a></h2>` +
    `<p class="mt-3 text-sm leading-relaxed text-muted">${excerpt}</p>` +
    `</li>`
  );
}

/** The results region's markup for a cleaned query. */
export function resultsHtml(query: string, results: readonly SiteSearchResult[], total: number): string {
  if (query === "") return `<p class="text-muted">Type a word or two — a service, a division, a guide, a policy — and press Search.</p>`;
  const quoted = `“${escapeHtml(query)}”`;
  if (results.length === 0) {
    const links = helpfulLinks
      .map(([href, label]) => `<li><a href="${href}" class="text-neon-strong underline underline-offset-4 hover:text-ink">${label}</a></li>`)
      .join("");
    return (
      `<h2 class="text-2xl font-bold tracking-tight">No results for ${quoted}</h2>` +
      `<p class="mt-3 text-muted">Check the spelling, try fewer or other words, or look here:</p>` +
      `<ul class="mt-4 space-y-2">${links}</ul>`
    );
  }
  const count = total > results.length ? `The ${results.length} best of ${total} results` : `${total} ${total === 1 ? "result" : "results"}`;
  return `<h2 class="text-lg text-muted">${count} for ${quoted}</h2><ol class="mt-6 space-y-6">${results.map(resultHtml).join("")}</ol>`;
}

/**
 * The shell with the query and its results in place: only the marked spots change, so the page's CSP
 * hashes still hold. The markers are read as the render pipeline leaves them (critical CSS writes an
 * empty attribute without its `=""`).
 */
export function fillSearchPage(shell: string, query: string, results: readonly SiteSearchResult[], total: number): string {
  const title = query === "" ? undefined : `Results for “${escapeHtml(query)}” | `;
  return shell
    .replace(/<title>/, (tag) => (title ? `${tag}${title}` : tag))
    .replace(/ data-search-query(?:="")?(?=[\s>])/, () => ` value="${escapeHtml(query)}"`)
    .replace(/<div data-search-results(?:="")?[^>]*>/, (tag) => `${tag}${resultsHtml(query, results, total)}`);
}

export function searchPage(holder: SiteHolder, onMiss: (query: string) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const site = holder.current();
    if (!site.searchPage) return next();
    const raw = req.query[searchQueryParam];
    const query = cleanSearchQuery(typeof raw === "string" ? raw : "");
    const { results, total } = searchSite(site, query);
    if (query !== "" && total === 0 && req.method === "GET") onMiss(query);
    const html = fillSearchPage(site.searchPage.identity.body.toString("utf8"), query, results, total);
    const body = Buffer.from(html);
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
    res.setHeader("X-Robots-Tag", "noindex");
    // Per query: kept by no shared cache.
    sendStaticFile(req, res, { ...site.searchPage, cacheControl: "private, no-cache", br: undefined, gzip: undefined, identity: { body, etag } });
  };
}
