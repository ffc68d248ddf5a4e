import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * The Content-Security-Policy is built here and nowhere else. Scripts run only from this origin, or
 * inline when they carry this response's nonce (server-rendered pages) or match a hash computed
 * from a prerendered file at start-up. No 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export function contentSecurityPolicy(scriptSources: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources.map((source) => ` ${source}`).join("")}`,
    "style-src 'self'",
    // React and Radix set a few style attributes (progress widths, popover positions).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export function sha256Source(content: string): string {
  return `'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

/** Hashes of every inline <script> in an HTML document (prerendered pages carry no nonce). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(sha256Source(match[1] ?? ""));
  }
  return [...hashes];
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
      // The strictest policy by default; HTML responses replace it with one that allows their scripts.
      res.setHeader("Content-Security-Policy", contentSecurityPolicy());
      next();
    },
  ];
}
