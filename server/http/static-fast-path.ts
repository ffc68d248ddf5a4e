import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";
import type { PageViewListener } from "../insights/page-view-listener.ts";
import { asSiteHolder, notFoundPageFor, type SiteHolder, type StaticFile, type StaticSite } from "../static-site.ts";
import { logRequest } from "./request-log.ts";
import { maxPathSegments } from "./url-limits.ts";

/**
 * The common request, answered before Express: a GET or HEAD whose path is, byte for byte, a page or
 * file of the build. That is nearly every request a public site gets, and for it Express's router,
 * helmet and content negotiation cost more than sending the bytes (decision 006). The answer is the
 * same as Express would give, header for header: the headers are worked out once per file and
 * encoding at start-up (tests/unit/server/static-fast-path.test.ts compares both ways for every file).
 *
 * An unknown path already in its canonical form (lower-case letters, digits and hyphens, no trailing
 * slash, no file extension) gets its not-found page here too, since Express could only do the same.
 * Anything else goes to Express unchanged: other methods, a query string, a path that is not exactly
 * a known key (so every normalisation, redirect and limit still happens there), HTTPS or a proxy's
 * forwarded headers (HSTS and `req.secure` are Express's business), and conditional or ranged requests.
 */
type Encoding = "br" | "gzip" | "identity";

interface PreparedFile {
  /** Headers per encoding, security headers included; Content-Length is set from the body. */
  headers: Partial<Record<Encoding, OutgoingHttpHeaders>>;
  file: StaticFile;
  /** One of the site's pages (not an asset or other file): a view the insights count. */
  page: boolean;
}

/** The headers `securityHeaders()` puts on every response, recorded once (they do not depend on the request). */
export type FixedHeaders = OutgoingHttpHeaders;

/** Which of the build's encodings a client takes: brotli, then gzip, only when named without q=0. */
export function pickEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined {
  if (!file.br && !file.gzip) return "identity";
  if (acceptEncoding === undefined || acceptEncoding === "") return "identity";
  // The ordinary headers browsers and tools send; anything with weights or wildcards goes to Express's negotiator.
  if (acceptEncoding.includes("q=") || acceptEncoding.includes("*")) return undefined;
  const names = acceptEncoding.split(",").map((name) => name.trim().toLowerCase());
  if (file.br && names.includes("br")) return "br";
  if (file.gzip && names.includes("gzip")) return "gzip";
  return "identity";
}

function prepare(file: StaticFile, fixed: FixedHeaders, page: boolean): PreparedFile {
  const headers: PreparedFile["headers"] = {};
  for (const encoding of ["identity", "br", "gzip"] as const) {
    const representation = encoding === "identity" ? file.identity : file[encoding];
    if (!representation) continue;
    headers[encoding] = {
      ...fixed,
      "content-type": file.type,
      "cache-control": file.cacheControl,
      ...(file.csp ? { "content-security-policy": file.csp } : {}),
      ...(file.br || file.gzip ? { vary: "Accept-Encoding" } : {}),
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      etag: representation.etag,
      "content-length": String(representation.body.length),
    };
  }
  return { headers, file, page };
}

/** The request target, when it is a plain path the fast path may answer; undefined otherwise. */
function plainPath(req: IncomingMessage): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "";
  if (url.length > 256 || url.includes("?")) return undefined;
  const headers = req.headers;
  if (headers["if-none-match"] !== undefined || headers.range !== undefined) return undefined;
  if (headers["x-forwarded-proto"] !== undefined || headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined) return undefined;
  if ((req.socket as { encrypted?: boolean }).encrypted) return undefined;
  return url;
}

/** A path Express would neither redirect nor refuse: only `/segment` runs of [a-z0-9-]. Linear: no segment can match a `/`. */
const canonicalPagePath = /^(?:\/[a-z0-9-]+)+$/;

function isCanonicalUnknownPagePath(path: string, dynamicPrefixes: readonly string[]): boolean {
  if (path.startsWith("/assets/") || !canonicalPagePath.test(path)) return false;
  if (dynamicPrefixes.some((prefix) => path === prefix || path.startsWith(prefix + "/"))) return false;
  let segments = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 /* / */) segments++;
  return segments <= maxPathSegments;
}

export interface StaticFastPathOptions {
  /** The site, or its holder when a publish may replace it while the server runs. */
  site: StaticSite | SiteHolder;
  /** What `fixedSecurityHeaders()` returns. */
  fixedHeaders: FixedHeaders;
  /** Paths Express answers itself (`/healthz`, `/api/…`, `/admin`): never a not-found page here, whatever comes after. From dynamic-paths.ts. */
  dynamicPrefixes: readonly string[];
  logger: Logger;
  /** Told of every page (or not-found page) answered here, after its answer is sent (server/insights/counter.ts). */
  onPageView?: PageViewListener;
}

interface PreparedSite {
  files: Map<string, PreparedFile>;
  notFound: Map<StaticFile, PreparedFile>;
}

function prepareSite(site: StaticSite, fixed: FixedHeaders): PreparedSite {
  const files = new Map<string, PreparedFile>();
  for (const [path, file] of site.pages) files.set(path, prepare(file, fixed, true));
  for (const [path, file] of site.files) files.set(path, prepare(file, fixed, false));
  const notFound = new Map<StaticFile, PreparedFile>();
  for (const file of [site.notFound, ...site.sectionNotFound.values()]) notFound.set(file, prepare(file, fixed, true));
  return { files, notFound };
}

export function withStaticFastPath(
  { site: served, fixedHeaders: fixed, dynamicPrefixes, logger, onPageView }: StaticFastPathOptions,
  fallback: RequestListener,
): RequestListener {
  const holder = asSiteHolder(served);
  // Headers are worked out once per site: at start, and at the first request after a publish replaced it.
  let preparedFor = holder.current();
  let preparedSite = prepareSite(preparedFor, fixed);

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const path = plainPath(req);
    if (path === undefined) return fallback(req, res);
    const site = holder.current();
    if (site !== preparedFor) {
      preparedSite = prepareSite(site, fixed);
      preparedFor = site;
    }
    const { files: prepared, notFound } = preparedSite;
    let entry = prepared.get(path);
    let status = 200;
    // A moved or removed address is answered by the Express stack (serveStaticSite): 301 or 410.
    if (!entry && (site.moved.has(path) || site.removed.has(path))) return fallback(req, res);
    if (!entry && isCanonicalUnknownPagePath(path, dynamicPrefixes)) {
      entry = notFound.get(notFoundPageFor(site, path));
      status = 404;
    }
    const encoding = entry ? pickEncoding(req.headers["accept-encoding"], entry.file) : undefined;
    const headers = entry && encoding ? entry.headers[encoding] : undefined;
    if (!entry || !encoding || !headers) return fallback(req, res);

    const body = encoding === "identity" ? entry.file.identity.body : entry.file[encoding]?.body;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    if (entry.page) onPageView?.(req, path, status === 404);
    // The line the Express stack writes: a 404 is a refusal ("not-found"), like notFoundPage() says.
    logRequest(logger, { method: req.method, path, status, started, ...(status === 404 ? { rejection: "not-found" } : {}) });
  };
}
