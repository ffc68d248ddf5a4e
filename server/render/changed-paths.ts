import { specialPagesDir } from "../site-files.ts";

/** A file of a render: its path under the site's root ("services/web/index.html") and its bytes. */
export interface PathAndBody {
  path: string;
  body: Buffer;
}

/** "services/web/index.html" → "/services/web"; "index.html" → "/"; "sitemap.xml" → "/sitemap.xml". */
export function publicPathOf(file: string): string {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return `/${file}`;
}

/**
 * The public URL paths whose answer differs between two renders of the site: a page, feed, sitemap or
 * drawn card whose bytes changed, that is new, or that is gone. What a CDN in front of the site must
 * purge after a publish (server/content/publish-hook.ts). The special pages (the 404 and 410 bodies) have no
 * address of their own and are left out. Sorted, each once.
 */
export function changedPaths(before: Iterable<PathAndBody>, after: Iterable<PathAndBody>): string[] {
  const own = (file: PathAndBody) => !file.path.startsWith(`${specialPagesDir}/`);
  const old = new Map<string, Buffer>();
  for (const file of before) if (own(file)) old.set(file.path, file.body);
  const changed = new Set<string>();
  for (const file of after) {
    if (!own(file)) continue;
    const body = old.get(file.path);
    if (!body?.equals(file.body)) changed.add(publicPathOf(file.path));
    old.delete(file.path);
  }
  for (const path of old.keys()) changed.add(publicPathOf(path));
  return [...changed].sort();
}
