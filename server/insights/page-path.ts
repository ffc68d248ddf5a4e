import type { IncomingMessage } from "node:http";
import { pageBeforeOf } from "../../app/lib/pages/form-page-links.ts";
import { specialPages } from "../../app/lib/pages/page-registry.ts";
import { canonicalPath } from "../canonical-path.ts";

/**
 * The path a view or a conversion is counted under: a page as the page registry names it (the server
 * has already redirected /Services/Web/ to /services/web before a page answers), and an address that
 * found nothing in the same canonical form, so /Old-Page and /old-page/ are one line of the 404s.
 */

/** Longest path counted; a longer one (a scanner's, nearly always) is not counted as a 404 at all. */
export const maxCountedPathLength = 200;

/** A requested path as counted, or undefined when it is too long or not plain printable ASCII (as request paths are). */
export function countedPath(requestPath: string): string | undefined {
  if (requestPath.length > maxCountedPathLength || !requestPath.startsWith("/")) return undefined;
  if (!/^[\x21-\x7e]*$/.test(requestPath)) return undefined;
  return canonicalPath(requestPath);
}

/**
 * The page of this site a form was sent from, from the post's Referer: its path, and the query when it
 * chose one of the page's prepared states (`keptParams`: /contact?service=web, the contact form a service's
 * page links to). Undefined when the Referer is missing, another site's, or unreadable.
 */
export function sameOriginPage(referer: string | undefined, ownHost: string | undefined, keptParams: readonly string[] = []): string | undefined {
  const url = sameOriginUrl(referer, ownHost);
  return url && pageOf(url, keptParams);
}

/** A Referer as a URL of this site, or undefined when it is missing, another site's, or unreadable. */
function sameOriginUrl(referer: string | undefined, ownHost: string | undefined): URL | undefined {
  if (!referer || !ownHost || referer.length > 2048) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host.toLowerCase() !== ownHost.toLowerCase()) return undefined;
  return url;
}

/** The counted page of a URL of this site, with the prepared state its query chose (`keptParams`). */
function pageOf(url: URL, keptParams: readonly string[]): string | undefined {
  const path = countedPath(url.pathname);
  if (!path) return undefined;
  for (const param of keptParams) {
    const value = url.searchParams.get(param);
    if (value && /^[a-z0-9-]{1,60}$/.test(value)) return `${path}?${param}=${value}`;
  }
  return path;
}

/**
 * The query parameters that choose a form page's prepared state a link opened it in (the page registry's
 * `variantOf`: /contact?service=web from a service's page), except the "received" answer after a post.
 */
export const formPageParams: readonly string[] = [
  ...new Set(specialPages.flatMap((page) => (page.variantOf && page.variantOf.param !== "status" ? [page.variantOf.param] : []))),
];

/** What a conversion is counted under: the form's page, and the page before it when the form's address named one. */
export interface FormSources {
  sourcePage: string | undefined;
  pageBefore: string | undefined;
}

/**
 * The pages a form post (either door) came from, by its Referer: the form's page, and the page whose link
 * opened it (`from=`, app/lib/pages/form-page-links.ts), kept only with the shape of a page path of this
 * site and never the form page itself.
 */
export function formSources(req: IncomingMessage): FormSources {
  const url = sameOriginUrl(req.headers.referer, req.headers.host);
  const sourcePage = url && pageOf(url, formPageParams);
  if (!url || !sourcePage) return { sourcePage: undefined, pageBefore: undefined };
  return { sourcePage, pageBefore: pageBeforeOf(url.searchParams, countedPath(url.pathname) ?? "") };
}
