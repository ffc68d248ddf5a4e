import { expect, test } from "@playwright/test";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../../scripts/lib/start-server";
import { runOperatorCli } from "../support/run-operator-cli";

/**
 * Issue 36's "Done when": after visits, a sign-in, the dashboard and an application, DATA_DIR holds no IP
 * address and no user agent — every file searched, byte for byte, once the server has stopped and written
 * everything down. The visitor connects from 127.4.5.6 (Linux answers on all of 127.0.0.0/8), an address
 * nothing else on the machine has, so finding it proves a visitor's address was kept; its X-Forwarded-For
 * names another, which the server (no TRUST_PROXY) must not keep either. Before the sign-in throttle keyed
 * addresses by a digest, its "address:127.4.5.6" row was in the table's files and the WAL.
 */
const clientAddress = "127.4.5.6";
const forwardedFor = "127.8.9.10";
const probe = "InsightsProbe";
const userAgent = `Mozilla/5.0 (X11; Linux x86_64) ${probe}/9.9.9`;
const owner = { email: "insights-owner@example.com", password: "insights owner password" };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from `clientAddress`, with the probe's user agent and X-Forwarded-For (fetch cannot choose the local address). */
function send(url: string, target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(target, url),
      {
        method: options.method ?? "GET",
        localAddress: clientAddress,
        agent: false,
        headers: {
          "user-agent": userAgent,
          "x-forwarded-for": forwardedFor,
          ...(options.body === undefined ? {} : { "content-length": String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Every regular file under `root`, as bytes (the database's pages, its WAL, the lock, whatever else is there). */
function filesUnder(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

test("DATA_DIR keeps no visitor's address or user agent after visits, a sign-in, the dashboard and an application", async () => {
  // A first start creates the embedded database: far more than 30 s on a busy machine.
  test.setTimeout(300_000);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-at-rest-"));
  const dataDir = path.join(work, "data");
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, env: { DATABASE_URL: "", INSIGHTS_BATCH_SECONDS: "1" } });
    const { url } = server;
    const referer = "https://probe-referrer.example/post";
    for (const target of ["/", "/services", "/about?utm_source=probe&utm_campaign=probe"]) {
      expect((await send(url, target, { headers: { referer } })).status).toBe(200);
    }
    expect((await send(url, "/insights-probe-missing")).status).toBe(404);

    const added = await runOperatorCli(
      "admin",
      ["add-user", owner.email, "--role", "owner", "--password-stdin"],
      { DATA_DIR: dataDir, DATABASE_URL: "" },
      `${owner.password}\n`,
    );
    expect(added.code).toBe(0);
    const signIn = (password: string) =>
      send(url, "/admin/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
        body: new URLSearchParams({ email: owner.email, password }).toString(),
      });
    // A failure first: it is counted against the address as well as the account.
    expect((await signIn("not the password")).headers.location).toContain("failed=1");
    const cookie = (await signIn(owner.password)).headers["set-cookie"]?.[0]?.split(";")[0];
    expect(cookie).toBeTruthy();

    // The visits reach the dashboard with the next batch (a second here): proof they were counted at all.
    await expect(async () => {
      const dashboard = await send(url, "/admin/insights?days=7", { headers: { cookie: cookie! } });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toContain("probe-referrer.example");
    }).toPass({ timeout: 20_000 });

    const applied = await send(url, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, referer: `${url}/join` },
      body: JSON.stringify({
        name: "Probe Applicant",
        email: "probe-applicant@example.com",
        division: "noxgpt",
        message: "Sent to see what the server keeps.",
      }),
    });
    expect(applied.status).toBe(201);

    // A clean stop writes the last batch and checkpoints the database, so everything kept is in the files.
    expect(await server.stop()).toBe(0);
    server = undefined;

    const files = filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(100);
    const kept = (text: string) =>
      files.filter((file) => fs.readFileSync(file).includes(Buffer.from(text, "utf8"))).map((file) => path.relative(dataDir, file));
    // The search finds what is there: the application's name is.
    expect(kept("Probe Applicant")).not.toEqual([]);
    // Nor 127.0.0.1, what a client here has when it does not choose: PostgreSQL's own pg_hba.conf names it in its
    // default rules (initdb writes them; PGlite takes no network connections), which is about no visitor.
    const loopback = kept("127.0.0.1").filter((file) => file !== path.join("pglite", "pg_hba.conf"));
    expect({ address: kept(clientAddress), loopback, forwarded: kept(forwardedFor), userAgent: kept(probe) }).toEqual({
      address: [],
      loopback: [],
      forwarded: [],
      userAgent: [],
    });
  } finally {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
