/**
 * Size budget (part of `npm test`): for every route, the HTML as sent (brotli) and all the JavaScript
 * it loads on a first view, measured in Chromium: the page is opened at a phone's size and each island
 * is brought into view until it has started, so islands that wait until they are visible load too.
 * Sizes are the gzip files the build made. Budgets (issue "HTML-first delivery"): a route whose only islands are the page chrome (header,
 * its search field, footer, notices, reveal) ≤ 15 KB of JS; a route with islands of its own ≤ 80 KB; the two form pages, /join
 * and /contact, ≤ 15 KB: their islands are DOM islands with the forms' plain rules, no React or zod
 * (decision 032; they loaded 95–97 KB as React islands), and this holds them there;
 * every HTML ≤ 14 KB brotli (one round trip). Run after `npm run build`: `npm run size`.
 */
import { chromium, type BrowserContext } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromiumArgs } from "../playwright.config.ts";
import { allPagePaths } from "../app/lib/pages/site-paths.ts";
import { startServer } from "./lib/start-server.ts";

const KB = 1024;
const chromeIslands = new Set(["site-header", "site-search", "site-footer", "notice-area", "reveal"]);
const budgets = { plain: 15 * KB, islands: 80 * KB, forms: 15 * KB, html: 14 * KB };
/** The public forms' pages (the application's and the project inquiry's): held to less than other island pages. */
const formRoutes = new Set(["/join", "/contact"]);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const notFoundPath = "/this-page-does-not-exist";

function gzipSizeOf(url: string): number {
  const file = path.join(clientDir, new URL(url).pathname);
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

interface Row {
  route: string;
  status: number;
  htmlBr: number;
  js: number;
  scripts: number;
  islands: string[];
  budget: number;
  ok: boolean;
}

const server = await startServer({ env: { BUILD_DIR: buildDir } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
const rows: Row[] = [];
try {
  const measure = async (context: BrowserContext, route: string): Promise<Row> => {
    const res = await fetch(server.url + route, { headers: { "Accept-Encoding": "br" } });
    const htmlBr = Number(res.headers.get("content-length") ?? (await res.arrayBuffer()).byteLength);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto(server.url + route, { waitUntil: "load" });
    // Every island has run (and so loaded all it needs) once it carries data-island-ready. Those that wait
    // until they are visible are brought into view one by one, until none is left (on a busy machine a
    // first scroll can pass one before its observer is set). Scrolling the whole page in steps did the
    // same in twice the time: it rendered every section of a long page at a phone's width.
    const waiting = await page.evaluate(async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const left = [...document.querySelectorAll<HTMLElement>("[data-island]:not([data-island-ready])")];
        if (!left.length || Date.now() > deadline) return left.map((element) => element.dataset.island);
        for (const element of left) {
          // A React island's marker is display: contents (no box of its own): its first child is scrolled to.
          (element.getClientRects().length ? element : element.firstElementChild)?.scrollIntoView({ block: "center" });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
    if (waiting.length) throw new Error(`${route}: islands never started: ${waiting.join(", ")}`);
    await page.waitForLoadState("networkidle");
    const islands = await page.$$eval("[data-island]", (elements) => [...new Set(elements.map((element) => (element as HTMLElement).dataset.island ?? ""))]);
    await page.close();
    const own = islands.filter((name) => !chromeIslands.has(name));
    const js = [...scripts].reduce((sum, url) => sum + gzipSizeOf(url), 0);
    const budget = formRoutes.has(route) ? budgets.forms : own.length ? budgets.islands : budgets.plain;
    return { route, status: res.status, htmlBr, js, scripts: scripts.size, islands: own, budget, ok: js <= budget && htmlBr <= budgets.html };
  };
  // A few pages at a time, each in a window of its own (a page in a background tab gets no animation
  // frames, so its islands would not start): much of a page's time is waiting (network idle, an island's script).
  const routes = [...allPagePaths, notFoundPath];
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      while (next < routes.length) {
        const index = next++;
        rows[index] = await measure(context, routes[index]!);
      }
      await context.close();
    }),
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);
console.log(`${"route".padEnd(30)} status html br  js gz  budget scripts  islands`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(30)} ${String(row.status).padStart(6)} ${kb(row.htmlBr)} ${kb(row.js)} ${kb(row.budget)} ${String(row.scripts).padStart(7)}  ${row.islands.join(", ") || "-"}${row.ok ? "" : "  OVER"}`,
  );
}
const max = (filter: (row: Row) => boolean, pick: (row: Row) => number) => Math.max(0, ...rows.filter(filter).map(pick));
console.log(
  `\nlargest JS: ${kb(
    max(
      (row) => row.islands.length === 0,
      (row) => row.js,
    ),
  )} KB without islands (budget 15), ` +
    `${kb(
      max(
        (row) => row.islands.length > 0 && !formRoutes.has(row.route),
        (row) => row.js,
      ),
    )} KB with islands (budget 80), ` +
    `${kb(
      max(
        (row) => formRoutes.has(row.route),
        (row) => row.js,
      ),
    )} KB on the form pages /join and /contact (budget 15); ` +
    `largest HTML: ${kb(
      max(
        () => true,
        (row) => row.htmlBr,
      ),
    )} KB brotli (budget 14)`,
);
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
