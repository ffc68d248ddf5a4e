/**
 * Size budget (deterministic, so it gates CI): for every route, the compressed HTML and the gzipped
 * JavaScript it loads. Fails when a content page loads more than 150 KB of gzipped JavaScript
 * (175 KB for /join, which carries the form) or when a route's HTML is over 14 KB brotli.
 * Run after `npm run build`: `npm run size`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { allPagePaths } from "../app/lib/site-paths.ts";
import { startServer } from "./lib/start-server.ts";

const KB = 1024;
const jsBudget = (route: string) => (route === "/join" ? 175 * KB : 150 * KB);
const htmlBudget = 14 * KB;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

const gzip = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length;
const brotli = (data: Buffer) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const gzippedAsset = new Map<string, number>();
function assetSize(url: string): number {
  let size = gzippedAsset.get(url);
  if (size === undefined) {
    size = gzip(fs.readFileSync(path.join(clientDir, url)));
    gzippedAsset.set(url, size);
  }
  return size;
}

/**
 * Every script the page loads up front: its module preloads and the modules its inline scripts import.
 * The inline route manifest also names other routes' modules; those load only on navigation, so they
 * are not counted.
 */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from\s*|\s*\(\s*)"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] as string);
  return [...urls];
}

const server = await startServer({ env: { BUILD_DIR: buildDir } });
const rows: { route: string; status: number; html: number; htmlBr: number; js: number; files: number; ok: boolean }[] = [];
try {
  for (const route of [...allPagePaths, "/this-page-does-not-exist"]) {
    const res = await fetch(server.url + route, { headers: { "Accept-Encoding": "identity" } });
    const body = Buffer.from(await res.arrayBuffer());
    const scripts = scriptsOf(body.toString("utf8"));
    const js = scripts.reduce((sum, url) => sum + assetSize(url), 0);
    const htmlBr = brotli(body);
    rows.push({ route, status: res.status, html: gzip(body), htmlBr, js, files: scripts.length, ok: js <= jsBudget(route) && htmlBr <= htmlBudget });
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);
console.log(`${"route".padEnd(34)} status  html gz  html br   js gz  files  budget`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(34)} ${String(row.status).padStart(6)} ${kb(row.html)} ${kb(row.htmlBr)} ${kb(row.js)} ${String(row.files).padStart(6)}  ${row.ok ? "ok" : "OVER"}`,
  );
}
const pages = rows.filter((row) => row.route !== "/join");
const largestJs = Math.max(...pages.map((row) => row.js));
const joinJs = rows.find((row) => row.route === "/join")?.js ?? 0;
const largestHtml = Math.max(...rows.map((row) => row.htmlBr));
console.log(
  `\nlargest JS: ${(largestJs / KB).toFixed(1)} KB gzip on a content page (budget 150), ${(joinJs / KB).toFixed(1)} KB on /join (budget 175); ` +
    `largest HTML: ${(largestHtml / KB).toFixed(1)} KB brotli (budget 14)`,
);
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
