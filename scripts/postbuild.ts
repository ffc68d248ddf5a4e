/**
 * The build's second half, after `react-router build` (package.json "build"): the pages React Router
 * does not prerender, critical CSS, and precompression. Each step is a module in scripts/build/.
 */
import fs from "node:fs";
import path from "node:path";
import { inlineCriticalCss } from "./build/critical-css.ts";
import { precompress, removeRouterData } from "./build/precompress.ts";
import { renderSpecialPages } from "./build/special-pages.ts";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function htmlFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`postbuild: ${name} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

await step("special pages (404s, /join received)", () => renderSpecialPages(buildDir));
const removed = await step("remove client-router .data files", () => removeRouterData(clientDir));
const pages = htmlFilesUnder(clientDir);
await step(`critical CSS for ${pages.length} pages`, () => inlineCriticalCss(clientDir, pages));
const compressed = await step("precompress (brotli 11, gzip 9)", () => precompress(clientDir));
console.log(
  `postbuild: ${pages.length} pages, ${removed} .data files removed, ${compressed.files} files precompressed ` +
    `(${(compressed.bytes / 1024).toFixed(0)} KB → ${(compressed.brotliBytes / 1024).toFixed(0)} KB brotli)`,
);
