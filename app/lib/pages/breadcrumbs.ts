import type { ContentDocuments } from "../../content/documents.ts";

export interface Crumb {
  name: string;
  /** Canonical path. */
  path: string;
}

type Navigation = ContentDocuments["navigation"];

/** What the site's own navigation calls a page: the top menu first, then the footer, else `fallback` (the page's own title). */
function navigationLabel({ mainMenu, footerColumns }: Navigation, path: string, fallback?: string): string {
  const menuLinks = [
    ...mainMenu.flatMap((item) => [{ label: item.label, href: item.href }, ...(item.submenu ?? [])]),
    ...footerColumns.flatMap((column) => column.links),
  ];
  const link = menuLinks.find((entry) => entry.href === path);
  if (!link && fallback) return fallback;
  if (!link) throw new Error(`no navigation label for "${path}": breadcrumbs name parent pages as the menu does`);
  return link.label;
}

/**
 * The page's place in the site: Home › Divisions › NoxGPT. `parent` is the page its kind sits under
 * in the page registry (app/lib/pages/page-registry.ts); parent pages are named as the navigation names
 * them (or, for a parent the menus do not link, such as /blog, by `parentName`), the page itself by
 * its own title.
 */
export function breadcrumbTrail(navigation: Navigation, path: string, title: string, parent?: string, parentName?: string): Crumb[] {
  const home = { name: navigationLabel(navigation, "/"), path: "/" };
  if (path === "/") return [home];
  return [home, ...(parent ? [{ name: navigationLabel(navigation, parent, parentName), path: parent }] : []), { name: title, path }];
}
