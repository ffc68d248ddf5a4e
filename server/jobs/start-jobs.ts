import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createJobLoop, type JobRegistry } from "./loop.ts";

/** The running job loop of a process (decision 016). */
export interface JobsHandle {
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Starts the one job loop in this process — the server, or `npm run mailer` — with the kinds it runs:
 * the caller's registry (server/main.ts: the content jobs always, mail when this process sends it;
 * server/mail/main.ts: mail only). Kinds missing from it wait in the queue for a process that runs them.
 */
export async function startJobs(options: {
  database: Database;
  logger: Logger;
  kinds: JobRegistry;
  /** How long a claim holds a job: longer than any one run can take (MAIL_CLAIM_SECONDS, for the SMTP timeouts). */
  claimMs: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Called once the workers stopped (the SMTP connections closed). */
  onStop?: () => void;
}): Promise<JobsHandle> {
  const { database, logger, kinds } = options;
  const loop = createJobLoop({ db: database.db, logger, kinds, claimMs: options.claimMs, pollMs: options.pollMs, onStop: options.onStop });
  // The embedded database admits one process (its lock), so every claim left in it is a dead one.
  await loop.start({ releaseClaims: database.kind === "pglite" });
  return { wake: loop.wake, stop: () => loop.stop() };
}
