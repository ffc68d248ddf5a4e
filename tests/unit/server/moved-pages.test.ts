import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedExamples, spellingsOf } from "../../support/reserved-addresses.ts";
import { rawRequest, routeList, specialPageNames } from "./build-fixture.ts";
import { createApp } from "../../../server/app.ts";
import type { ApplicationStore } from "../../../server/applications/store.ts";
import type { Database } from "../../../server/db/database.ts";
import { dynamicPathPrefixes } from "../../../server/http/dynamic-paths.ts";
import { withStaticFastPath } from "../../../server/http/static-fast-path.ts";
import { createLogger } from "../../../server/logger.ts";
import { fixedSecurityHeaders } from "../../../server/security.ts";
import type { SiteFile } from "../../../server/site-files.ts";
import { staticSiteFromFiles } from "../../../server/static-site.ts";

/** A site whose render listed one moved and one removed address (app/routes/moved-pages.ts). */
const page = (title: string) => `<!doctype html><html><head><title>${title}</title><style>h1{color:red}</style></head><body><h1>${title}</h1></body></html>`;
const text = (path: string, content: string): SiteFile => ({ path, body: Buffer.from(content) });
const site = staticSiteFromFiles([
  text("index.html", page("Home")),
  text("news/index.html", page("News")),
  text("news/1/index.html", page("Article 1")),
  ...specialPageNames.map((name) => text(`_status/${name}.html`, page(name))),
  text("_status/moved-pages.json", JSON.stringify({ moved: [["/news/old-name", "/news/1"]], removed: ["/news/2", "/about-us"] })),
]);

let server: http.Server;
let base: string;
beforeAll(async () => {
  const logger = createLogger("silent");
  const app = createApp({
    config: { applicationRateLimit: 30, trustProxy: false, buildDir: "/nonexistent" },
    logger,
    database: {} as Database,
    store: {} as ApplicationStore,
    site,
  });
  server = http.createServer(
    withStaticFastPath({ site, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger }, app),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("addresses that were pages", () => {
  it("a moved page answers 301 with its new address", async () => {
    const response = await rawRequest(`${base}/news/old-name`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/news/1");
    expect(response.headers["content-security-policy"]).toBeDefined();
  });

  it("a removed page answers 410 Gone with the collection's not-found page and its policy, for GET and HEAD", async () => {
    const gone = await rawRequest(`${base}/news/2`);
    expect(gone.status).toBe(410);
    expect(gone.body.toString()).toContain("<h1>news-not-found</h1>");
    expect(gone.headers["content-security-policy"]).toBe(site.sectionNotFound.get("/news")?.csp);
    expect((await rawRequest(`${base}/about-us`)).status).toBe(410);
    const head = await rawRequest(`${base}/news/2`, {}, "HEAD");
    expect(head.status).toBe(410);
    expect(head.body.length).toBe(0);
  });

  it("an address that never was a page stays a 404", async () => {
    expect((await rawRequest(`${base}/news/3`)).status).toBe(404);
  });

  it("a site without the list has no moved or removed addresses", () => {
    const bare = staticSiteFromFiles([text("index.html", page("Home")), ...specialPageNames.map((name) => text(`_status/${name}.html`, page(name)))]);
    expect(bare.moved.size + bare.removed.size).toBe(0);
  });
});

describe("the site's own addresses, listed as moved or removed past the schema (a stored or imported document, an old render)", () => {
  // Every spelling of every reserved address, as moved to a page and as removed, and a render's page under /admin.
  const spellings = reservedExamples.flatMap(spellingsOf);
  const takeover = staticSiteFromFiles([
    text("index.html", page("Home")),
    text("news/1/index.html", page("Article 1")),
    text("admin/login/index.html", page("Not the sign-in page")),
    text("Admin/team/index.html", page("Not the team page")),
    ...specialPageNames.map((name) => text(`_status/${name}.html`, page(name))),
    text(
      "_status/moved-pages.json",
      JSON.stringify({ moved: [...spellings.map((from) => [from, "/news/1"]), ["/news/old-name", "/news/1"]], removed: [...spellings, "/news/2"] }),
    ),
  ]);
  let takeoverServer: http.Server;
  /** The request line's target byte for byte (a URL would resolve `..` and `%2e%2e` before sending). */
  const requestTarget = (target: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port: (takeoverServer.address() as AddressInfo).port, path: target }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on("error", reject);
      request.end();
    });
  beforeAll(async () => {
    const logger = createLogger("silent");
    const app = createApp({
      config: { applicationRateLimit: 30, trustProxy: false, buildDir: "/nonexistent" },
      logger,
      database: {} as Database,
      store: {} as ApplicationStore,
      site: takeover,
    });
    takeoverServer = http.createServer(
      withStaticFastPath({ site: takeover, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger }, app),
    );
    await new Promise<void>((resolve) => takeoverServer.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    takeoverServer.closeAllConnections();
    await new Promise((resolve) => takeoverServer.close(resolve));
  });

  it("holds none of them: the entries are left out when the render is read, the others kept", () => {
    expect([...takeover.moved]).toEqual([["/news/old-name", "/news/1"]]);
    expect([...takeover.removed]).toEqual(["/news/2"]);
    expect([...takeover.pages.keys()].filter((key) => key.toLowerCase().startsWith("/admin"))).toEqual([]);
  });

  it.each(reservedExamples)(
    "%s, in every spelling, is neither sent to the moved address nor answered 410, and under /admin never cacheable",
    async (address) => {
      for (const spelling of spellingsOf(address)) {
        const response = await requestTarget(spelling);
        expect(response.headers.location, spelling).not.toBe("/news/1");
        expect(response.status, spelling).not.toBe(410);
        expect(response.body.toString(), spelling).not.toContain("Not the");
        if (address.startsWith("/admin")) expect(response.headers["cache-control"] ?? "", spelling).not.toContain("public");
      }
      expect((await requestTarget("/news/old-name")).status).toBe(301);
    },
  );
});
