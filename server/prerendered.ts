import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { contentSecurityPolicy, inlineScriptHashes } from "./security.ts";

interface PrerenderedPage {
  html: Buffer;
  etag: string;
  csp: string;
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
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).send(req.method === "HEAD" ? undefined : page.html);
  };
}
