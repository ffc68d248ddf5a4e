import { faultSummary } from "../../app/lib/contracts/fault-summary.ts";
import { contentDocuments, shippedDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { siteIndexOf } from "../../app/lib/pages/site-paths.ts";
import type { Db } from "../db/database.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Logger } from "../logger.ts";
import { composeDocuments, withDocument } from "./documents.ts";
import { publishProblems } from "./publish-checks.ts";
import { deadAddresses, linkedFrom, renamedPages, vanishedPages, withMoved, withRemoved } from "./removed-pages.ts";
import { readRender, replaceRender, storeRender, type RenderDelta } from "./render-store.ts";
import {
  ContentConflictError,
  latestVersionId,
  publishVersions,
  readPublished,
  ScheduledJobLostError,
  type NewVersion,
  type PublishedRender,
  type PublishedVersion,
} from "./store.ts";

/**
 * What turns a set of documents into the public site: the one render pipeline (server/render/), and the
 * static server's swap. `render` renders every page without serving it and throws when any page fails.
 */
/** When each document's published version was published (YYYY-MM-DD), for the sitemap's dates. */
export type PublishDates = Readonly<Partial<Record<string, string>>>;

export interface SiteRenderer<Site = unknown> {
  render(documents: ContentDocuments, published: PublishDates): Promise<Site>;
  /** Serves a render; `finished` hears of the same render made final later (brotli 11 after a quick publish). */
  serve(site: Site, finished?: (site: Site) => void): void;
  /**
   * Renders travel between servers of one build through the database (render-store.ts): what identifies
   * the build, and a render as what is stored of it and back. A renderer without them renders every version itself.
   */
  buildId?: string;
  stored?(site: Site): RenderDelta;
  fromStored?(delta: RenderDelta): Site;
  /** Each rendered page's path and HTML, to find the pages that link to an address (removed-pages.ts). */
  pages?(site: Site): Iterable<[string, string]>;
  /**
   * The public paths whose answer differs between the render served now and `site`, for the CDN's
   * publish hook (server/render/changed-paths.ts). Without it, a hook lists every page of the site.
   */
  changedPaths?(site: Site): string[];
}

/** A publish refused before anything was stored: the data breaks its schema, or a page fails to render. */
export class PublishRefusedError extends Error {
  readonly problems: { path: (string | number)[]; message: string }[];
  constructor(message: string, problems: { path: (string | number)[]; message: string }[] = []) {
    super(message);
    this.problems = problems;
  }
}

/**
 * A publish rendered but not stored (the database refused or lost the connection): nothing was
 * published and the site is unchanged. Worth trying again, unlike a refused one.
 */
export class PublishNotStoredError extends Error {
  constructor(options?: ErrorOptions) {
    super(
      "The publish could not be stored in the database, so nothing was published and the public site has not changed. Try again in a moment; if it fails again, tell whoever runs the site.",
      options,
    );
  }
}

export interface LiveContent {
  /** The documents the public site shows now. */
  documents(): ContentDocuments;
  /** Each document's newest published version, as this server last read them. */
  published(): Map<string, PublishedVersion>;
  /**
   * Validates (the schema and the publish checks), renders the whole site with the new data, stores the versions in one transaction, then
   * serves the new pages. Nothing is stored or served when validation or the render fails, or when a
   * document moved since it was opened (`ContentConflictError`).
   */
  publish(
    entries: (Omit<NewVersion, "documentId"> & { documentId: DocumentId })[],
    options?: { scheduledJob?: { id: number; attempts: number } },
  ): Promise<Map<string, number>>;
  /**
   * An item's publish (decision 043): in this server's turn to publish, `entry` is made from the documents
   * published now (the item merged into its document), so two items published at once are each merged
   * onto the other's publish. `entry` may throw `ContentConflictError` (the item changed since it was opened).
   */
  publishItem(
    documentId: DocumentId,
    entry: (documents: ContentDocuments, version: number) => Promise<Omit<NewVersion, "documentId">>,
    options?: { scheduledJob?: { id: number; attempts: number } },
  ): Promise<Map<string, number>>;
  /** Reads the published versions again and serves them if another server published since. */
  refresh(): Promise<boolean>;
  /** Serves the database's published content at start, then polls for other servers' publishes. */
  start(): Promise<void>;
  stop(): void;
}

interface Options<Site> {
  db: Db;
  renderer: SiteRenderer<Site>;
  logger: Logger;
  /** How often to look for another server's publish (several servers on one PostgreSQL). */
  pollMs?: number;
  /** PUBLISH_WEBHOOK_URL is set: every publish queues the CDN's hook in its transaction (decision 016). */
  publishHook?: boolean;
  /** A publish queued a job: wake the job loop rather than wait for its poll. */
  onJobQueued?: () => void;
}

/** Every public path of a set of documents: what a hook lists when the changed ones are not known. */
export function everyPublicPath(documents: ContentDocuments): string[] {
  return [...new Set(siteIndexOf(documents).renderPaths.filter((path) => !path.startsWith("/_status/")))].sort();
}

function datesOf(versions: Map<string, PublishedVersion>): Record<string, string> {
  return Object.fromEntries([...versions].map(([id, version]) => [id, version.createdAt.toISOString().slice(0, 10)]));
}

export function createLiveContent<Site>({ db, renderer, logger, pollMs = 2_000, publishHook = false, onJobQueued }: Options<Site>): LiveContent {
  let documents: ContentDocuments = shippedDocuments;
  let published = new Map<string, PublishedVersion>();
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  // One render at a time: a publish and a refresh never interleave their swaps.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  /** After a quick publish: the stored render replaced by its final compression, for the servers that read it later. */
  const keepFinished = (version: number) => (done: Site) => {
    const { buildId, stored } = renderer;
    if (!buildId || !stored) return;
    replaceRender(db, buildId, version, stored(done)).catch((error: unknown) =>
      logger.warn("content: could not store the final compression of a render", { ...faultSummary(error) }),
    );
  };

  /** The database's published content, served: read as another server stored its render, or rendered here. */
  async function load(): Promise<boolean> {
    const latest = await latestVersionId(db);
    if (latest === seen) return false;
    const versions = await readPublished(db);
    // What the versions read show: at least `latest`, more when a publish came in between.
    const showing = Math.max(latest, ...[...versions.values()].map((version) => version.id));
    const next = composeDocuments(versions, (message) => logger.warn(message));
    const started = performance.now();
    const { buildId, stored, fromStored } = renderer;
    let site: Site | undefined;
    if (buildId && fromStored) {
      try {
        const delta = await readRender(db, buildId, showing);
        if (delta) site = fromStored(delta);
      } catch (error) {
        logger.warn("content: a stored render could not be read; rendering instead", { ...faultSummary(error) });
      }
    }
    const read = site !== undefined;
    let finished: ((done: Site) => void) | undefined;
    if (site === undefined) {
      site = await renderer.render(next, datesOf(versions));
      if (buildId && stored) {
        await storeRender(db, buildId, showing, stored(site)).catch((error: unknown) =>
          logger.warn("content: could not store a render", { ...faultSummary(error) }),
        );
        finished = keepFinished(showing);
      }
    }
    renderer.serve(site, finished);
    documents = next;
    published = versions;
    seen = showing;
    logger.info(
      `content: serving published version ${showing} (${read ? "read the render stored by the server that published it" : "rendered"} in ${Math.round(performance.now() - started)} ms)`,
    );
    return true;
  }

  /** One publish, in this server's turn (`serially`). */
  async function publishNow(
    requested: (Omit<NewVersion, "documentId"> & { documentId: DocumentId })[],
    options: { scheduledJob?: { id: number; attempts: number } },
  ): Promise<Map<string, number>> {
    const entries = [...requested];
    let next = documents;
    for (const entry of entries) {
      // The schema, then what a publish must not ship (publish-checks.ts), judged against the site as it would be.
      const problems = publishProblems(entry.documentId, entry.data, next);
      if (problems.length > 0)
        throw new PublishRefusedError(
          `“${contentDocuments[entry.documentId].title}” has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before it can be published.`,
          problems,
        );
      next = withDocument(next, entry.documentId, contentDocuments[entry.documentId].schema.parse(entry.data));
    }
    // The documents published now date from today; the others from their own publish.
    const today = new Date().toISOString().slice(0, 10);
    // Pages this publish takes away are recorded, in the same publish: a renamed one as moved to its
    // new address (301), any other as removed (410).
    const vanished = vanishedPages(documents, next);
    if (vanished.length > 0) {
      const renamed = renamedPages(documents, next, vanished);
      const removed = vanished.filter((path) => !renamed.some((move) => move.from === path));
      const redirects = withRemoved(withMoved(next.redirects, renamed), removed, today);
      next = withDocument(next, "redirects", redirects);
      const own = entries.findIndex((entry) => entry.documentId === "redirects");
      if (own >= 0) entries[own] = { ...entries[own]!, data: redirects };
      else
        entries.push({
          documentId: "redirects",
          data: redirects,
          summary: [
            renamed.length > 0 ? `Recorded as moved (answered 301): ${renamed.map((move) => `${move.from} → ${move.to}`).join(", ")}` : "",
            removed.length > 0 ? `Recorded as removed (answered 410): ${removed.join(", ")}` : "",
          ]
            .filter(Boolean)
            .join("; "),
          source: entries[0]!.source,
          actor: entries[0]!.actor,
        });
    }
    const dead = deadAddresses(next);
    if (dead.brokenMoves.length > 0) {
      throw new PublishRefusedError(
        `${dead.brokenMoves.map((move) => move.to).join(", ")} would not be a page any more, but a moved address still sends visitors there. Change the move in “${contentDocuments.redirects.title}” first.`,
        dead.brokenMoves.map((move) => ({ path: ["moved", move.index, "to"], message: "not a page of this site" })),
      );
    }
    let site: Site;
    try {
      site = await renderer.render(next, { ...datesOf(published), ...Object.fromEntries(entries.map((entry) => [entry.documentId, today])) });
    } catch (error) {
      logger.error("content: a publish failed to render; nothing was published", { ...faultSummary(error) });
      throw new PublishRefusedError("A page failed to render with this content, so nothing was published. The public site has not changed.");
    }
    const linked = renderer.pages ? linkedFrom(renderer.pages(site), dead.removed) : new Map<string, string[]>();
    if (linked.size > 0) {
      const lines = [...linked].map(([target, from]) => `${target} is linked from ${from.join(", ")}`);
      throw new PublishRefusedError(
        `A removed page would still be linked to, so nothing was published: ${lines.join("; ")}. Change those links first, then publish again.`,
      );
    }
    const before = seen;
    const { buildId, stored } = renderer;
    let render: PublishedRender | undefined;
    let hookPaths: string[] | undefined;
    let versions: Map<string, number>;
    try {
      render = buildId && stored ? { buildId, basedOn: before, delta: stored(site) } : undefined;
      hookPaths = publishHook ? (renderer.changedPaths ? renderer.changedPaths(site) : everyPublicPath(next)) : undefined;
      versions = await publishVersions(db, entries, render, { hookPaths, scheduledJob: options.scheduledJob });
    } catch (error) {
      if (error instanceof ContentConflictError || error instanceof ScheduledJobLostError) throw error;
      logger.error("content: a publish could not be stored; nothing was published", databaseErrorLogFields(error));
      throw new PublishNotStoredError({ cause: error });
    }
    if (hookPaths) onJobQueued?.();
    documents = next;
    if (render?.storedAs !== undefined) {
      renderer.serve(site, keepFinished(render.storedAs));
      seen = render.storedAs;
      published = await readPublished(db);
      return versions;
    }
    renderer.serve(site);
    seen = await latestVersionId(db);
    published = await readPublished(db);
    // Another server published in between: serve the database's whole state, theirs included.
    if (seen !== before + entries.length) {
      seen = before;
      await load();
    }
    return versions;
  }

  return {
    documents: () => documents,
    published: () => published,
    publish: (requested, options = {}) => serially(() => publishNow(requested, options)),
    publishItem: (documentId, entry, options = {}) =>
      serially(async () => publishNow([{ ...(await entry(documents, published.get(documentId)?.version ?? 0)), documentId }], options)),
    refresh: () => serially(load),
    async start() {
      await serially(load);
      timer = setInterval(() => {
        serially(load).catch((error: unknown) => logger.error("content: could not read the published content", { ...faultSummary(error) }));
      }, pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export { ContentConflictError, ScheduledJobLostError };
