import { purgeOldAuditEvents } from "./audit/audit-log.ts";
import { sweepIdleSessions } from "./admin/sessions.ts";
import { sweepSignInThrottles } from "./admin/sign-in-throttle.ts";
import type { Db } from "./db/database.ts";
import type { Logger } from "./logger.ts";
import { sweepRateLimitCounters } from "./rate-limit-store.ts";
import { purgeExpiredApplications, purgeExpiredInquiries, purgeExpiredSubscriptions } from "./retention.ts";
import { unusedImageGraceHours } from "./media/media-services.ts";
import { removeUnusedImages } from "./media/media-store.ts";
import { contentHoldingImages } from "./media/media-usage.ts";

const day = 24 * 60 * 60 * 1000;
/** The first run waits a little, so a server that starts does its own work first. */
const firstRunAfterMs = 60_000;

/**
 * The server's daily work: the retention purges the privacy policy promises (applications, project inquiries, newsletter
 * requests never confirmed and addresses that unsubscribed, and audit
 * entries past the audit log's period), and forgetting idle sessions, old sign-in counters and spent
 * rate-limit counters. With several servers, each runs it; the purges are idempotent, so running them
 * twice deletes nothing twice (the second audit entry says 0).
 */
export async function runHousekeeping(db: Db, logger: Logger, now = new Date()): Promise<{ purged: number; auditEntriesPurged: number }> {
  const { deleted } = await purgeExpiredApplications(db, "system", now);
  const { deleted: purgedInquiries } = await purgeExpiredInquiries(db, "system", now);
  const { deleted: purgedSubscriptions } = await purgeExpiredSubscriptions(db, "system", now);
  const auditEntriesPurged = await purgeOldAuditEvents(db, now);
  const sessions = await sweepIdleSessions(db);
  await sweepSignInThrottles(db);
  await sweepRateLimitCounters(db);
  // Uploaded images no published document (nor a draft) names any more, once past their grace period.
  const removedImages = await removeUnusedImages(db, await contentHoldingImages(db), unusedImageGraceHours, now);
  logger.info("housekeeping", {
    purgedApplications: deleted,
    purgedInquiries,
    purgedSubscriptions,
    purgedAuditEntries: auditEntriesPurged,
    idleSessions: sessions,
    removedImages: removedImages.length,
  });
  return { purged: deleted, auditEntriesPurged };
}

/**
 * Runs the housekeeping a minute after start and then daily. `stop()` clears both timers and resolves
 * once a run already under way has ended, so the server closes its database after it, not under it
 * (closing first made the run fail with "Cannot use a pool after calling end on the pool").
 */
export function startHousekeeping(db: Db, logger: Logger, work: typeof runHousekeeping = runHousekeeping): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = work(db, logger)
      .then(
        () => undefined,
        (error: unknown) => logger.error("housekeeping failed", { code: (error as { code?: unknown })?.code, reason: (error as Error)?.message }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstRunAfterMs);
  const daily = setInterval(run, day);
  first.unref();
  daily.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
