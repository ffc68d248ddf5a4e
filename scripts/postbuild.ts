/**
 * The build's second half, after `react-router build` (package.json "build"): the render pipeline
 * (server/render/render-site.ts) over the server build and the shipped content — every page, feed and
 * special page, social cards, critical CSS, precompression — written to build/client; then the empty
 * embedded database a new DATA_DIR starts from (server/db/) and the server's Drizzle bundle.
 */
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { siteIdentity as site } from "../app/lib/pages/site-identity.ts";
import { prerenderPaths } from "../app/lib/pages/site-paths.ts";
import { drizzleBundleFile, makeDrizzleBundle } from "../server/db/drizzle-bundle.ts";
import { makePgliteTemplate, pgliteTemplateFile } from "../server/db/pglite-template.ts";
import { renderSite, writeRenderedSite } from "../server/render/render-site.ts";
import { cardsToDraw } from "../server/render/social-cards.ts";
import { makeServerBundle, serverBundleDir } from "./build/server-bundle.ts";
import { cachedSocialCards, saveSocialCards } from "./build/social-card-cache.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let started = performance.now();
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const rendered = await renderSite({
  build,
  clientDir,
  paths: prerenderPaths,
  cards: cardsToDraw(),
  // The shipped content: route loaders read it from the files in app/content.
  context: () => new RouterContextProvider(),
  previous: { images: cachedSocialCards() },
  // Nobody to serve during a build: every core.
  concurrency: os.availableParallelism(),
  onStep: ({ step, seconds, summary }) => console.log(`postbuild: ${step}: ${summary} (${seconds.toFixed(1)} s)`),
});
writeRenderedSite(buildDir, rendered);
saveSocialCards(rendered.images);
const cards = rendered.images.filter((image) => image.src !== site.logo.src);
console.log(
  `postbuild: render pipeline: ${rendered.files.length} files written to ${path.relative(root, clientDir)}, ` +
    `largest card ${kb(Math.max(...cards.map((image) => image.png.length)))} (${seconds(started)})`,
);

// A new DATA_DIR then starts from a copy of an empty cluster, not initdb (server/db/pglite-template.ts).
started = performance.now();
const { bytes } = await makePgliteTemplate();
console.log(`postbuild: embedded database template: ${kb(bytes)} in ${path.relative(root, pgliteTemplateFile)} (${seconds(started)})`);
// The server loads Drizzle as one ES module made of the parts it uses (server/db/drizzle-bundle.ts).
started = performance.now();
const bundle = await makeDrizzleBundle();
console.log(`postbuild: Drizzle bundle: ${bundle.modules} modules, ${kb(bundle.bytes)} in ${path.relative(root, drizzleBundleFile)} (${seconds(started)})`);
// `npm run serve` runs the server as JavaScript (scripts/build/server-bundle.ts).
started = performance.now();
const server = await makeServerBundle();
console.log(`postbuild: server bundle: ${server.files} files, ${kb(server.bytes)} in ${path.relative(root, serverBundleDir)} (${seconds(started)})`);
