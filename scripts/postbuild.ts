/**
 * The build's second half, after `react-router build` (package.json "build"), in order: social cards,
 * the pages React Router does not prerender (404s, /join's received state), critical CSS,
 * precompression of every text file, the empty embedded database a new DATA_DIR starts from, and the
 * server's Drizzle bundle. Each step is a module in scripts/build/ or, for the database, server/db/.
 */
import fs from "node:fs";
import path from "node:path";
import { drizzleBundleFile, makeDrizzleBundle } from "../server/db/drizzle-bundle.ts";
import { makePgliteTemplate, pgliteTemplateFile } from "../server/db/pglite-template.ts";
import { inlineCriticalCss } from "./build/critical-css.ts";
import { precompress, removeRouterData } from "./build/precompress.ts";
import { drawSocialCards } from "./build/social-cards.ts";
import { renderSpecialPages } from "./build/special-pages.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function htmlFilesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function step<T>(name: string, run: () => Promise<T> | T, summary: (result: T) => string = () => "") {
  const started = performance.now();
  const result = await run();
  const said = summary(result);
  console.log(`postbuild: ${name}${said ? `: ${said}` : ""} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
await step(
  "social cards",
  () => drawSocialCards(clientDir),
  ({ cards, logo }) => {
    const sizes = cards.map((card) => card.bytes);
    return `${cards.length} cards, largest ${kb(Math.max(...sizes))}, total ${kb(sizes.reduce((sum, size) => sum + size, 0))}; logo ${kb(logo.bytes)}`;
  },
);
await step("special pages", () => renderSpecialPages(buildDir), (files) => `${files.length} (404s, /join received)`);
await step("client-router .data files removed", () => removeRouterData(clientDir), (removed) => String(removed));
const pages = htmlFilesUnder(clientDir);
await step("critical CSS", () => inlineCriticalCss(clientDir, pages), () => `${pages.length} pages`);
await step(
  "precompress (brotli 11, gzip 9)",
  () => precompress(clientDir),
  ({ files, bytes, brotliBytes }) => `${files} files, ${kb(bytes)} → ${kb(brotliBytes)} brotli`,
);
// A new DATA_DIR then starts from a copy of an empty cluster, not initdb (server/db/pglite-template.ts).
await step(
  "embedded database template",
  () => makePgliteTemplate(),
  ({ bytes }) => `${kb(bytes)} in ${path.relative(root, pgliteTemplateFile)}`,
);
// The server loads Drizzle as one ES module made of the parts it uses (server/db/drizzle-bundle.ts).
await step(
  "Drizzle bundle",
  () => makeDrizzleBundle(),
  ({ bytes, modules }) => `${modules} modules, ${kb(bytes)} in ${path.relative(root, drizzleBundleFile)}`,
);
