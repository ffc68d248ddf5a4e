import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app.ts";
import type { Database } from "../../../server/db/database.ts";
import type { Logger } from "../../../server/logger.ts";
import type { ApplicationStore } from "../../../server/applications/store.ts";

const quiet = { debug() {}, info() {}, warn() {}, error() {} } as unknown as Logger;
const database: Database = { kind: "pglite", db: {} as Database["db"], ping: async () => {}, close: async () => {} };
const store = {
  submit: async () => ({ kind: "stored", receipt: { id: 7, createdAt: "2026-11-23T10:00:00.000Z" }, replayed: false }),
} as unknown as ApplicationStore;
const application = { name: "Grace Hopper", email: "grace@example.com", discord: "", division: "nexus", portfolio: "", message: "I find bugs, literally." };

const servers: { close(callback: () => void): void }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(resolve))));
});

async function post(confirmationEmail: boolean | undefined, body: unknown) {
  const app = createApp({ config: { applicationRateLimit: 100, trustProxy: false, buildDir: "unused" }, logger: quiet, database, store, confirmationEmail });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /api/contact says whether a confirmation e-mail goes out", () => {
  it("true when the server sends mail, false when it does not or was not told", async () => {
    expect(await post(true, application)).toEqual({ status: 201, body: { id: 7, createdAt: "2026-11-23T10:00:00.000Z", confirmationEmail: true } });
    expect((await post(false, application)).body.confirmationEmail).toBe(false);
    expect((await post(undefined, application)).body.confirmationEmail).toBe(false);
  });

  it("a bot that fills the honeypot gets an answer of the same shape", async () => {
    const dropped = await post(true, { ...application, website: "https://spam.example" });
    expect(dropped.status).toBe(201);
    expect(Object.keys(dropped.body).sort()).toEqual(["confirmationEmail", "createdAt", "id"]);
    expect(dropped.body.confirmationEmail).toBe(true);
  });
});
