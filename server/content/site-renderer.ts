import { faultSummary } from "../../app/lib/contracts/fault-summary.ts";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ContentDocuments } from "../../app/content/documents.ts";
import type { PageCard } from "../../app/lib/pages/page-cards.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import type { Logger } from "../logger.ts";
import { finishCompression, loadRenderedSite, renderSite, type RenderedSite } from "../render/render-site.ts";
import { changedPaths } from "../render/changed-paths.ts";
import { cardsToDraw } from "../render/social-cards.ts";
import { specialPagesDir } from "../site-files.ts";
import { staticSiteFromFiles, type SiteHolder } from "../static-site.ts";
import type { RenderDelta } from "./render-store.ts";
import type { PublishDates, SiteRenderer } from "./live-content.ts";

type ContextKey = Parameters<RouterContextProvider["set"]>[0];

/** The build's content key (app/lib/pages/content-source.ts, re-exported by entry.server): the object the route loaders read. */
export function contentKeyOf(build: ServerBuild): ContextKey {
  const key = (build.entry.module as unknown as { contentContext?: ContextKey }).contentContext;
  if (!key) throw new Error("the server build does not export contentContext (app/entry.server.tsx)");
  return key;
}

function datesKeyOf(build: ServerBuild): ContextKey {
  const key = (build.entry.module as unknown as { publishedDatesContext?: ContextKey }).publishedDatesContext;
  if (!key) throw new Error("the server build does not export publishedDatesContext (app/entry.server.tsx)");
  return key;
}

/** A request context whose route loaders read these documents (and, for the sitemap, when each was published). */
export function contentRequestContext(build: ServerBuild, documents: ContentDocuments, published: PublishDates = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(contentKeyOf(build), documents);
  context.set(datesKeyOf(build), published);
  return context;
}

interface Options {
  build: ServerBuild;
  buildDir: string;
  holder: SiteHolder;
  logger: Logger;
  /** The build's files as the server already read them (`loadRenderedSite`), so they are not held twice. */
  built?: RenderedSite;
  /** What a render of a set of documents makes: its paths and cards; the page registry's by default (a test's small server build has its own). */
  planOf?: (documents: ContentDocuments, published: PublishDates) => { paths: string[]; cards: PageCard[] };
}

function registryPlan(documents: ContentDocuments, published: PublishDates): { paths: string[]; cards: PageCard[] } {
  const index = siteIndexOf(documents, published);
  return { paths: index.renderPaths, cards: cardsToDraw(index.pages) };
}

/** What identifies a build's renders: its server code (which names the hashed assets) and its render keys. */
export function buildIdOf(buildDir: string): string {
  const hash = crypto.createHash("sha256");
  for (const file of [path.join(buildDir, "server", "index.js"), path.join(buildDir, "render-keys.json")]) {
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 24);
}

/**
 * Publish's side of the render pipeline (decision 013): every page of a set of documents rendered by
 * the build's own code, the unchanged parts (cards, critical CSS, compression) reused from the render
 * before; served in one swap. A quick brotli first, so a publish is visible in seconds; brotli 11 is
 * made after and swapped in unless a newer publish came first. A render travels between servers as its
 * difference from the build's files (server/content/render-store.ts).
 */
export function createSiteRenderer({ build, buildDir, holder, logger, planOf = registryPlan, ...options }: Options): SiteRenderer<RenderedSite> {
  // The build's own files: what a render is stored against, and the render before the first one.
  let built: RenderedSite | undefined = options.built;
  let previous: RenderedSite | undefined;
  let generation = 0;
  const buildFiles = (): RenderedSite => {
    if (!built) {
      const started = performance.now();
      built = loadRenderedSite(buildDir);
      logger.info(`content: render: the build's files read (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    return built;
  };
  return {
    buildId: buildIdOf(buildDir),
    async render(documents, published) {
      previous ??= buildFiles();
      const { paths, cards } = planOf(documents, published);
      return renderSite({
        build,
        clientDir: path.join(buildDir, "client"),
        paths,
        cards,
        context: () => contentRequestContext(build, documents, published),
        previous: { files: previous.files, images: previous.images, pageKeys: previous.pageKeys },
        brotliQuality: 5,
        onStep: ({ step, seconds, summary }) => logger.info(`content: render: ${step}: ${summary} (${seconds.toFixed(1)} s)`),
      });
    },
    stored(rendered): RenderDelta {
      const base = new Map(buildFiles().files.map((file) => [file.path, file]));
      const paths = new Set(rendered.files.map((file) => file.path));
      return {
        files: rendered.files.filter((file) => {
          const before = base.get(file.path);
          return !before?.body.equals(file.body);
        }),
        removed: [...base.keys()].filter((file) => !paths.has(file)),
        pageKeys: Object.fromEntries(rendered.pageKeys),
        imageKeys: Object.fromEntries(rendered.images.map((image) => [image.src, image.key])),
      };
    },
    fromStored(delta) {
      const removed = new Set(delta.removed);
      const changed = new Map(delta.files.map((file) => [file.path, file]));
      const files = [...buildFiles().files.filter((file) => !removed.has(file.path) && !changed.has(file.path)), ...delta.files];
      const byPath = new Map(files.map((file) => [`/${file.path}`, file]));
      const images = Object.entries(delta.imageKeys).flatMap(([src, key]) => {
        const file = byPath.get(src);
        return file ? [{ src, key, png: file.body }] : [];
      });
      return { files, site: staticSiteFromFiles(files), images, pageKeys: new Map(Object.entries(delta.pageKeys)), timings: [] };
    },
    *pages(rendered) {
      for (const file of rendered.files) {
        if (!file.path.endsWith("index.html") || file.path.startsWith(`${specialPagesDir}/`)) continue;
        yield [`/${file.path.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"), file.body.toString("utf8")];
      }
    },
    changedPaths(rendered) {
      return changedPaths((previous ?? buildFiles()).files, rendered.files);
    },
    serve(rendered, finished) {
      holder.replace(rendered.site);
      previous = rendered;
      const served = ++generation;
      if (!rendered.files.some((file) => file.brotliQuality !== undefined)) return;
      finishCompression(rendered)
        .then((done) => {
          if (served !== generation) return;
          holder.replace(done.site);
          previous = done;
          finished?.(done);
        })
        .catch((error: unknown) => logger.error("content: brotli 11 after a publish failed; the quick compression stays", { ...faultSummary(error) }));
    },
  };
}
