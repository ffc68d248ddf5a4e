import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import type { Logger } from "../../server/logger.ts";

// The embedded database's socket (server/db/pglite-socket.ts) with its default bounds: idle 5 s, a
// whole exchange 10 s, three clients at once.
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-socket-"));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir, logger: quiet, serveSocket: true });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const client = () => {
  const c = new pg.Client({ host: dataDir, port: 5432, user: "postgres", database: "postgres" });
  // A client cut off by the server reports it here; the tests look at the queries instead.
  c.on("error", () => {});
  return c;
};

/** How long the server's own query waits, in ms. */
async function timeOwnQuery(): Promise<number> {
  const started = Date.now();
  await database.ping();
  return Date.now() - started;
}

describe("the embedded database's socket", () => {
  it("cuts off a client that leaves a transaction open, so the server's queries wait seconds, not forever", { timeout: 30_000 }, async () => {
    const holder = client();
    await holder.connect();
    await holder.query("begin");
    await holder.query("select 1");
    const waited = await timeOwnQuery();
    expect(waited).toBeGreaterThan(3_000);
    expect(waited).toBeLessThan(7_000);
    await expect(holder.query("select 1")).rejects.toThrow();
    await holder.end().catch(() => {});
    // Its transaction was rolled back: the server works on.
    expect(await timeOwnQuery()).toBeLessThan(1_000);
  });

  it("cuts off a client that keeps a transaction busy past the bound of one exchange", { timeout: 40_000 }, async () => {
    const holder = client();
    await holder.connect();
    await holder.query("begin");
    // A statement every second re-arms any idle timer; the bound of the exchange holds all the same.
    const busy = (async () => {
      for (let second = 0; second < 20; second++) {
        await holder.query("select 1");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })().catch((error: Error) => error);
    const waited = await timeOwnQuery();
    expect(waited).toBeGreaterThan(8_000);
    expect(waited).toBeLessThan(12_000);
    expect(await busy).toBeInstanceOf(Error);
    await holder.end().catch(() => {});
  });

  it("takes three clients at once and refuses the fourth with an error psql can show", { timeout: 30_000 }, async () => {
    const clients = [client(), client(), client(), client()];
    const results = await Promise.allSettled(clients.map((c) => c.connect()));
    try {
      const refused = results.filter((result) => result.status === "rejected");
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as { code?: string; message: string };
      expect(reason.code).toBe("53300");
      expect(reason.message).toBe("too many clients on the embedded database's socket (at most 3 at once); try again shortly");
      // The three admitted work.
      const connected = clients.filter((_, i) => results[i]!.status === "fulfilled");
      for (const c of connected) expect((await c.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => {})));
    }
    // Once they left (and the server saw them go), a new client gets in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = client();
    await next.connect();
    await next.end();
  });
});
