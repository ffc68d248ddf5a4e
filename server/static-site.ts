import crypto from "node:crypto";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { normaliseRequestPath } from "../app/content/schemas/request-path.ts";
import { reservedAddress } from "../app/content/schemas/reserved-addresses.ts";
import { searchIndexUrl } from "../app/lib/contracts/search-index.ts";
import { searchPageFile, specialPages } from "../app/lib/pages/page-registry.ts";
import { isAdminPath } from "./admin/admin-headers.ts";
import type { PageViewListener } from "./insights/page-view-listener.ts";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "./security.ts";
import { readSiteFiles, searchDocumentsName, specialPagesDir, type SiteFile } from "./site-files.ts";

/**
 * Everything the render pipeline made (server/render/), held in memory and served as it is: rendered
 * pages, the special pages (404s, /join received), hashed assets and public files — read from build/client
 * at start, replaced whole by a publish. Text files come with the brotli and gzip versions the pipeline
 * made: nothing is compressed per request, and no GET of a page reaches React Router.
 */
interface Representation {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** HTML only: the policy that allows exactly this page's inline scripts and styles. */
  csp?: string;
}

export interface StaticSite {
  /** Prerendered pages by path ("/", "/about", "/divisions/noxgpt"). */
  pages: Map<string, StaticFile>;
  /** Every other file by URL path ("/assets/…", "/favicon.svg", "/news/rss.xml"). */
  files: Map<string, StaticFile>;
  notFound: StaticFile;
  /** The not-found state of each collection of the page registry, by its path prefix: /divisions/x, /services/x, /docs/x, /news/x. */
  sectionNotFound: Map<string, StaticFile>;
  joinReceived: StaticFile;
  /** A page's prerendered states chosen by a query parameter (app/lib/pages/page-registry.ts `variantOf`), by the page's path. */
  variants: Map<string, { param: string; value: string; file: StaticFile }[]>;
  /** Addresses that were pages (the document "redirects"): moved ones to their new address, removed ones answered 410. */
  moved: Map<string, string>;
  removed: Set<string>;
  /** The indexed pages' words the server's /search quotes from (server/render/search-index.ts), with the index in `files`. */
  searchDocuments?: Buffer;
  /** The search results page without results, which /search fills per request (server/search/search-page.ts). */
  searchPage?: StaticFile;
}

/** Where a render writes the moved and removed addresses (app/routes/moved-pages.ts), under the special pages. */
const movedPagesFile = "moved-pages.json";

/**
 * The render's moved and removed addresses, without any the site itself owns (/admin, the feeds, …: see
 * app/content/schemas/reserved-addresses.ts). The schema refuses those already; this holds for a render
 * made before it did, or from a document stored or imported past it, so no entry can ever answer there.
 */
