/**
 * The pipeline shares its process with visitors (a publish renders inside the server): its work goes
 * in small pieces with the event loop free between them, and work that runs on other threads
 * (compression, rasterising) is capped so one core stays for serving on a two-core machine.
 */

/** Lets pending requests be answered before the next piece of main-thread work. */
export function yieldToVisitors(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** `work` over every item, at most `concurrency` at once; the results in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
