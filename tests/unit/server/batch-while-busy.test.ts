import { describe, expect, it } from "vitest";
import { batchWhileBusy } from "../../../server/db/batch-while-busy.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A writer that records each batch and finishes it only when told to. */
function slowWriter() {
  const batches: number[][] = [];
  const finish: Array<() => void> = [];
  const write = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve) => finish.push(() => resolve(items.map((item) => `stored ${item}`))));
  };
  return { batches, finish, write };
}

describe("batchWhileBusy", () => {
  it("writes what arrives in one turn together, and what arrives during a write in the next batch", async () => {
    const writer = slowWriter();
    const add = batchWhileBusy(writer.write);
    const first = [add(1), add(2)];
    await tick();
    expect(writer.batches).toEqual([[1, 2]]);
    const second = [add(3), add(4), add(5)];
    await tick();
    expect(writer.batches).toHaveLength(1); // still writing the first batch
    writer.finish[0]!();
    await tick();
    expect(writer.batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    writer.finish[1]!();
    expect(await Promise.all([...first, ...second])).toEqual(["stored 1", "stored 2", "stored 3", "stored 4", "stored 5"]);
  });

  it('"now" sends the first item alone at once; maxBatch splits what waits', async () => {
    const writer = slowWriter();
    const add = batchWhileBusy(writer.write, { start: "now", maxBatch: 2 });
    const all = [add(1), add(2), add(3), add(4)];
    expect(writer.batches).toEqual([[1]]);
    for (let i = 0; i < 2; i++) {
      writer.finish[i]!();
      await tick();
    }
    expect(writer.batches).toEqual([[1], [2, 3], [4]]);
    writer.finish[2]!();
    expect(await Promise.all(all)).toEqual(["stored 1", "stored 2", "stored 3", "stored 4"]);
  });

  it("a failed batch is retried one item at a time, so only the bad item fails; without a retry, all fail", async () => {
    const write = async (items: number[]) => {
      if (items.includes(13)) throw new Error("refused");
      return items.map((item) => item * 10);
    };
    const retried = batchWhileBusy(write, { retryAlone: async (item) => (await write([item]))[0]! });
    expect(await Promise.allSettled([retried(1), retried(13), retried(3)])).toEqual([
      { status: "fulfilled", value: 10 },
      { status: "rejected", reason: new Error("refused") },
      { status: "fulfilled", value: 30 },
    ]);
    const plain = batchWhileBusy(write);
    expect((await Promise.allSettled([plain(1), plain(13)])).map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });

  it("reports each batch's size, may wait before a batch, and says when it is idle", async () => {
    const writer = slowWriter();
    const sizes: number[] = [];
    let idle = 0;
    const add = batchWhileBusy(writer.write, {
      start: "now",
      beforeBatch: async (waiting) => {
        while (waiting() < 1) await tick();
      },
      afterBatch: (size) => sizes.push(size),
      onIdle: () => idle++,
    });
    const one = add(1);
    await tick();
    writer.finish[0]!();
    await one;
    await tick();
    expect(sizes).toEqual([1]);
    expect(idle).toBe(1);
  });
});
