import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Request, RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

interface PrerenderedPage {
  html: Buffer;
  etag: string;
  csp: string;
  /** Compressed once, on first request, instead of on every response. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

type Encoding = "br" | "gzip";

function preferredEncoding(req: Request): Encoding | undefined {
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  return accepted === "br" || accepted === "gzip" ? accepted : undefined;
}

function encode(page: PrerenderedPage, encoding: Encoding): Buffer {
  page.encoded[encoding] ??=
    encoding === "br"
      ? zlib.brotliCompressSync(page.html, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
        })
      : zlib.gzipSync(page.html, { level: 9 });
  return page.encoded[encoding];
}

/** Finds every prerendered index.html under the client build and keys it by its route path. */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const route = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        const html = fs.readFileSync(full);
        const text = html.toString("utf8");
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), {
          html,
          etag: `"${crypto.createHash("sha1").update(html).digest("base64url")}"`,
          csp: contentSecurityPolicy(inlineScriptHashes(text)),
          encoded: {},
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** Serves a prerendered page from memory, with the CSP that allows exactly its inline scripts. */
export function servePrerendered(pages: Map<string, PrerenderedPage>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    const encoding = preferredEncoding(req);
    // Each encoding is its own representation, with its own strong validator.
    const etag = encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    // A Content-Encoding already set makes the compression middleware leave the body alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const body = encoding ? encode(page, encoding) : page.html;
    res.status(200).send(req.method === "HEAD" ? undefined : body);
  };
}
