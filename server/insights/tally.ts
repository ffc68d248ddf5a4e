import type { InsightsDimension } from "./dimensions.ts";

/** One hour's count of one thing, as a batch writes it. */
export interface CountRow {
  hour: Date;
  dimension: InsightsDimension;
  value: string;
  count: number;
}

/**
 * Counts in memory until the next batch takes them (counter.ts). Bounded: at most `maxKeys` distinct
 * (hour, dimension, value) between two batches, so a flood of made-up addresses or campaign names cannot
 * grow the server's memory; past it, counts of keys already held still add up and new keys are dropped
 * (and counted as dropped, for the batch's log line).
 */
export class Tally {
  private counts = new Map<string, number>();
  private droppedKeys = 0;
  private readonly maxKeys: number;

  constructor(maxKeys: number) {
    this.maxKeys = maxKeys;
  }

  add(hour: number, dimension: InsightsDimension, value: string, count = 1): void {
    // \u0000 cannot occur in a dimension or a counted value (printable text only).
    const key = `${hour}\u0000${dimension}\u0000${value}`;
    const held = this.counts.get(key);
    if (held !== undefined) this.counts.set(key, held + count);
    else if (this.counts.size < this.maxKeys) this.counts.set(key, count);
    else this.droppedKeys++;
  }

  get size(): number {
    return this.counts.size;
  }

  /** Everything counted so far, emptying the tally; with the number of new keys dropped since the last take. */
  take(): { rows: CountRow[]; droppedKeys: number } {
    const taken = this.counts;
    const droppedKeys = this.droppedKeys;
    this.counts = new Map();
    this.droppedKeys = 0;
    const rows: CountRow[] = [];
    for (const [key, count] of taken) {
      const [hour, dimension, value] = key.split("\u0000") as [string, InsightsDimension, string];
      rows.push({ hour: new Date(Number(hour) * 3_600_000), dimension, value, count });
    }
    return { rows, droppedKeys };
  }
}

/** The hour an instant falls in, as whole hours since the epoch (UTC; the dashboard groups them into the company's days). */
export function hourOf(now: number): number {
  return Math.floor(now / 3_600_000);
}