function movedPagesOf(file: SiteFile | undefined): { moved: Map<string, string>; removed: Set<string> } {
  if (!file) return { moved: new Map(), removed: new Set() };
  const data = JSON.parse(file.body.toString("utf8")) as { moved: [string, string][]; removed: string[] };
  const open = (path: string) => reservedAddress(path) === undefined;
  return { moved: new Map(data.moved.filter(([from]) => open(from))), removed: new Set(data.removed.filter(open)) };
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Feeds keep their own content types. */
const typeByPath: Record<string, string> = { "/news/rss.xml": "application/rss+xml; charset=utf-8" };

function representation(body: Buffer, suffix = ""): Representation {
  return { body, etag: `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 27)}${suffix}"` };
}

function staticFile(file: SiteFile, urlPath: string, cacheControl: string): StaticFile {
  const extension = path.extname(file.path);
  const type = typeByPath[urlPath] ?? types[extension] ?? "application/octet-stream";
  const identity = representation(file.body);
  const variant = (body: Buffer | undefined, suffix: "br" | "gz") => (body ? { body, etag: identity.etag.replace(/"$/, `-${suffix}"`) } : undefined);
  const result: StaticFile = { type, cacheControl, identity, br: variant(file.br, "br"), gzip: variant(file.gzip, "gz") };
  if (extension === ".html") {
    const html = file.body.toString("utf8");
    result.csp = contentSecurityPolicy({ scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) });
  }
  return result;
}

/** The site to serve from its files: pages by path, the special pages by their role, every other file by URL. */
export function staticSiteFromFiles(siteFiles: readonly SiteFile[]): StaticSite {
  const pages = new Map<string, StaticFile>();
  const files = new Map<string, StaticFile>();
  const special = new Map<string, SiteFile>();
  for (const file of siteFiles) {
    const urlPath = `/${file.path}`;
    const name = file.path.slice(file.path.lastIndexOf("/") + 1);
    // The team's side is rendered per request, private and never cached: no render's file answers there.
    if (isAdminPath(normaliseRequestPath(urlPath) ?? urlPath)) continue;
    if (file.path.startsWith(`${specialPagesDir}/`)) {
      special.set(file.path.slice(specialPagesDir.length + 1), file);
    } else if (name === "index.html") {
      const route = urlPath.slice(0, -"/index.html".length) || "/";
      // Pages change with every deploy or publish: revalidate each time (cheap, thanks to the ETag).
      pages.set(route, staticFile(file, route, "no-cache"));
    } else if (!name.endsWith(".html")) {
      const immutable = urlPath.startsWith("/assets/");
      // The search index changes with every publish, at a stable address: revalidated like a page.
      const cacheControl = immutable ? "public, max-age=31536000, immutable" : urlPath === searchIndexUrl ? "no-cache" : "public, max-age=3600";
      files.set(urlPath, staticFile(file, urlPath, cacheControl));
    }
  }
  const specialFile = (name: string) => {
    const file = special.get(name);
    if (!file) throw new Error(`the site has no ${specialPagesDir}/${name}`);
    return staticFile(file, "", "no-cache");
  };
  const collections = specialPages.flatMap((page) => (page.collection ? [[page.collection, specialFile(page.file)] as const] : []));
  const variants = new Map<string, { param: string; value: string; file: StaticFile }[]>();
  for (const page of specialPages) {
    if (!page.variantOf) continue;
    const { path: pagePath, param, value } = page.variantOf;
    variants.set(pagePath, [...(variants.get(pagePath) ?? []), { param, value, file: specialFile(page.file) }]);
  }
  return {
    pages,
    files,
    notFound: specialFile("not-found.html"),
    sectionNotFound: new Map(collections),
    joinReceived: specialFile("join-received.html"),
    variants,
    ...movedPagesOf(special.get(movedPagesFile)),
    searchDocuments: special.get(searchDocumentsName)?.body,
    searchPage: special.has(searchPageFile) ? specialFile(searchPageFile) : undefined,
  };
}

export function loadStaticSite(clientDir: string): StaticSite {
  return staticSiteFromFiles(readSiteFiles(clientDir));
}

/**
 * The site being served, replaceable while it is served (a publish re-renders it). A request reads
 * `current()` once and answers from that site alone, so a visitor gets the old page or the new one,
 * never a mix; a replacement is one reference swap. Hashed assets of the old site stay: a page a visitor
 * loaded just before the swap may still ask for them.
 */
export interface SiteHolder {
  current(): StaticSite;
  /** Serves `next` from now on (with the old hashed assets it lacks); returns what is now served. */
  replace(next: StaticSite): StaticSite;
}

export function createSiteHolder(initial: StaticSite): SiteHolder {
  let site = initial;
  return {
    current: () => site,
    replace(next) {
      const files = new Map(next.files);
      for (const [urlPath, file] of site.files) if (urlPath.startsWith("/assets/") && !files.has(urlPath)) files.set(urlPath, file);
      site = { ...next, files };
      return site;
    },
  };
}

/** A fixed site (tests, or a server that never publishes) read the same way as a replaceable one. */
export function asSiteHolder(site: StaticSite | SiteHolder): SiteHolder {
  return "current" in site ? site : createSiteHolder(site);
}

function preferredEncoding(req: Request, file: StaticFile): "br" | "gzip" | undefined {
  if (!file.br && !file.gzip) return undefined;
  const accepted = req.acceptsEncodings(...(file.br ? ["br"] : []), ...(file.gzip ? ["gzip"] : []), "identity");
  return accepted === "br" || accepted === "gzip" ? accepted : undefined;
}

/** Sends one file (or its 304), in the encoding the client prefers among those the build made. */
export function sendStaticFile(req: Request, res: Response, file: StaticFile, status = 200): void {
  const encoding = preferredEncoding(req, file);
  const chosen = (encoding && file[encoding]) || file.identity;
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.cacheControl);
  if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
  if (file.br || file.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", chosen.etag);
  if (status === 200 && req.headers["if-none-match"] === chosen.etag) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", String(chosen.body.length));
  res.status(status);
  if (req.method === "HEAD") res.end();
  else res.end(chosen.body);
}

/**
 * GET and HEAD of a page or file the build made. Anything else goes on (`next()`): the API, the form
 * post, and in the end `notFoundPage`.
 */
export function serveStaticSite(served: StaticSite | SiteHolder, onPageView?: PageViewListener): RequestHandler {
  const holder = asSiteHolder(served);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const site = holder.current();
    // The not-found handler answers this request from the same site, even if a publish swaps it meanwhile.
    res.locals.site = site;
    const page = site.pages.get(req.path);
    if (page) {
      // Where the no-JavaScript application post lands (post/redirect/get).
      const received = req.path === "/join" && req.query.status === "received";
      // A state of the page its query chooses (the contact form with a topic, or received); else the page.
      const variant = site.variants.get(req.path)?.find(({ param, value }) => req.query[param] === value);
      sendStaticFile(req, res, received ? site.joinReceived : (variant?.file ?? page));
      // The page after a sent application is the form's answer, not a view of /join (the application is counted itself).
      if (!received) onPageView?.(req, req.path, false);
      return;
    }
    const file = site.files.get(req.path);
    if (file) return sendStaticFile(req, res, file);
    const movedTo = site.moved.get(req.path);
    if (movedTo) {
      res.setHeader("Cache-Control", "public, max-age=3600");
      return res.redirect(301, movedTo);
    }
    if (site.removed.has(req.path)) {
      // A page that was public and was removed: 410 Gone, with the not-found page for a person.
      res.locals.rejection = "gone";
      return sendStaticFile(req, res, notFoundPageFor(site, req.path), 410);
    }
    next();
  };
}

/** The not-found page for a path: a collection's own (an unknown division, service, guide or article) or the general one. */
export function notFoundPageFor(site: StaticSite, requestPath: string): StaticFile {
  const segments = requestPath.split("/").filter(Boolean);
  const section = segments.length === 2 ? site.sectionNotFound.get(`/${segments[0] ?? ""}`) : undefined;
  return section ?? site.notFound;
}

/**
 * The last handler: a GET or HEAD nothing else answered gets the not-found page with status 404 from
 * memory (a missing asset gets a short text 404, since no person reads it). Other methods go on to
 * the error handler as 405 (they are not allowed on pages).
 */
export function notFoundPage(served: StaticSite | SiteHolder, onPageView?: PageViewListener): RequestHandler {
  const holder = asSiteHolder(served);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const site = (res.locals.site as StaticSite | undefined) ?? holder.current();
    res.locals.rejection = "not-found";
    if (req.path.startsWith("/assets/")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    sendStaticFile(req, res, notFoundPageFor(site, req.path), 404);
    onPageView?.(req, req.path, true);
  };
}
