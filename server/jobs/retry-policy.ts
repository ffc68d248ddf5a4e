/**
 * When a job that did not succeed is tried again: each kind of job brings its own policy (mail's in
 * server/mail/retry-policy.ts, the content jobs' beside their handlers), and the loop's helpers apply it.
 */
export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this long since the job was queued (its `queued_at`), a failing job is given up and marked failed. */
  giveUpAfterMs: number;
  /**
   * Attempts after which a job is failed even with time left (a scheduled publish: one that fails the
   * same way each time must not be tried for two days). Every claim counts, also one whose process
   * stopped before it could record the outcome: the loop fails a job claimed more often than this
   * without running it again.
   */
  maxAttempts?: number;
}

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}
