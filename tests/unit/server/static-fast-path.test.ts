import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, routeList, specialPageNames, writeBuildFile } from "./build-fixture.ts";
import { createApp } from "../../../server/app.ts";
import type { Database } from "../../../server/db/database.ts";
import { dynamicPathPrefixes } from "../../../server/http/dynamic-paths.ts";
import { withStaticFastPath } from "../../../server/http/static-fast-path.ts";
import { createLogger } from "../../../server/logger.ts";
import { fixedSecurityHeaders } from "../../../server/security.ts";
import { loadStaticSite } from "../../../server/static-site.ts";
import type { ApplicationStore } from "../../../server/applications/store.ts";

/**
 * The fast path must be invisible: for every file, encoding and method it answers exactly as the
 * Express stack would, and everything it does not answer reaches Express untouched.
 */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><style>body{color:red}</style><script type="application/ld+json">{"a":1}</script></head><body><h1>${title}</h1></body></html>`;

let dir: string;
const servers: http.Server[] = [];
let viaExpress: string;
let viaFastPath: string;
let expressCalls = 0;

const write = (relative: string, content: string, compress = true) => writeBuildFile(dir, relative, content, compress);

async function listen(listener: http.RequestListener) {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const request = (base: string, url: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(base + url, headers, method);

/** Headers that differ between any two responses (time, connection management). */
function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-fast-path-"));
  write("index.html", page("Home"));
  write("about/index.html", page("About"));
  write("join/index.html", page("Join"));
  write("assets/entry-abc123.js", "console.log(1)");
  write("favicon.svg", "<svg/>");
  write("images/cover.webp", "webp-bytes", false);
  for (const name of specialPageNames) {
    write(`_status/${name}.html`, page(name));
  }
  const site = loadStaticSite(dir);
  const logger = createLogger("silent");
  const app = createApp({
    config: { applicationRateLimit: 30, trustProxy: false, buildDir: dir },
    logger,
    database: {} as Database,
    store: {} as ApplicationStore,
    site,
  });
  const countingApp: http.RequestListener = (req, res) => {
    expressCalls++;
    app(req, res);
  };
  viaExpress = await listen(app);
  viaFastPath = await listen(
    withStaticFastPath({ site, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger }, countingApp),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("static fast path", () => {
  const paths = ["/", "/about", "/join", "/assets/entry-abc123.js", "/favicon.svg", "/images/cover.webp"];
  const encodings = ["br, gzip, deflate", "gzip, deflate", "gzip", "deflate", "identity", ""];

  it("answers every plain GET and HEAD of a build file exactly as Express does, without Express", async () => {
    for (const url of paths) {
      for (const acceptEncoding of encodings) {
        for (const method of ["GET", "HEAD"]) {
          const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
          const before = expressCalls;
          const fast = await request(viaFastPath, url, headers, method);
          expect(expressCalls, `${method} ${url} (${acceptEncoding}) went to Express`).toBe(before);
          const slow = await request(viaExpress, url, headers, method);
          expect(fast.status).toBe(200);
          expect(comparable(fast.headers), `${method} ${url} (${acceptEncoding})`).toEqual(comparable(slow.headers));
          expect(fast.body.equals(slow.body)).toBe(true);
        }
      }
    }
  });

  it("answers an unknown canonical path with its not-found page, as Express does", async () => {
    for (const url of ["/no-such-page", "/divisions/no-such-division", "/news/99", "/a/b/c"]) {
      for (const method of ["GET", "HEAD"]) {
        const before = expressCalls;
        const fast = await request(viaFastPath, url, { "accept-encoding": "gzip" }, method);
        expect(expressCalls, `${method} ${url} went to Express`).toBe(before);
        const slow = await request(viaExpress, url, { "accept-encoding": "gzip" }, method);
        expect(fast.status).toBe(404);
        expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
        expect(fast.body.equals(slow.body)).toBe(true);
      }
    }
    const section = await request(viaFastPath, "/divisions/no-such-division");
    expect(section.body.toString()).toContain("divisions-not-found");
  });

  it("sends the security headers and the page's own policy", async () => {
    const response = await request(viaFastPath, "/about", { "accept-encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("style-src 'self' 'sha256-");
    expect(zlib.brotliDecompressSync(response.body).toString()).toContain("<h1>About</h1>");
  });

  it("leaves everything else to Express", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/join?status=received", {}, "GET"],
      ["/ABOUT", {}, "GET"],
      ["/about/", {}, "GET"],
      ["/%61bout", {}, "GET"],
      ["/no-such-page/", {}, "GET"],
      ["/No-Such-Page", {}, "GET"],
      ["/no-such.page", {}, "GET"],
      ["/assets/missing-chunk", {}, "GET"],
      ["/" + "a/".repeat(40) + "b", {}, "GET"],
      ["/about", { "if-none-match": '"x"' }, "GET"],
      ["/about", { range: "bytes=0-1" }, "GET"],
      ["/about", { "x-forwarded-for": "203.0.113.1" }, "GET"],
      ["/about", { "accept-encoding": "br;q=0, gzip" }, "GET"],
      ["/about", {}, "POST"],
      ["/healthz", {}, "GET"],
      ["/api/applications", {}, "GET"],
      ["/admin", {}, "GET"],
      ["/admin/login", {}, "GET"],
    ];
    for (const [url, headers, method] of cases) {
      const before = expressCalls;
      const fast = await request(viaFastPath, url, headers, method);
      const slow = await request(viaExpress, url, headers, method);
      expect(expressCalls, `${method} ${url} ${JSON.stringify(headers)}`).toBe(before + 1);
      expect(fast.status).toBe(slow.status);
      expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
    }
  });
});
