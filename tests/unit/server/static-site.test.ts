import express from "express";
import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, specialPageNames, writeBuildFile } from "./build-fixture.ts";
import { sha256Source } from "../../../server/security.ts";
import { loadStaticSite, notFoundPage, serveStaticSite } from "../../../server/static-site.ts";

const style = "body{color:red}";
const page = (title: string) => `<!doctype html><html><head><title>${title}</title><style>${style}</style></head><body><h1>${title}</h1></body></html>`;
let dir: string;
let server: http.Server;
let base: string;

const write = (relative: string, content: string, compress = true) => writeBuildFile(dir, relative, content, compress);
const get = (url: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(base + url, headers, method);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-site-"));
  write("index.html", page("Home"));
  write("about/index.html", page("About"));
  write("join/index.html", page("Join"));
  write("contact/index.html", page("Contact"));
  write("assets/entry-abc123.js", "console.log(1)");
  write("favicon.svg", "<svg/>");
  write("news/rss.xml", "<rss/>");
  write("images/cover.webp", "webp-bytes", false);
  for (const name of specialPageNames) {
    write(`_status/${name}.html`, page(name));
  }
  const site = loadStaticSite(dir);
  const app = express();
  app.use(serveStaticSite(site));
  app.use(notFoundPage(site));
  app.use((_req, res) => res.status(405).end());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the static site from memory", () => {
  it("sends a page in the encoding asked for, made at build time, with its own validator and CSP", async () => {
    const identity = await get("/about", { "accept-encoding": "identity" });
    expect(identity.status).toBe(200);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(page("About"));
    expect(identity.headers["content-security-policy"]).toContain(`style-src 'self' ${sha256Source(style)}`);
    expect(identity.headers["cache-control"]).toBe("no-cache");

    const br = await get("/about", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page("About"));
    expect(br.body.equals(fs.readFileSync(path.join(dir, "about/index.html.br")))).toBe(true);
    expect(br.headers.etag).not.toBe(identity.headers.etag);

    const gzip = await get("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page("About"));
  });

  it("answers 304 to a matching If-None-Match, and HEAD with headers only", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const again = await get("/", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    const head = await get("/", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
  });

  it("caches hashed assets for a year, other files for an hour, with their own types", async () => {
    const asset = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    const feed = await get("/news/rss.xml");
    expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("public, max-age=3600");
    const image = await get("/images/cover.webp", { "accept-encoding": "br" });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["content-encoding"]).toBeUndefined();
  });

  it("serves /join?status=received from its own prerendered state", async () => {
    expect((await get("/join")).body.toString()).toContain("<h1>Join</h1>");
    expect((await get("/join?status=received")).body.toString()).toContain("<h1>join-received</h1>");
  });

  it("serves the contact page's prerendered states by their query: received, and a topic chosen", async () => {
    const heading = async (url: string) => /<h1>([^<]*)<\/h1>/.exec((await get(url)).body.toString())?.[1];
    expect(await heading("/contact")).toBe("Contact");
    expect(await heading("/contact?status=received")).toBe("contact-received");
    expect(await heading("/contact?service=web")).toBe("contact-service-web");
    expect(await heading("/contact?division=nexus&utm_source=newsletter")).toBe("contact-division-nexus");
    // An unknown topic, or another page's query, is the page itself.
    expect(await heading("/contact?service=skynet")).toBe("Contact");
    expect(await heading("/about?service=web")).toBe("About");
  });

  it("answers unknown pages with the right not-found page and 404, a missing asset with a short 404", async () => {
    for (const [url, name] of [
      ["/nowhere", "not-found"],
      ["/divisions/unknown", "divisions-not-found"],
      ["/services/unknown", "services-not-found"],
      ["/docs/unknown", "docs-not-found"],
      ["/news/999", "news-not-found"],
      ["/blog/no-such-post", "blog-not-found"],
      ["/divisions/unknown/deeper", "not-found"],
      ["/about.data", "not-found"],
    ]) {
      const res = await get(url as string);
      expect(res.status, url).toBe(404);
      expect(res.body.toString(), url).toContain(`<h1>${name}</h1>`);
      expect(res.headers["content-security-policy"], url).toContain(sha256Source(style));
    }
    const asset = await get("/assets/entry-from-an-old-deploy.js");
    expect(asset.status).toBe(404);
    expect(asset.body.toString()).toBe("Not found");
  });

  it("lets every other method go on to the next handler", async () => {
    expect((await get("/about", {}, "POST")).status).toBe(405);
  });
});
