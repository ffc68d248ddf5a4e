import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ContentDocuments } from "../../app/content/documents.ts";
import { siteIndexOf } from "../../app/lib/site-paths.ts";
import type { Logger } from "../logger.ts";
import { finishCompression, loadRenderedSite, renderSite, type RenderedSite } from "../render/render-site.ts";
import { cardsToDraw } from "../render/social-cards.ts";
import type { SiteHolder } from "../static-site.ts";
import type { PublishDates, SiteRenderer } from "./live-content.ts";

type ContextKey = Parameters<RouterContextProvider["set"]>[0];

/** The build's content key (app/lib/content-source.ts, re-exported by entry.server): the object the route loaders read. */
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
}

/**
 * Publish's side of the render pipeline (decision 013): every page of a set of documents rendered by
 * the build's own code, the unchanged parts (cards, critical CSS, compression) reused from the render
 * before; served in one swap. A quick brotli first, so a publish is visible in seconds; brotli 11 is
 * made after and swapped in unless a newer publish came first.
 */
export function createSiteRenderer({ build, buildDir, holder, logger }: Options): SiteRenderer<RenderedSite> {
  let previous: RenderedSite | undefined;
  let generation = 0;
  return {
    async render(documents, published) {
      if (!previous) {
        const started = performance.now();
        previous = loadRenderedSite(buildDir);
        logger.info(`content: render: the build's files read as the render before (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
      const index = siteIndexOf(documents, published);
      return renderSite({
        build,
        clientDir: path.join(buildDir, "client"),
        paths: index.renderPaths,
        cards: cardsToDraw(index.pages),
        context: () => contentRequestContext(build, documents, published),
        previous: { files: previous.files, images: previous.images, pageKeys: previous.pageKeys },
        brotliQuality: 5,
        onStep: ({ step, seconds, summary }) => logger.info(`content: render: ${step}: ${summary} (${seconds.toFixed(1)} s)`),
      });
    },
    serve(rendered) {
      holder.replace(rendered.site);
      previous = rendered;
      const served = ++generation;
      finishCompression(rendered)
        .then((finished) => {
          if (served !== generation) return;
          holder.replace(finished.site);
          previous = finished;
        })
        .catch((error: unknown) => logger.error("content: brotli 11 after a publish failed; the quick compression stays", { error: String(error) }));
    },
  };
}
