// The daily housekeeping (server/housekeeping.ts) and the server's shutdown: stop() waits for a run
// already under way, so the database is closed after it and never under it, and no run starts after it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../server/db/database.ts";
import { startHousekeeping } from "../../../server/housekeeping.ts";
import type { Logger } from "../../../server/logger.ts";

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger;
const db = {} as Db;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("housekeeping's stop", () => {
  it("resolves only once the run under way has ended", async () => {
    const gate = deferred();
    const work = vi.fn(async () => {
      await gate.promise;
      return { purged: 0, auditEntriesPurged: 0 };
    });
    const housekeeping = startHousekeeping(db, logger, work);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(work).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = housekeeping.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("starts no run after it, and resolves at once when none is under way", async () => {
    const work = vi.fn(async () => ({ purged: 0, auditEntriesPurged: 0 }));
    const housekeeping = startHousekeeping(db, logger, work);
    await housekeeping.stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * 60 * 60 * 1000);
    expect(work).not.toHaveBeenCalled();
  });

  it("a failed run is logged on one line with its code and message, and stop still resolves", async () => {
    const work = vi.fn(async () => {
      throw Object.assign(new Error("the database went away"), { code: "57P01" });
    });
    const housekeeping = startHousekeeping(db, logger, work);
    await vi.advanceTimersByTimeAsync(60_000);
    await housekeeping.stop();
    expect(logger.error).toHaveBeenCalledWith("housekeeping failed", { code: "57P01", reason: "the database went away" });
  });
});
