import type { IncomingMessage } from "node:http";
import { databaseErrorLogFields } from "../db/database-error.ts";
import type { Db } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { deviceClass } from "./device.ts";
import { insightsDimensions, type ConversionKind } from "./dimensions.ts";
import { addCounts } from "./insights-store.ts";
import { countedPath } from "./page-path.ts";
import { campaignOf, externalReferrerHost } from "./referrer.ts";
import { isCountableView } from "./request-filter.ts";
import { hourOf, Tally } from "./tally.ts";

/**
 * The insights' counter (decision 042): the server tells it of every public page it answers and every
 * application or inquiry stored; it counts them in memory, and writes the counts to the database in one
 * batch every `batchMs` (60 s by default) and at shutdown. A request never waits for a count: counting is
 * a few header reads and a map increment, and the write happens on a timer, away from any request.
 * A server killed outright loses the counts since its last batch — at most one batch interval.
 */
export interface InsightsCounter {
  /** A public page answered: `path` is the page's (already canonical) path, or the address that found the not-found page. */
  pageView(req: IncomingMessage, path: string, notFound: boolean): void;
  /**
   * An application or inquiry stored, sent from `page` (server/insights/page-path.ts `formSources`), or from
   * nowhere known; and, when the form's address named it, under `pageBefore`, the page whose link opened the form.
   */
  conversion(kind: ConversionKind, page: string | undefined, pageBefore?: string): void;
  /** Writes what is counted so far (the timer's batch; tests; shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and writes the last batch. */
  stop(): Promise<void>;
}

export interface InsightsCounterOptions {
  db: Db;
  logger: Logger;
  /** How often a batch is written; 60 s unless a test says otherwise. */
  batchMs?: number;
  /** Distinct counts held between two batches at most (tally.ts). */
  maxKeys?: number;
  /** The clock, for tests of the hour a count falls in. */
  now?: () => number;
}

/** The default interval between two batches: what a server killed with kill -9 can lose at most. */
export const defaultBatchMs = 60_000;
/** Far more than a busy hour of a site this size has distinct pages, referrers and campaigns; a few MB at most. */
export const defaultMaxKeys = 20_000;

/** Where a conversion came from when its Referer named no page of this site (a privacy-minded browser, a direct API client). */
export const unknownSourcePage = "(unknown)";

export function createInsightsCounter({
  db,
  logger,
  batchMs = defaultBatchMs,
  maxKeys = defaultMaxKeys,
  now = Date.now,
}: InsightsCounterOptions): InsightsCounter {
  const tally = new Tally(maxKeys);
  let writing: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const { rows, droppedKeys } = tally.take();
    if (droppedKeys > 0) logger.warn("insights: distinct counts over the batch's limit were dropped", { droppedKeys, maxKeys });
    if (rows.length === 0) return;
    try {
      await addCounts(db, rows);
    } catch (error) {
      // The batch landed not at all (one transaction): hold it for the next one, within the same bound.
      for (const row of rows) tally.add(hourOf(row.hour.getTime()), row.dimension, row.value, row.count);
      logger.error("insights: batch not written; kept for the next one", { rows: rows.length, ...databaseErrorLogFields(error) });
    }
  }

  // One batch at a time: a slow database makes the next batch wait (and grow), never two run at once.
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  const timer = setInterval(() => void flush(), batchMs);
  timer.unref();

  return {
    pageView(req, path, notFound) {
      const headers = req.headers;
      if (!isCountableView(req.method, headers)) return;
      const hour = hourOf(now());
      if (notFound) {
        // An unknown API or team address is a program's or a member's miss, not a visitor's: never a redirect to offer.
        const lower = path.toLowerCase();
        if (lower.startsWith("/api/") || lower === "/admin" || lower.startsWith("/admin/")) return;
        const counted = countedPath(path);
        if (counted) tally.add(hour, insightsDimensions.notFound, counted);
        return;
      }
      tally.add(hour, insightsDimensions.page, path);
      tally.add(hour, insightsDimensions.device, deviceClass(headers["user-agent"] ?? ""));
      const referrer = externalReferrerHost(headers.referer, headers.host);
      if (referrer) tally.add(hour, insightsDimensions.referrer, referrer);
      const { source, campaign } = campaignOf(req.url ?? "");
      if (source) tally.add(hour, insightsDimensions.source, source);
      if (campaign) tally.add(hour, insightsDimensions.campaign, campaign);
    },
    conversion(kind, page, pageBefore) {
      const hour = hourOf(now());
      tally.add(hour, insightsDimensions[kind], page ?? unknownSourcePage);
      if (pageBefore) tally.add(hour, insightsDimensions[`${kind}Before`], pageBefore);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
