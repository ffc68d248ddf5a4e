/**
 * The one render pipeline (decision 013): the build calls it for the shipped content (scripts/postbuild.ts),
 * a publish for the database's published content, so a published page is made exactly as a built one.
 * React Router's request handler over the server build renders every page, built file and special page;
 * then the social cards (only those whose text changed), critical CSS (in a process of its own for
 * the render, critical-css-process.ts), precompression and each page's CSP hashes — all in memory. The
 * result is the site to serve (server/static-site.ts) and the files the build writes to build/client.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { z } from "zod";
import type { PageCard } from "../../app/lib/pages/page-cards.ts";
import { specialPages as registrySpecialPages, type SpecialPage } from "../../app/lib/pages/page-registry.ts";
import { siteIdentity as siteSettings } from "../../app/lib/pages/site-identity.ts";
import { readSiteFiles, specialPagesDir, writeSiteFiles, type SiteFile } from "../site-files.ts";
import { staticSiteFromFiles, type SiteHolder, type StaticSite } from "../static-site.ts";
import type { CriticalCssProcess } from "./critical-css-process.ts";
import { bestBrotliQuality, precompress } from "./precompress.ts";
import { renderPages } from "./render-pages.ts";
import { searchFilesOfRender } from "./search-index.ts";
import type { DrawnImage } from "./social-cards.ts";
import { timed, type StepTiming } from "./step-timing.ts";
import { yieldToVisitors } from "./work-limit.ts";

export interface RenderSiteInput {
  /** The React Router server build (build/server/index.js). */
  build: ServerBuild;
  /** build/client: the stylesheet, hashed assets and public files come from here when there is no previous render. */
  clientDir: string;
  /** Every page and built file to render (app/lib/pages/site-paths.ts `prerenderPaths` for the shipped content). */
  paths: readonly string[];
  /** The pages served with their own status; the registry's by default. */
  specialPages?: readonly SpecialPage[];
  /** The social cards to draw (server/render/social-cards.ts `cardsToDraw`). */
  cards: readonly PageCard[];
  /** A fresh request context per render: where the route loaders find the content. */
  context: () => RouterContextProvider;
  /**
   * What was rendered before (a RenderedSite, or the build's card cache): images whose key it has, pages
   * React Router rendered the same (their critical CSS) and files whose bytes did not change (their
   * compression) are taken from it, and its assets rather than clientDir's.
   */
  previous?: { files?: readonly SiteFile[]; images?: readonly DrawnImage[]; pageKeys?: ReadonlyMap<string, string> };
  /** Brotli quality of the files compressed now; 11 (the build's) by default. Lower ones are marked for `finishCompression`. */
  brotliQuality?: number;
  /** Threads the off-thread work (compression, rasterising) may keep busy; by default all cores but one. */
  concurrency?: number;
  /** Told after each step, as it ends. */
  onStep?: (timing: StepTiming) => void;
}

export interface RenderedSite {
  /** Everything under build/client, each text file with its brotli and gzip versions. */
  files: SiteFile[];
  /** The same, ready to serve (each page's CSP from its inline scripts and styles). */
  site: StaticSite;
  /** The drawn images (cards and logo) with the keys they were drawn from. */
  images: DrawnImage[];
  /** Each HTML file's key: the hash of what React Router rendered and of the stylesheets its critical CSS came from. */
  pageKeys: Map<string, string>;
  timings: StepTiming[];
}

/**
 * Beside build/client: which key each image and page was made from, so the first publish after a start
 * redoes only what changed.
 */
const renderKeysFile = "render-keys.json";
const renderKeysSchema = z.object({ images: z.record(z.string(), z.string()), pages: z.record(z.string(), z.string()) });

/** Files a render makes itself, so an earlier render's copies are never taken as assets. */
function isRenderOutput(file: SiteFile, made: ReadonlySet<string>): boolean {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  return name === "index.html" || name.endsWith(".data") || file.path.startsWith(`${specialPagesDir}/`) || made.has(file.path);
}

