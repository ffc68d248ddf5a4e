import type { RetryPolicy } from "../jobs/retry-policy.ts";

/**
 * When a message that could not be sent is tried again (docs/product.md#mail-limits): the first retry within 30 s, the
 * wait doubling up to an hour, and after 48 hours of trying the message is given up and marked failed.
 */
export const mailRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
};
