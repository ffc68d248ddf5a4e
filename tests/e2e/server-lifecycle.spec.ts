import { test, expect } from "@playwright/test";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { addEditor, publishPrice, signIn } from "../../scripts/lib/editor-client";
import { serverBundleEntry } from "../../scripts/build/server-bundle";
import { serverNodeFlags } from "../../scripts/lib/node-flags";
import { startServer } from "../../scripts/lib/start-server";

// These start their own production servers next to the one the other tests use.
test.describe("server lifecycle", () => {
  test("a second server on the same embedded database refuses to start, clearly", async () => {
    test.setTimeout(240_000);
    const server = await startServer();
    try {
      const second = spawnSync(process.execPath, [...serverNodeFlags, serverBundleEntry], {
        env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: server.dataDir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 90_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`Another server is using the embedded database in ${server.dataDir}`);
      expect(second.stderr).toContain("Stop it first, or give this server another DATA_DIR");
      // The first server never noticed.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("a server starts without the libraries only an upload, a new social card or a message needs, and without all of lucide's icons", async () => {
    test.setTimeout(240_000);
    const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vesper-modules-")), "loaded.txt");
    const hook = pathToFileURL(path.resolve("tests/e2e/loaded-modules.mjs")).href;
    const server = await startServer({ env: { DATABASE_URL: "", NODE_OPTIONS: `--import ${hook}`, LOADED_MODULES_FILE: list } });
    // A visitor's page and an application: what a running server does most.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    await server.stop();
    const loaded = fs.readFileSync(list, "utf8").split("\n");
    expect(loaded).toContain(pathToFileURL(path.join(path.dirname(serverBundleEntry), "main.mjs")).href);
    // Each of these costs the process 15–40 MB resident (docs/architecture.md, "Footprint"); they load when first needed.
    for (const lazy of [
      "/node_modules/sharp/",
      "/node_modules/satori/",
      "/node_modules/@resvg/",
      "/node_modules/nodemailer/lib/nodemailer",
      "/node_modules/lucide-react/",
      "/node_modules/@electric-sql/pglite/",
    ]) {
      expect(
        loaded.filter((url) => url.includes(lazy) && !url.endsWith("/package.json")),
        lazy,
      ).toEqual([]);
    }
    fs.rmSync(path.dirname(list), { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  test("a first start says it is creating the database, a later one that it opens it, and both when they are ready", async () => {
    test.setTimeout(240_000);
    const first = await startServer({ captureLogs: true, env: { DATABASE_URL: "", LOG_LEVEL: "info" } });
    await first.stop();
    const messages = (logs: string[]) => logs.map((line) => (JSON.parse(line) as { msg: string }).msg);
    const firstMessages = messages(first.logs);
    const creating = firstMessages.findIndex((msg) => msg.startsWith(`creating the embedded database in ${first.dataDir}`));
    const ready = firstMessages.findIndex((msg) => /^ready in \d+\.\d s: http:\/\/127\.0\.0\.1:\d+$/.test(msg));
    expect(creating).toBeGreaterThanOrEqual(0);
    expect(ready).toBeGreaterThan(creating);
    const second = await startServer({ dataDir: first.dataDir, captureLogs: true, env: { DATABASE_URL: "", LOG_LEVEL: "info" } });
    await second.stop();
    const secondMessages = messages(second.logs);
    expect(secondMessages.some((msg) => msg.startsWith("creating"))).toBe(false);
    expect(secondMessages).toContain(`opening the embedded database in ${first.dataDir}…`);
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  test("a published page survives a restart: the next start serves the render stored with the publish, byte for byte, without rendering", async () => {
    test.setTimeout(300_000);
    const logged = { captureLogs: true, env: { DATABASE_URL: "", LOG_LEVEL: "info" } };
    const first = await startServer(logged);
    const account = { email: "restart-editor@example.com", password: "restart editor password" };
    const price = `Starting at $${7000 + Math.floor(Math.random() * 900)}`;
    // The HTML as sent without compression (the brotli bytes change when brotli 11 replaces a publish's quick compression).
    const page = async (url: string) => {
      const res = await fetch(`${url}/services/web`, { headers: { "Accept-Encoding": "identity" } });
      return { csp: res.headers.get("content-security-policy"), encoding: res.headers.get("content-encoding"), body: Buffer.from(await res.arrayBuffer()) };
    };
    let before: Awaited<ReturnType<typeof page>>;
    try {
      await addEditor(account, { DATA_DIR: first.dataDir, DATABASE_URL: "" });
      await publishPrice(first.url, await signIn(first.url, account), price);
      before = await page(first.url);
      expect(before.body.toString("utf8")).toContain(price);
    } finally {
      await first.stop();
    }
    const second = await startServer({ ...logged, dataDir: first.dataDir });
    try {
      const after = await page(second.url);
      expect(after.encoding).toBeNull();
      expect((await fetch(`${second.url}/services/web`, { headers: { "Accept-Encoding": "br" } })).headers.get("content-encoding")).toBe("br");
      expect(after.csp).toBe(before.csp);
      expect(after.body.equals(before.body)).toBe(true);
      const messages = second.logs.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.some((msg) => /^content: serving published version 1 \(read the render stored/.test(msg))).toBe(true);
      expect(messages.some((msg) => msg.startsWith("content: render: pages"))).toBe(false);
    } finally {
      await second.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("after kill -9 the next server takes over the stale lock and keeps the acknowledged rows", async () => {
    test.setTimeout(240_000);
    const first = await startServer({ env: { DATABASE_URL: "" } });
    try {
      const res = await fetch(`${first.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Crash Survivor", email: "crash@example.com", division: "general", message: "Stored just before a kill -9." }),
      });
      expect(res.status).toBe(201);
      expect(await first.stop("SIGKILL")).toBeNull();
      // The dead server's lock is still on disk; the next one waits for it to go stale, then takes it.
      expect(fs.existsSync(path.join(first.dataDir, "server.lock"))).toBe(true);
      const second = await startServer({ dataDir: first.dataDir, env: { DATABASE_URL: "" } });
      try {
        expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM lets a request in flight finish, then stops cleanly", async () => {
    test.setTimeout(240_000);
    const server = await startServer({ env: { DATABASE_URL: "" } });
    const body = JSON.stringify({
      name: "Late Applicant",
      email: "late@example.com",
      division: "general",
      message: "Sent while the server was shutting down.",
    });
    const { port } = new URL(server.url);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      // Half the body now, the rest after the server has been told to stop.
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = server.stop("SIGTERM");
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ id: expect.any(Number) });
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, "server.lock"))).toBe(false);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
});
