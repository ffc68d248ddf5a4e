import { test, expect } from "@playwright/test";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startServer } from "../../scripts/lib/start-server";

// These start their own production servers next to the one the other tests use.
test.describe("server lifecycle", () => {
  test("a second server on the same embedded database refuses to start, clearly", async () => {
    const server = await startServer();
    try {
      const second = spawnSync(process.execPath, [path.resolve("server/main.ts")], {
        env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: server.dataDir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`Another server (PID ${server.process.pid}) is using the embedded database`);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("SIGTERM lets a request in flight finish, then stops cleanly", async () => {
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
        { host: "127.0.0.1", port, path: "/api/contact", method: "POST", headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
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
