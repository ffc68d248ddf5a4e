import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, routeList, specialPageNames, type RawResponse } from "./build-fixture.ts";
import { createApp } from "../../../server/app.ts";
import type { ApplicationStore } from "../../../server/applications/store.ts";
import type { Database } from "../../../server/db/database.ts";
import { dynamicPathPrefixes } from "../../../server/http/dynamic-paths.ts";
import { withStaticFastPath } from "../../../server/http/static-fast-path.ts";
import { createLogger } from "../../../server/logger.ts";
import { fixedSecurityHeaders } from "../../../server/security.ts";
import type { SiteFile } from "../../../server/site-files.ts";
import { createSiteHolder, staticSiteFromFiles, type SiteHolder, type StaticSite } from "../../../server/static-site.ts";

/** One version of the whole site: every page, its inline style (so its CSP), and its hashed asset name the version's own. */
function siteVersion(version: string): StaticSite {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><style>h1{content:"${version}"}</style><script src="/assets/entry-${version}.js"></script></head><body><h1>${title} ${version}</h1></body></html>`;
  const text = (path: string, content: string): SiteFile => {
    const body = Buffer.from(content);
    return { path, body, br: zlib.brotliCompressSync(body), gzip: zlib.gzipSync(body) };
  };
  const files = [
    text("index.html", page("Home")),
    text("about/index.html", page("About")),
    text(`assets/entry-${version}.js`, `console.log("${version}")`),
    ...specialPageNames.map((name) => text(`_status/${name}.html`, page(name))),
  ];
  return staticSiteFromFiles(files);
}

const versions = { A: siteVersion("A"), B: siteVersion("B") };
let holder: SiteHolder;
let server: http.Server;
let base: string;

beforeAll(async () => {
  holder = createSiteHolder(versions.A);
  const logger = createLogger("silent");
  const app = createApp({
    config: { applicationRateLimit: 30, trustProxy: false, buildDir: "/nonexistent" },
    logger,
    database: {} as Database,
    store: {} as ApplicationStore,
    site: holder,
  });
  server = http.createServer(
    withStaticFastPath({ site: holder, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger }, app),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Which version a response came from, checked on every part of it: body, policy and validator must agree. */
function versionOf(url: string, response: RawResponse): "A" | "B" {
  const path = url.split("?")[0] ?? url;
  const body = response.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(response.body).toString() : response.body.toString();
  const version = body.includes(" A</h1>") ? "A" : body.includes(" B</h1>") ? "B" : undefined;
  if (!version) throw new Error(`${url}: neither version: ${body}`);
  const file = path === "/" ? versions[version].pages.get("/") : path === "/about" ? versions[version].pages.get("/about") : versions[version].notFound;
  expect(response.headers["content-security-policy"], `${url}: policy of the other version`).toBe(file?.csp);
  const representation = response.headers["content-encoding"] === "br" ? file?.br : file?.identity;
  expect(response.headers.etag, `${url}: validator of the other version`).toBe(representation?.etag);
  return version;
}

describe("replacing the site while it is served", () => {
  it("gives each visitor the old site or the new one, never a mix, through the fast path and through Express", async () => {
    // Plain paths take the fast path; a query string or an unknown page goes through Express.
    const urls = ["/", "/about", "/about?ref=x", "/no-such-page", "/No-Such-Page/"];
    const seen = { A: 0, B: 0 };
    for (let round = 0; round < 5; round++) {
      const next = round % 2 === 0 ? versions.B : versions.A;
      const requests = Array.from({ length: 60 }, (_, index) => {
        const url = urls[index % urls.length] ?? "/";
        const headers: Record<string, string> = index % 2 ? { "accept-encoding": "br" } : {};
        return rawRequest(base + url, headers).then((response) => ({ url, response }));
      });
      // Swap while the requests are in flight.
      await new Promise((resolve) => setImmediate(resolve));
      holder.replace(next);
      for (const { url, response } of await Promise.all(requests)) {
        expect([200, 301, 404]).toContain(response.status);
        if (response.status === 301) continue;
        seen[versionOf(url, response)] += 1;
      }
    }
    expect(seen.A).toBeGreaterThan(0);
    expect(seen.B).toBeGreaterThan(0);
    // After the last swap (to B) every answer is from the site now served, whichever way it is answered.
    for (const url of urls.slice(0, 4)) expect(versionOf(url, await rawRequest(base + url))).toBe("B");
  });

  it("keeps the hashed assets of the site it replaced", async () => {
    holder.replace(versions.A);
    holder.replace(versions.B);
    expect((await rawRequest(`${base}/assets/entry-B.js`)).status).toBe(200);
    const old = await rawRequest(`${base}/assets/entry-A.js`);
    expect(old.status).toBe(200);
    expect(old.body.toString()).toBe('console.log("A")');
    expect(holder.current().pages.get("/about")).toBe(versions.B.pages.get("/about"));
  });
});