export async function renderSite(input: RenderSiteInput): Promise<RenderedSite> {
  const { build, clientDir, paths, cards, context, previous, onStep } = input;
  const concurrency = input.concurrency ?? Math.max(1, os.availableParallelism() - 1);
  const timings: StepTiming[] = [];
  const step = <T>(name: string, run: () => Promise<T>, summary: (result: T) => string) => timed(timings, name, run, summary, onStep);

  // The social cards first, while the server holds the least: they are drawn in a process of their own
  // (decision 045), whose memory the machine holds beside the server's until it exits, so drawing them
  // before the pages step rather than after it keeps the sum of the two lower. They need the cards' data
  // and the site's mark, not the rendered pages.
  const sourceFiles = previous?.files ?? readSiteFiles(clientDir);
  const { drawSocialCards } = await import("./social-cards.ts");
  const previousImages = new Map((previous?.images ?? []).map((image) => [image.key, image.png]));
  const mark = sourceFiles.find((file) => file.path === "favicon.svg");
  if (!mark) throw new Error(`${clientDir} has no favicon.svg to draw the logo from`);
  const drawn = await step(
    "social cards",
    () =>
      drawSocialCards({
        cards,
        logo: { src: siteSettings.logo.src, svg: mark.body.toString("utf8"), width: siteSettings.logo.width },
        reuse: (key) => previousImages.get(key),
        concurrency,
      }),
    ({ drawn, reused }) => `${drawn} drawn, ${reused} reused`,
  );

  const rendered = await step(
    "pages",
    () => renderPages({ build, paths, specialPages: input.specialPages ?? registrySpecialPages, context }),
    ({ pages, special }) => `${pages.length} pages and files, ${special.length} special pages`,
  );

  const imagePath = (src: string) => src.replace(/^\/+/, "");
  // The search index, from the pages as React Router rendered them (critical CSS adds nothing to their words).
  const searchFiles = await step(
    "search index",
    async () => searchFilesOfRender(rendered.pages, cards, siteSettings.name),
    ([index]) => `${((index?.body.length ?? 0) / 1024).toFixed(1)} KB`,
  );

  const made = new Set([
    ...rendered.pages.map((file) => file.path),
    ...searchFiles.map((file) => file.path),
    ...cards.map((card) => imagePath(card.image.src)),
    imagePath(siteSettings.logo.src),
  ]);
  for (const image of previous?.images ?? []) made.add(imagePath(image.src));
  const assets = sourceFiles.filter((file) => !isRenderOutput(file, made));

  const { startCriticalCssProcess } = await import("./critical-css-process.ts");
  const html = [...rendered.pages, ...rendered.special].filter((file) => file.path.endsWith(".html"));
  const finished = await step(
    "critical CSS",
    async () => {
      // Started when the first page needs it (a publish that changed no page's markup inlines nothing), ended with the step.
      const css = Object.fromEntries(assets.filter((file) => file.path.endsWith(".css")).map((file) => [`/${file.path}`, file.body.toString("utf8")]));
      const child: { current?: CriticalCssProcess } = {};
      const stylesheets = crypto.createHash("sha256");
      for (const file of assets) if (file.path.endsWith(".css")) stylesheets.update(file.path).update(file.body);
      const stylesheetsDigest = stylesheets.digest("hex");
      const earlier = new Map((previous?.files ?? []).map((file) => [file.path, file]));
      const byPath = new Map<string, SiteFile>();
      const pageKeys = new Map<string, string>();
      let reused = 0;
      try {
        for (const file of html) {
          const key = crypto.createHash("sha256").update(stylesheetsDigest).update(file.body).digest("hex").slice(0, 32);
          pageKeys.set(file.path, key);
          const before = earlier.get(file.path);
          if (before && previous?.pageKeys?.get(file.path) === key) {
            byPath.set(file.path, before);
            reused += 1;
            continue;
          }
          child.current ??= startCriticalCssProcess(css);
          byPath.set(file.path, { path: file.path, body: Buffer.from(await child.current.inline(file.body.toString("utf8"), file.path)) });
          await yieldToVisitors();
        }
      } finally {
        await child.current?.close();
      }
      return { byPath, pageKeys, reused };
    },
    ({ byPath, reused }) => `${byPath.size - reused} pages, ${reused} unchanged`,
  );
  const withCss = (file: SiteFile) => finished.byPath.get(file.path) ?? file;

  const all: SiteFile[] = [
    ...assets,
    ...rendered.pages.map(withCss),
    ...rendered.special.map(withCss),
    ...searchFiles,
    ...drawn.images.map((image) => ({ path: imagePath(image.src), body: image.png })),
  ];
  const previousFiles = new Map((previous?.files ?? []).map((file) => [file.path, file]));
  const compressed = await step(
    `precompress (brotli ${input.brotliQuality ?? bestBrotliQuality}, gzip 9)`,
    () => precompress(all, previousFiles, concurrency, input.brotliQuality),
    (report) =>
      `${report.compressed} compressed (${(report.bytes / 1024).toFixed(1)} KB → ${(report.brotliBytes / 1024).toFixed(1)} KB brotli), ${report.reused} unchanged`,
  );

  const site = await step(
    "CSP hashes",
    async () => staticSiteFromFiles(compressed.files),
    (site) => `${site.pages.size} pages`,
  );
  return { files: compressed.files, site, images: drawn.images, pageKeys: finished.pageKeys, timings };
}

