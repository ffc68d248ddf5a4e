import { normaliseRequestPath } from "./request-path.ts";

/**
 * The addresses the site itself owns, which the document "redirects" can never move or remove: the
 * team's /admin, the server's own answers, the build's files, and the pages that always exist. Read in
 * the request's normal form (request-path.ts), exactly as routing reads a request, so no spelling gets
 * past: `/Admin/Login/`, `/news/../admin`, `/admin%2Flogin`, `//admin`, `/%2e%2e/admin` are all /admin/login.
 * Both the schema (a message beside the field) and the static server (server/static-site.ts ignores
 * such an entry, whatever document or render holds it) ask `reservedAddress`.
 *
 * Kept here as a list because content schemas import nothing else of the app; tests/unit/reserved-addresses.test.ts
 * checks it against the page registry's pages and files, the server's own routes and public/.
 */

/** Address prefixes owned with everything under them, and what they are, in an editor's words. */
const reservedPrefixes: readonly (readonly [string, string])[] = [
  ["/admin", "the team's sign-in and admin pages"],
  ["/api", "the server's answers to forms"],
  ["/healthz", "the server's health check"],
  ["/assets", "the site's styles and scripts"],
  ["/images", "the site's images"],
  ["/media", "the images uploaded in the editor"],
  ["/social", "the pictures shown when a page is shared"],
  ["/_status", "the site's error pages and redirect list"],
  ["/search", "the site's search results"],
  ["/newsletter", "the newsletter's subscribe, confirm and unsubscribe addresses"],
];

/** Single addresses: the built files and the pages that exist whatever the content says (app/lib/pages/page-registry.ts). */
const reservedFiles: readonly (readonly [string, string])[] = [
  ["/news/rss.xml", "the news feed"],
  ["/sitemap.xml", "the sitemap for search engines"],
  ["/robots.txt", "the rules for search engines"],
  ["/search-index.json", "the site's search index"],
  ["/favicon.svg", "the site's icon"],
  ["/favicon.ico", "the site's icon"],
];

const alwaysPages = [
  "/",
  "/about",
  "/mission",
  "/story",
  "/founder",
  "/leadership",
  "/team",
  "/divisions",
  "/services",
  "/projects",
  "/join",
  "/contact",
  "/resources",
  "/docs",
  "/case-studies",
  "/blog",
  "/our-work",
  "/news",
];

const reservedExact = new Map<string, string>([...reservedFiles, ...alwaysPages.map((page) => [page, "a page the site always has"] as const)]);

/** Every prefix and single address, for the test that holds the list to the registry and the server. */
export const reservedAddressList = { prefixes: reservedPrefixes.map(([prefix]) => prefix), exact: [...reservedExact.keys()] };

export interface ReservedAddress {
  /** The address as routing reads it; undefined when it cannot be decoded. */
  address: string | undefined;
  /** What it is, in an editor's words. */
  owner: string;
}

/**
 * What owns `path` when the site itself does ("the team's sign-in and admin pages"), with the address it
 * is read as; undefined for an address the redirects may list. A path whose %-escapes cannot be decoded
 * is refused too: routing reads no address from it, so no entry for it can mean anything.
 */
export function reservedAddress(path: string): ReservedAddress | undefined {
  const address = normaliseRequestPath(path);
  if (address === undefined) return { address, owner: "its %-escapes are not valid" };
  const exact = reservedExact.get(address);
  if (exact) return { address, owner: exact };
  const prefix = reservedPrefixes.find(([one]) => address === one || address.startsWith(`${one}/`));
  return prefix ? { address, owner: prefix[1] } : undefined;
}

/** The editor's message for a reserved address: what it is read as, who owns it, and that it stays. */
export function reservedAddressMessage(path: string, reserved: ReservedAddress): string {
  if (reserved.address === undefined) return `${path} is not an address of this site: ${reserved.owner}`;
  const readAs = reserved.address === path ? path : `${path} (read as ${reserved.address})`;
  return `${readAs} belongs to the site itself (${reserved.owner}), so it cannot be moved or removed`;
}
