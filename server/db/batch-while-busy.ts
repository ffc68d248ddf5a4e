/**
 * Items that arrive while a batch is being written wait, and are then written together in the next
 * batch: a database's cost is per statement and per transaction far more than per row, so under load
 * this writes several times more items a second than one statement each. Alone, an item goes at once.
 * Each caller gets its own result, in the order the items came, and only once its batch is written.
 * Used by the applications' group commit (server/applications/store.ts) and the shared rate-limit
 * counters (server/rate-limit-store.ts).
 */
export interface BatchOptions<T, R> {
  /** At most this many items in one batch (bounds one statement's parameters). */
  maxBatch?: number;
  /** "now": the first item goes alone at once; "next-turn" (default): the rest of this turn of the event loop joins it. */
  start?: "now" | "next-turn";
  /** Before each batch, with the number waiting: may wait a little for more (a group commit under load). */
  beforeBatch?: (waiting: () => number) => Promise<void>;
  /** After each batch, written or failed, with its size. */
  afterBatch?: (size: number) => void;
  /** When a batch of several fails, each item is tried alone through this, so one bad item fails alone. Without it, all fail. */
  retryAlone?: (item: T) => Promise<R>;
  /** Nothing waiting and nothing being written any more. */
  onIdle?: () => void;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/** `write` gets the batch and returns one result per item, in the same order. */
export function batchWhileBusy<T, R>(write: (items: T[]) => Promise<R[]>, options: BatchOptions<T, R> = {}): (item: T) => Promise<R> {
  const { maxBatch = Number.POSITIVE_INFINITY, start = "next-turn", beforeBatch, afterBatch, retryAlone, onIdle } = options;
  const waiting: Waiting<T, R>[] = [];
  let busy = false;

  async function writeWaiting() {
    while (waiting.length > 0) {
      if (beforeBatch) await beforeBatch(() => waiting.length);
      const batch = waiting.splice(0, maxBatch);
      try {
        const results = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, i) => entry.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1 || !retryAlone) for (const entry of batch) entry.reject(error);
        else await Promise.all(batch.map((entry) => retryAlone(entry.item).then(entry.resolve, entry.reject)));
      }
      afterBatch?.(batch.length);
    }
    busy = false;
    onIdle?.();
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      if (start === "now") void writeWaiting();
      else setImmediate(() => void writeWaiting());
    });
}