/**
 * Renders the site again and serves it: the holder gets the new site only when every page rendered, so
 * a render that fails leaves what visitors see unchanged (the error goes to the caller).
 */
export async function rerenderInto(holder: SiteHolder, input: RenderSiteInput): Promise<RenderedSite> {
  const rendered = await renderSite(input);
  holder.replace(rendered.site);
  return rendered;
}

/**
 * The same render with every quick brotli version (`brotliQuality` below 11) made again at 11: to serve
 * after a quick publish, unless a newer render has been served meanwhile (the caller's to check).
 */
export async function finishCompression(rendered: RenderedSite, concurrency = Math.max(1, os.availableParallelism() - 1)): Promise<RenderedSite> {
  const started = performance.now();
  const report = await precompress(rendered.files, new Map(), concurrency, bestBrotliQuality);
  const timing = { step: "brotli 11", seconds: (performance.now() - started) / 1000, summary: `${report.compressed} compressed again` };
  return { ...rendered, files: report.files, site: staticSiteFromFiles(report.files), timings: [...rendered.timings, timing] };
}

/** Writes a render where the server reads it at start: build/client, and the keys beside it. */
export function writeRenderedSite(buildDir: string, rendered: RenderedSite): void {
  writeSiteFiles(path.join(buildDir, "client"), rendered.files);
  const keys = { images: Object.fromEntries(rendered.images.map((image) => [image.src, image.key])), pages: Object.fromEntries(rendered.pageKeys) };
  fs.writeFileSync(path.join(buildDir, renderKeysFile), `${JSON.stringify(keys, null, 2)}\n`);
}

/** What the build wrote, as a render the next one (a publish) can start from. */
export function loadRenderedSite(buildDir: string): RenderedSite {
  const files = readSiteFiles(path.join(buildDir, "client"));
  const keysFile = path.join(buildDir, renderKeysFile);
  const keys = fs.existsSync(keysFile) ? renderKeysSchema.parse(JSON.parse(fs.readFileSync(keysFile, "utf8"))) : { images: {}, pages: {} };
  const byPath = new Map(files.map((file) => [`/${file.path}`, file]));
  const images = Object.entries(keys.images).flatMap(([src, key]) => {
    const file = byPath.get(src);
    return file ? [{ src, key, png: file.body }] : [];
  });
  return { files, site: staticSiteFromFiles(files), images, pageKeys: new Map(Object.entries(keys.pages)), timings: [] };
}
