import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRequest, routeList, specialPageNames } from "../unit/server/build-fixture.ts";
import { createApp } from "../../server/app.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import type { Database } from "../../server/db/database.ts";
import { insightsCounts } from "../../server/db/schema.ts";
import { dynamicPathPrefixes } from "../../server/http/dynamic-paths.ts";
import { withStaticFastPath } from "../../server/http/static-fast-path.ts";
import { createInsightsCounter, type InsightsCounter } from "../../server/insights/counter.ts";
import { createLogger } from "../../server/logger.ts";
import { fixedSecurityHeaders } from "../../server/security.ts";
import type { SiteFile } from "../../server/site-files.ts";
import { staticSiteFromFiles } from "../../server/static-site.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

/**
 * The insights' counts as the servers write them (decision 042): through both ways a page is answered
 * (the fast path and Express), by two servers counting into one database at once, with nothing lost
 * and nothing counted twice; GPC/DNT and bots not counted; and a server that dies outright losing only
 * what it counted since its last batch.
 */
const logger = createLogger("silent");
const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const text = (path: string, content: string): SiteFile => ({ path, body: Buffer.from(content) });
const site = staticSiteFromFiles([
  text("index.html", page("Home")),
  text("services/web/index.html", page("Web")),
  text("assets/app.js", "console.log(1)"),
  ...specialPageNames.map((name) => text(`_status/${name}.html`, page(name))),
]);

interface Instance {
  base: string;
  counter: InsightsCounter;
  close(): Promise<void>;
}

/** One server as main.ts makes it: the fast path before Express, both telling one counter (a batch interval no test waits for). */
async function startInstance(database: Database): Promise<Instance> {
  const counter = createInsightsCounter({ db: database.db, logger, batchMs: 3_600_000 });
  const app = createApp({
    config: { applicationRateLimit: 1000, trustProxy: false, buildDir: "/nonexistent" },
    logger,
    database,
    store: createApplicationStore(database.db),
    site,
    insights: counter,
  });
  const server = http.createServer(
    withStaticFastPath(
      { site, fixedHeaders: fixedSecurityHeaders(), dynamicPrefixes: dynamicPathPrefixes(app, routeList()), logger, onPageView: counter.pageView },
      app,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counter,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function counts(database: Database): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ dimension: insightsCounts.dimension, value: insightsCounts.value, total: sql<number>`sum(${insightsCounts.count})::int` })
    .from(insightsCounts)
    .groupBy(insightsCounts.dimension, insightsCounts.value);
  return Object.fromEntries(rows.map((row) => [`${row.dimension} ${row.value}`, Number(row.total)]));
}

describe.each(testDatabases(logger, "vesper-insights-"))("insights counts on $name", (driver) => {
  const opened = useTestDatabase(driver, "insights_counts");

  it("two servers counting the same pages in parallel into one database lose no view and count none twice", async () => {
    const { database } = opened;
    const [a, b] = await Promise.all([startInstance(database), startInstance(database)]);
    try {
      const rounds = 3;
      const perRound = 40;
      for (let round = 0; round < rounds; round++) {
        await Promise.all(
          Array.from({ length: perRound }, (_, i) => {
            const instance = i % 2 === 0 ? a : b;
            // The fast path (a plain path) and Express (a query string) alike; half from phones, a quarter from a search engine.
            const target = i % 4 === 0 ? "/services/web?utm_source=newsletter" : "/services/web";
            const headers = { "user-agent": i % 2 === 0 ? phone : chrome, ...(i % 4 === 1 ? { referer: "https://www.google.com/" } : {}) };
            return rawRequest(instance.base + target, headers);
          }),
        );
        // Both servers write their batch at once, to the very same rows.
        await Promise.all([a.counter.flush(), b.counter.flush()]);
      }
      expect(await counts(database)).toEqual({
        "page /services/web": rounds * perRound,
        "device phone": (rounds * perRound) / 2,
        "device desktop": (rounds * perRound) / 2,
        "referrer google.com": (rounds * perRound) / 4,
        "source newsletter": (rounds * perRound) / 4,
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("counts no bot, prefetch, HEAD, asset, GPC or DNT request; a 404 as its address", async () => {
    const { database } = opened;
    const instance = await startInstance(database);
    try {
      await rawRequest(`${instance.base}/`, { "user-agent": chrome, "sec-gpc": "1" });
      await rawRequest(`${instance.base}/`, { "user-agent": chrome, dnt: "1" });
      await rawRequest(`${instance.base}/`, { "user-agent": chrome, "sec-purpose": "prefetch" });
      await rawRequest(`${instance.base}/`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
      await rawRequest(`${instance.base}/`, { "user-agent": chrome }, "HEAD");
      await rawRequest(`${instance.base}/assets/app.js`, { "user-agent": chrome });
      await rawRequest(`${instance.base}/healthz`, { "user-agent": chrome });
      await rawRequest(`${instance.base}/no-such-page`, { "user-agent": chrome, "sec-gpc": "1" });
      await rawRequest(`${instance.base}/Old-Page.html`, { "user-agent": chrome });
      await rawRequest(`${instance.base}/`, { "user-agent": chrome, dnt: "0" });
      await instance.counter.flush();
      expect(await counts(database)).toEqual({ "page /": 1, "device desktop": 1, "not-found /old-page.html": 1 });
    } finally {
      await instance.close();
    }
  });

  it("a server killed outright loses only the views since its last batch", async () => {
    const { database } = opened;
    const instance = await startInstance(database);
    try {
      for (let i = 0; i < 5; i++) await rawRequest(`${instance.base}/`, { "user-agent": chrome });
      await instance.counter.flush();
      // Counted in memory, never written: what kill -9 takes with it (the counter is dropped, not stopped).
      for (let i = 0; i < 3; i++) await rawRequest(`${instance.base}/`, { "user-agent": chrome });
      expect((await counts(database))["page /"]).toBe(5);
    } finally {
      await instance.close();
    }
  });

  it("an application is counted under the page of this site it was sent from, once, whatever the replays", async () => {
    const { database } = opened;
    const instance = await startInstance(database);
    try {
      const host = new URL(instance.base).host;
      // Keys of this run alone: the PostgreSQL database keeps the applications of earlier runs.
      const run = crypto.randomUUID();
      const send = (referer: string | undefined, key: string) =>
        fetch(`${instance.base}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key, ...(referer ? { referer } : {}) },
          body: JSON.stringify({ name: "Grace Hopper", email: `${key}@example.com`, division: "general", message: "I find bugs, literally." }),
        });
      expect((await send(`http://${host}/Join/?utm_source=x`, `first-${run}`)).status).toBe(201);
      expect((await send(`http://${host}/Join/?utm_source=x`, `first-${run}`)).status).toBe(201);
      expect((await send("https://elsewhere.example/join", `second-${run}`)).status).toBe(201);
      await instance.counter.flush();
      expect(await counts(database)).toEqual({ "application /join": 1, "application (unknown)": 1 });
    } finally {
      await instance.close();
    }
  });
});
