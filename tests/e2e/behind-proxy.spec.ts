import { chromium, expect, test, type Browser } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumArgs } from "../../playwright.config";
import { freePort, startServer, type RunningServer } from "../../scripts/lib/start-server";

/**
 * The site behind a real reverse proxy on 127.0.0.1: Debian's nginx, configured as its default does,
 * rewriting Host to the upstream's address, and adding X-Forwarded-For, -Proto and -Host (docs/operations.md,
 * "Behind a proxy"). The server trusts one hop (TRUST_PROXY=1): the address nginx saw is the client's.
 * (TRUST_PROXY=loopback would be wrong here: the test's clients are on loopback too, so a client's own
 * X-Forwarded-For entry would be believed. Trust the proxy's address or hop count, never the clients'.)
 */
const nginxBinary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate)) ?? "nginx";
const limit = 5;

let server: RunningServer;
let nginx: ChildProcess;
let proxyUrl: string;
let workDir: string;
let browser: Browser;

async function waitFor(url: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const application = (name: string) => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  division: "nexus",
  message: "Sent through the reverse proxy, as a visitor would.",
});

test.describe("behind nginx rewriting Host", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer({ env: { TRUST_PROXY: "1", APPLICATION_RATE_LIMIT: String(limit), DATABASE_URL: "" } });
    const proxyPort = await freePort();
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-nginx-"));
    fs.chmodSync(workDir, 0o777);
    const upstream = new URL(server.url);
    fs.writeFileSync(
      path.join(workDir, "nginx.conf"),
      `daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://${upstream.host};
      proxy_http_version 1.1;
      # nginx's default: the upstream sees its own address as Host.
      proxy_set_header Host $proxy_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`,
    );
    const check = spawnSync(nginxBinary, ["-t", "-e", path.join(workDir, "error.log"), "-p", workDir, "-c", path.join(workDir, "nginx.conf")], {
      encoding: "utf8",
    });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    nginx = spawn(nginxBinary, ["-e", path.join(workDir, "error.log"), "-p", workDir, "-c", path.join(workDir, "nginx.conf")], { stdio: "ignore" });
    await waitFor(`${proxyUrl}/healthz`);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  });

  test.afterAll(async () => {
    await browser?.close();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  test("the form with JavaScript: the API accepts the proxied same-origin post", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${proxyUrl}/join`);
      const values = application("Proxied Script");
      await page.getByLabel("Full Name").fill(values.name);
      await page.getByLabel("Email Address").fill(values.email);
      await page.getByLabel("Division of Interest").selectOption(values.division);
      await page.getByLabel("Tell Us Your Story").fill(values.message);
      const answer = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
      await page.getByRole("button", { name: "Join the Revolution" }).click();
      expect((await answer).status()).toBe(201);
      await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Application Received!")).toBeVisible();
    } finally {
      await page.close();
    }
  });

  test("the form without JavaScript: the native post passes the origin checks and is stored", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${proxyUrl}/join`);
      const values = application("Proxied Form");
      await page.getByLabel("Full Name").fill(values.name);
      await page.getByLabel("Email Address").fill(values.email);
      await page.getByLabel("Division of Interest").selectOption(values.division);
      await page.getByLabel("Tell Us Your Story").fill(values.message);
      await page.getByRole("button", { name: "Join the Revolution" }).click();
      await expect(page).toHaveURL(`${proxyUrl}/join?status=received#application-received`);
      await expect(page.getByRole("region", { name: "Application Received!" })).toBeFocused();
    } finally {
      await context.close();
    }
  });

  test("a post from another site is still refused through the proxy", async () => {
    const res = await fetch(`${proxyUrl}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://attacker.example" },
      body: JSON.stringify(application("Cross Site")),
    });
    expect(res.status).toBe(403);
  });

  test("the limit holds when a client invents a new X-Forwarded-For for every request", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const res = await fetch(`${proxyUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${i + 1}` },
        body: JSON.stringify(application(`Spoofer ${i}`)),
      });
      statuses.push(res.status);
    }
    // Two applications above came from this same client (the proxy saw 127.0.0.1 every time).
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
