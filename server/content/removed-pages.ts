import type { ContentDocuments } from "../../app/content/documents.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";

/**
 * A URL that was public never becomes a silent 404 (docs/product.md, "Site editor"): a publish that
 * takes a page away (an article deleted, a docs page renamed) records its address in the document
 * "redirects" as removed — answered 410 — unless an editor listed it as moved to a replacement (301).
 * A page other pages still link to cannot be taken away: the publish is refused with those pages.
 */

/** The addresses `before` had as pages that `after` has not, and that `after`'s redirects do not list yet. */
export function vanishedPages(before: ContentDocuments, after: ContentDocuments): string[] {
  const now = new Set(siteIndexOf(after).pages.map((page) => page.path));
  const listed = new Set([...after.redirects.moved.map((entry) => entry.from), ...after.redirects.removed.map((entry) => entry.path)]);
  return siteIndexOf(before)
    .pages.map((page) => page.path)
    .filter((path) => !now.has(path) && !listed.has(path));
}

/**
 * The vanished addresses that are renames: where a publish takes exactly one page of a collection away
 * and adds exactly one (a guide's slug edited, an article's id changed), the old address moves to the
 * new one (301) rather than being removed.
 */
export function renamedPages(before: ContentDocuments, after: ContentDocuments, vanished: readonly string[]): { from: string; to: string }[] {
  const earlier = new Set(siteIndexOf(before).pages.map((page) => page.path));
  const added = siteIndexOf(after).pages.filter((page) => !earlier.has(page.path));
  const parent = (path: string) => path.slice(0, path.lastIndexOf("/"));
  return vanished.flatMap((from) => {
    if (parent(from) === "") return [];
    const gone = vanished.filter((path) => parent(path) === parent(from));
    const arrived = added.filter((page) => parent(page.path) === parent(from));
    return gone.length === 1 && arrived.length === 1 ? [{ from, to: arrived[0]!.path }] : [];
  });
}

/** The redirects document with these addresses recorded as moved, today. */
export function withMoved(redirects: ContentDocuments["redirects"], moves: readonly { from: string; to: string }[]): ContentDocuments["redirects"] {
  return { ...redirects, moved: [...redirects.moved, ...moves] };
}

/** The redirects document with these addresses recorded as removed today. */
export function withRemoved(redirects: ContentDocuments["redirects"], paths: readonly string[], today: string): ContentDocuments["redirects"] {
  return { ...redirects, removed: [...redirects.removed, ...paths.map((path) => ({ path, date: today }))] };
}

/** The addresses no page answers any more: the removed ones, and moved ones whose new address is not a page. */
export function deadAddresses(documents: ContentDocuments): { removed: Set<string>; brokenMoves: { index: number; to: string }[] } {
  const pages = new Set(siteIndexOf(documents).pages.map((page) => page.path));
  const removed = new Set(documents.redirects.removed.map((entry) => entry.path).filter((path) => !pages.has(path)));
  const brokenMoves = documents.redirects.moved.flatMap((entry, index) => {
    const target = entry.to.split("#")[0] || "/";
    return pages.has(target) ? [] : [{ index, to: entry.to }];
  });
  return { removed, brokenMoves };
}

/** The internal page links of an HTML page: each href to this site's path, without query, fragment or trailing slash. */
export function pageLinks(html: string): Set<string> {
  const links = new Set<string>();
  for (const match of html.matchAll(/\shref="(\/(?!\/)[^"#?]*)/g)) {
    const path = match[1]!.length > 1 ? match[1]!.replace(/\/+$/, "") : "/";
    links.add(path);
  }
  return links;
}

/** "/news/2 is linked from /about and /news" for each target some page links to. */
export function linkedFrom(pages: Iterable<[string, string]>, targets: ReadonlySet<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (targets.size === 0) return found;
  for (const [pagePath, html] of pages) {
    for (const link of pageLinks(html)) {
      if (!targets.has(link) || link === pagePath) continue;
      found.set(link, [...(found.get(link) ?? []), pagePath]);
    }
  }
  return found;
}
