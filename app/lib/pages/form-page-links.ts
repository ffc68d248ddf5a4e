/**
 * The page before a form (issue 36): every link of a page to one of the two form pages carries the
 * page it is on, `/contact?service=web&from=/services/web#start`, `/join?from=/founder`. The form's post
 * then names it in its Referer (the form page's own address), with and without JavaScript, and the
 * insights count the application or inquiry under the page before as well as under the form's page
 * (server/insights/page-path.ts `formSources`). No cookie, no storage, no script: the address says it.
 * The render pipeline applies it to every page it renders (server/render/render-pages.ts), so the
 * build and every publish alike, content-authored links included.
 */

/** The query parameter a form page's link names the page before with. */
export const pageBeforeParam = "from";

/** The pages whose posts are counted as conversions. */
export const formPagePaths: readonly string[] = ["/contact", "/join"];

/** A page path as the page registry names it: lower-case words and hyphens, no trailing slash ("/", "/services/web"). */
const pagePathShape = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** Longest page path a link carries (the insights count none longer). */
const maxPagePathLength = 200;

/** Whether `path` has the shape of one of this site's page paths. */
export function isPagePath(path: string): boolean {
  return path.length <= maxPagePathLength && pagePathShape.test(path);
}

/**
 * A link's address as it is written on `page`: a link to a form page gets `from=<page>` (before its
 * fragment); anything else, a form page's link to itself, or a link that already names a page before
 * is returned as it is.
 */
export function hrefFrom(href: string, page: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || !isPagePath(page)) return href;
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : href.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);
  if (!formPagePaths.includes(path) || path === page) return href;
  if (new URLSearchParams(query).has(pageBeforeParam)) return href;
  return `${path}?${query ? `${query}&` : ""}${pageBeforeParam}=${page}${hash}`;
}

/** An `<a>`'s href in rendered HTML (React writes `&` as `&amp;` in attributes). */
const anchorHref = /(<a\b[^>]*?\shref=")([^"]*)(")/g;

/** A rendered page whose links to the form pages carry the page (`hrefFrom`). */
export function linkFormPagesFrom(html: string, page: string): string {
  if (!isPagePath(page)) return html;
  return html.replace(anchorHref, (whole, start: string, value: string, end: string) => {
    const href = value.replaceAll("&amp;", "&");
    const carried = hrefFrom(href, page);
    return carried === href ? whole : `${start}${carried.replaceAll("&", "&amp;")}${end}`;
  });
}

/**
 * The page before a form, from the form page's address (`search` of the post's Referer): only a value
 * with the shape of a page path, and never the form page itself. Undefined otherwise.
 */
export function pageBeforeOf(search: URLSearchParams, formPage: string): string | undefined {
  const value = search.get(pageBeforeParam);
  if (!value || !isPagePath(value) || value === formPage) return undefined;
  return value;
}

/** The path of a rendered page's canonical link (`<link rel="canonical" href="https://…/founder">`), or undefined. */
export function canonicalPathIn(html: string): string | undefined {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) return undefined;
  try {
    return new URL(href.replaceAll("&amp;", "&")).pathname;
  } catch {
    return undefined;
  }
}
