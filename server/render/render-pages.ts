/**
 * React Router's request handler over the server build, in-process: every page of the page registry
 * becomes its HTML file, every built file (feeds, sitemap, robots.txt) its bytes, and each special page
 * (the 404s, /join received; app/lib/pages/page-registry.ts `specialPages`) is rendered with the status it is
 * served with. The request context comes from the caller: the build's holds the shipped content, a
 * publish's the database's published version. A page's links to the form pages carry the page, by its
 * canonical address (app/lib/pages/form-page-links.ts: the page before a form, for the insights); the
 * special pages' links are left as they are.
 */
import { createRequestHandler, matchRoutes, type RouteObject, type RouterContextProvider, type ServerBuild } from "react-router";
import { canonicalPathIn, linkFormPagesFrom } from "../../app/lib/pages/form-page-links.ts";
import type { SpecialPage } from "../../app/lib/pages/page-registry.ts";
import { specialPagesDir, type SiteFile } from "../site-files.ts";
import { yieldToVisitors } from "./work-limit.ts";

export interface RenderPagesInput {
  build: ServerBuild;
  /** Pages and built files, by path ("/", "/about", "/sitemap.xml"). */
  paths: readonly string[];
  specialPages: readonly SpecialPage[];
  /** A fresh request context for each render. */
  context: () => RouterContextProvider;
}

/** Where a path's answer lives under build/client: a page as its folder's index.html, anything else as itself. */
export function sitePathOf(urlPath: string, isPage: boolean): string {
  const relative = urlPath.replace(/^\/+/, "");
  if (!isPage) return relative;
  return relative ? `${relative}/index.html` : "index.html";
}

/** The server build's flat route list as the nested routes `matchRoutes` reads. */
function nestedRoutes(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes).flatMap((route) => {
    if (!route || (route.parentId ?? undefined) !== parentId) return [];
    return [route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: nestedRoutes(build, route.id) }];
  });
}

/**
 * A page is asked for as its folder (`/about/`), a built file as itself (`/sitemap.xml`), as React Router's
 * own prerendering did: the URL reaches the page (its navigation links read it), so the HTML stays the same.
 */
function requestPathFor(build: ServerBuild, routes: RouteObject[], path: string): string {
  const leaf = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/"))?.at(-1)?.route.id;
  const isResource = leaf !== undefined && build.routes[leaf]?.module.default === undefined;
  return isResource || path.endsWith("/") ? path : `${path}/`;
}

async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/** A rendered page whose links to the form pages name it (by its canonical address, else its path). */
function pageWithFormLinksFrom(body: Buffer, path: string): Buffer {
  const html = body.toString("utf8");
  const carried = linkFormPagesFrom(html, canonicalPathIn(html) ?? path);
  return carried === html ? body : Buffer.from(carried, "utf8");
}

export async function renderPages({ build, paths, specialPages, context }: RenderPagesInput): Promise<{ pages: SiteFile[]; special: SiteFile[] }> {
  const handle = createRequestHandler(build, "production");
  const answer = async (url: string, status: number) => {
    const response = await handle(new Request(new URL(url, "http://localhost")), context());
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, expected ${status}`);
    return response;
  };
  const routes = nestedRoutes(build);
  const pages: SiteFile[] = [];
  for (const path of paths) {
    const response = await answer(requestPathFor(build, routes, path), 200);
    const isPage = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
    const body = await bodyOf(response);
    pages.push({ path: sitePathOf(path, isPage), body: isPage ? pageWithFormLinksFrom(body, path) : body });
    await yieldToVisitors();
  }
  const special: SiteFile[] = [];
  for (const page of specialPages) {
    const response = await answer(page.url, page.status);
    special.push({ path: `${specialPagesDir}/${page.file}`, body: await bodyOf(response) });
    await yieldToVisitors();
  }
  return { pages, special };
}
