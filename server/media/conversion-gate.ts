/**
 * How many uploads this process decodes and converts at once, and how many may wait their turn. Decoding
 * costs memory in proportion to the picture's pixels, not the file's bytes (a 116 KB PNG of 6300 × 6300
 * pixels decodes to ~120 MB), so uploads arriving together take turns rather than adding up; past the
 * waiting line an upload is refused at once with "try again shortly" (503 and Retry-After), never queued
 * without end.
 */

/** Refused because the line is full: the caller answers 503 with `retryAfterSeconds`. */
export class ConversionsBusy extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("Other images are being converted right now. Try again in a few seconds: nothing was stored.");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ConversionGate {
  /** Runs `work` when a place is free (first come, first served), or throws `ConversionsBusy` when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Conversions under way and waiting, now. */
  readonly running: number;
  readonly waiting: number;
}

export function createConversionGate(limits: { atOnce: number; waiting: number; retryAfterSeconds: number }): ConversionGate {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    async run(work) {
      if (running < limits.atOnce) running++;
      else if (line.length < limits.waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw new ConversionsBusy(limits.retryAfterSeconds);
      try {
        return await work();
      } finally {
        // The place passes straight to the next in line (the count stays), or is freed.
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/**
 * The one gate of this process, for every editor's upload: one conversion at a time (sharp already uses
 * one thread for it, server/media/sharp.ts: the other core stays with visitors), four more waiting, each
 * a second or two for a large picture; a fifth waiting upload is asked to come back in 10 seconds.
 */
export const uploadConversions = createConversionGate({ atOnce: 1, waiting: 4, retryAfterSeconds: 10 });
