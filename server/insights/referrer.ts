/**
 * Where a view came from, kept as little as can still answer "which sites send us visitors": the host
 * of another site's page (never its path or query, which can name a person or a search), and a link's
 * utm_source and utm_campaign (names the company gave its own links).
 */

/** Longest host name DNS allows. */
const maxHostLength = 253;
/** Longest utm value kept; a longer one is cut here (campaign names are short). */
export const maxCampaignLength = 60;

/**
 * The referring page's host when it is another site (http or https), lower-cased and without "www.";
 * undefined for no referrer, this site itself (`ownHost`, the request's Host), or anything unparseable.
 */
export function externalReferrerHost(referer: string | undefined, ownHost: string | undefined): string | undefined {
  if (!referer || referer.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const host = url.hostname.toLowerCase();
  if (host === "" || host.length > maxHostLength) return undefined;
  const own = ownHost?.toLowerCase().replace(/:\d+$/, "");
  if (own !== undefined && host === own) return undefined;
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** A utm value as counted: trimmed, lower-cased, printable ASCII only, at most `maxCampaignLength` characters; undefined when empty. */
function campaignValue(value: string | null): string | undefined {
  if (value === null) return undefined;
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[^\x20-\x7e]/g, "")
    .slice(0, maxCampaignLength);
  return cleaned === "" ? undefined : cleaned;
}

/** utm_source and utm_campaign of a request target ("/path?utm_source=…"), each when present. */
export function campaignOf(requestTarget: string): { source?: string; campaign?: string } {
  const queryAt = requestTarget.indexOf("?");
  if (queryAt === -1 || !requestTarget.includes("utm_", queryAt)) return {};
  const params = new URLSearchParams(requestTarget.slice(queryAt + 1, queryAt + 1 + 2048));
  const source = campaignValue(params.get("utm_source"));
  const campaign = campaignValue(params.get("utm_campaign"));
  return { ...(source ? { source } : {}), ...(campaign ? { campaign } : {}) };
}
