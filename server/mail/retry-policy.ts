/**
 * When a message that could not be sent is tried again (docs/product.md#mail-limits): the first retry within 30 s, the
 * wait doubling up to an hour, and after 48 hours of trying the message is given up and marked failed.
 */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
  /**
   * Attempts after which a job is failed even with time left (a scheduled publish: one that fails the
   * same way each time must not be tried for two days). Every claim counts, also one whose process
   * stopped before it could record the outcome.
   */
  maxAttempts?: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
};

/** The wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}
