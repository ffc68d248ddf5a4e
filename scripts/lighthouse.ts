/**
 * Lighthouse 13, mobile preset (simulated 4G and 4× CPU slowdown, a phone's screen), in Debian's
 * Chromium, over every page plus a not-found URL, against the production server. Prints per route the
 * four category scores, FCP, LCP, TBT, CLS and the JavaScript transferred, then the minimum of each.
 * Lighthouse refuses to audit a page answered with 404, so the not-found page is measured through a
 * small proxy that passes everything through and changes only that one status to 200.
 * Not part of `npm test` (a few minutes). Run after `npm run build`:
 *
 *   npm run lighthouse [-- --routes /,/about --runs 1 --save lighthouse-reports --data-dir DIR]
 *
 * `--save DIR` writes each route's reported run as Lighthouse JSON (open it in the Lighthouse viewer to see
 * the LCP element, the requests and the diagnostics behind a score). `--data-dir DIR` serves an existing
 * data folder (with content published in the editor, e.g. `node scripts/article-timing.ts --keep DIR`).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { allPagePaths } from "../app/lib/pages/site-paths.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: { routes: { type: "string" }, runs: { type: "string", default: "1" }, save: { type: "string" }, "data-dir": { type: "string" } },
});
const routes = values.routes ? values.routes.split(",") : [...allPagePaths, "/this-page-does-not-exist"];
const runs = Math.max(1, Number(values.runs));

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  report: unknown;
}

const server = await startServer(values["data-dir"] ? { dataDir: values["data-dir"] } : {});

/** The proxy in front of the server: identical responses, except a 404 document becomes a 200. */
const proxy = http.createServer((req, res) => {
  const upstream = http.request(server.url + (req.url ?? "/"), { method: req.method, headers: req.headers }, (answer) => {
    const status = answer.statusCode === 404 && (req.headers.accept ?? "").includes("text/html") ? 200 : (answer.statusCode ?? 502);
    res.writeHead(status, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const rows: Row[] = [];
try {
  for (const route of routes) {
    // With several runs, keep the median performance run (Lighthouse's own advice for noisy machines).
    const results: Row[] = [];
    for (let run = 0; run < runs; run++) {
      // A trace Lighthouse failed to record (NO_NAVSTART and the like) is its own fault, not the page's: try again.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(baseUrl + route, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (!lhr.runtimeError) break;
        console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}${attempt < 3 ? " (trying again)" : ""}`);
        if (attempt === 3) break;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const scripts = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      results.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        jsKb: scripts.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        report: lhr,
      });
    }
    results.sort((a, b) => a.performance - b.performance);
    const row = results[Math.floor(results.length / 2)] as Row;
    rows.push(row);
    if (values.save) {
      fs.mkdirSync(values.save, { recursive: true });
      const name = route.replace(/^\/$/, "home").replace(/^\//, "").replaceAll("/", "_");
      fs.writeFileSync(`${values.save}/${name}.json`, JSON.stringify(row.report));
    }
    console.log(
      `${row.route.padEnd(30)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  bp ${String(row.bestPractices).padStart(3)}  seo ${String(row.seo).padStart(3)}  ` +
        `FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${row.jsKb.toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  proxy.close();
  await server.stop();
  if (!values["data-dir"]) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const min = (pick: (row: Row) => number) => Math.min(...rows.map(pick));
const max = (pick: (row: Row) => number) => Math.max(...rows.map(pick));
console.log(
  `\n${rows.length} routes — minimum: performance ${min((r) => r.performance)}, accessibility ${min((r) => r.accessibility)}, ` +
    `best practices ${min((r) => r.bestPractices)}, SEO ${min((r) => r.seo)}; ` +
    `worst: FCP ${(max((r) => r.fcp) / 1000).toFixed(2)} s, LCP ${(max((r) => r.lcp) / 1000).toFixed(2)} s, TBT ${Math.round(max((r) => r.tbt))} ms, ` +
    `CLS ${max((r) => r.cls).toFixed(3)}, JS ${max((r) => r.jsKb).toFixed(1)} KB`,
);
