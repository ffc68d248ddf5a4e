import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { speculationRulesText } from "../app/lib/pages/speculation-rules.ts";

export function sha256Source(content: string): string {
  return `'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

const speculationRulesHash = sha256Source(speculationRulesText);

export interface PolicySources {
  /** Extra script sources: this response's nonce, or hashes of a prerendered page's inline scripts. */
  scripts?: string[];
  /** Extra style sources: hashes of a prerendered page's inline <style> (its critical CSS). */
  styles?: string[];
  /** Who may frame this answer: nobody, or this origin (a preview in the site editor). */
  framing?: "none" | "self";
  /** Whether this answer may frame pages of this origin (the site editor's preview screen). */
  frames?: boolean;
}

/**
 * The Content-Security-Policy is built here and nowhere else (decision 002): nothing is allowed unless
 * named. Scripts and styles come from this origin, or inline only when the server vouched for them (a
 * nonce, or the hash of a prerendered file's inline element computed at start-up), and the one set of
 * speculation rules the client entry inserts, by its hash. No 'unsafe-inline' or 'unsafe-eval' for
 * scripts or <style>.
 * Style attributes stay allowed: progress widths and particle positions are set that way.
 */
export function contentSecurityPolicy({ scripts = [], styles = [], framing = "none", frames = false }: PolicySources = {}): string {
  const list = (sources: string[]) => sources.map((source) => ` ${source}`).join("");
  return [
    "default-src 'none'",
    `script-src 'self' ${speculationRulesHash}${list(scripts)}`,
    `style-src 'self'${list(styles)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    // The site editor's preview shows a draft page in frames of the admin (server/content/preview.ts).
    ...(frames ? ["frame-src 'self'"] : []),
    `frame-ancestors '${framing}'`,
    "base-uri 'none'",
  ].join("; ");
}

function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * For an answer React Router renders per request (the /join post's answer, every /admin page): a fresh
 * nonce in `res.locals.nonce`, which the request context hands to the renderer, and the CSP that
 * allows that nonce's inline scripts and styles. The one place this pair is set up.
 */
export function nonceContentSecurityPolicy({ frames = false }: { frames?: boolean } = {}): RequestHandler {
  return (_req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`], frames }));
    next();
  };
}

function inlineElementHashes(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) hashes.add(sha256Source(match[1] ?? ""));
  return [...hashes];
}

/** Hashes of every inline <script> in an HTML document (prerendered pages carry no nonce). */
export function inlineScriptHashes(html: string): string[] {
  return inlineElementHashes(html, /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g);
}

/** Hashes of every inline <style> element (the critical CSS of a prerendered page). */
export function inlineStyleHashes(html: string): string[] {
  return inlineElementHashes(html, /<style[^>]*>([\s\S]*?)<\/style>/g);
}

/** helmet for every header but the CSP (set per response above) and HSTS (only over HTTPS). */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
    (req, res, next) => {
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
      // The strictest policy by default; HTML responses replace it with one that allows their own inline parts.
      res.setHeader("Content-Security-Policy", contentSecurityPolicy());
      next();
    },
  ];
}

/**
 * The headers `securityHeaders()` gives a plain-HTTP response, recorded once by running it against a
 * stand-in response: the static fast path (http/static-fast-path.ts) sends exactly these.
 */
export function fixedSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  for (const middleware of securityHeaders()) {
    let calledNext = false;
    void middleware({ secure: false } as Request, recorder as unknown as Response, () => (calledNext = true));
    if (!calledNext) throw new Error("a security header middleware did not finish synchronously");
  }
  return headers;
}
