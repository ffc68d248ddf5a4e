import { describe, expect, it } from "vitest";
import { ConversionsBusy, createConversionGate } from "../../../server/media/conversion-gate.ts";

/** A task the test finishes (or fails) when it chooses. */
function controlled() {
  let finish: (fail?: boolean) => void = () => {};
  const done = new Promise<void>((resolve, reject) => (finish = (fail) => (fail ? reject(new Error("conversion failed")) : resolve())));
  return { done, finish: (fail = false) => finish(fail) };
}

describe("the conversion gate", () => {
  it("runs at most `atOnce` at a time, first come first served, and refuses past the waiting line", async () => {
    const gate = createConversionGate({ atOnce: 2, waiting: 3, retryAfterSeconds: 9 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 6 }, () => controlled());
    const results = tasks.map((task, i) =>
      gate
        .run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          try {
            await task.done;
          } finally {
            running--;
          }
          return i;
        })
        .catch((error: unknown) => error),
    );
    await Promise.resolve();
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    const refused = await results[5];
    expect(refused).toBeInstanceOf(ConversionsBusy);
    expect((refused as ConversionsBusy).retryAfterSeconds).toBe(9);

    // A failure frees its place as a success does; the next in line takes it.
    tasks[1]!.finish(true);
    expect(await results[1]).toBeInstanceOf(Error);
    tasks[0]!.finish();
    expect(await results[0]).toBe(0);
    for (const i of [2, 3, 4]) tasks[i]!.finish();
    expect(await Promise.all(results.slice(2, 5))).toEqual([2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);

    // Free again: the next call runs at once.
    expect(await gate.run(async () => "again")).toBe("again");
  });
});
