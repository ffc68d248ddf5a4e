/**
 * Load test (a script with printed figures, not a timed test): starts the production server and, with
 * autocannon, keeps `--connections` requests in flight for `--seconds` against prerendered pages,
 * /join, a not-found page, the site search and the application API; then, when Debian's nginx is installed, serves the
 * very same precompressed files with nginx (one worker, brotli_static/gzip_static) and measures the
 * same static pages side by side. Prints requests/s and p50/p99 latency per target.
 *
 *   npm run build && npm run load [-- --seconds 10 --connections 32]
 * With DATABASE_URL set the API writes to that PostgreSQL instead of a throwaway PGlite. The client
 * shares the machine's two cores with the server, so the figures are a floor, not a ceiling.
 */
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { applicationRequests, inquiryRequests } from "./lib/application-requests.ts";
import { freePort, startServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "32" } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

interface Target {
  name: string;
  path: string;
  expect: number;
  method?: "GET" | "POST";
  setup?: (base: string) => Partial<autocannon.Options>;
}

const staticPages: Target[] = [
  { name: "GET /", path: "/", expect: 200 },
  { name: "GET /divisions/noxgpt", path: "/divisions/noxgpt", expect: 200 },
  { name: "GET /privacy", path: "/privacy", expect: 200 },
];

const targets: Target[] = [
  ...staticPages,
  { name: "GET /join", path: "/join", expect: 200 },
  { name: "GET /no-such-page (404)", path: "/no-such-page", expect: 404 },
  // The site search, filled per request (decision 040): a query that finds several pages, marked excerpts.
  { name: "GET /search?q=security", path: "/search?q=security", expect: 200 },
  {
    name: "POST /api/contact",
    path: "/api/contact",
    method: "POST",
    expect: 201,
    setup: (base) => applicationRequests(base, "Load Test", { idempotencyKeys: true }),
  },
  {
    name: "POST /api/inquiries",
    path: "/api/inquiries",
    method: "POST",
    expect: 201,
    setup: (base) => inquiryRequests(base, "Load Test", { idempotencyKeys: true }),
  },
];

interface Result {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  unexpected: number;
}

async function measure(base: string, target: Target): Promise<Result> {
  const result = await autocannon({
    url: base + target.path,
    method: target.method ?? "GET",
    connections,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    expectBody: undefined,
    ...target.setup?.(base),
  });
  const statuses = result.statusCodeStats as Record<string, { count: number }> | undefined;
  const expected = statuses?.[String(target.expect)]?.count ?? 0;
  return {
    name: target.name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: result.requests.total - expected + result.errors + result.timeouts,
  };
}

function print(label: string, rows: Result[]) {
  console.log(`\n${label}`);
  console.log(`${"target".padEnd(26)} ${"requests".padStart(9)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"other".padStart(6)}`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(26)} ${String(row.requests).padStart(9)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.unexpected).padStart(6)}`,
    );
  }
}

/** nginx serving build/client as it is, with the build's .br/.gz files; undefined when nginx is not installed. */
async function startNginx(): Promise<{ url: string; stop: () => void } | undefined> {
  if (spawnSync("nginx", ["-v"]).error) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-nginx-"));
  const port = await freePort();
  const brotli = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
  const conf = `
${fs.existsSync(brotli) ? `load_module ${brotli};` : ""}
daemon off;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  ${fs.existsSync(brotli) ? "brotli_static on;" : ""}
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url + "/")).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: () => {
      child.kill("SIGQUIT");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

console.log(`load: ${connections} connections for ${seconds} s per target (autocannon)`);
const server = await startServer({ env: { APPLICATION_RATE_LIMIT: "1000000000", LOG_LEVEL: "silent" } });
const node: Result[] = [];
try {
  for (const target of targets) node.push(await measure(server.url, target));
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
print(`Node server (${server.url})`, node);

const nginx = await startNginx();
if (nginx) {
  const reference: Result[] = [];
  try {
    for (const target of staticPages) reference.push(await measure(nginx.url, target));
  } finally {
    nginx.stop();
  }
  print("nginx, one worker, the same precompressed files", reference);
  console.log("\nNode as a share of nginx on the same static pages:");
  for (const row of reference) {
    const ours = node.find((candidate) => candidate.name === row.name);
    if (ours) console.log(`  ${row.name.padEnd(24)} ${((ours.rps / row.rps) * 100).toFixed(0)}%`);
  }
} else {
  console.log("\n(nginx is not installed: apt-get install nginx libnginx-mod-http-brotli-static for the side-by-side figures)");
}

const staticRps = Math.min(...node.filter((row) => staticPages.some((page) => page.name === row.name)).map((row) => row.rps));
for (const name of ["GET /join", "GET /no-such-page (404)", "GET /search?q=security"]) {
  const row = node.find((candidate) => candidate.name === name);
  if (row) console.log(`${name} at ${((row.rps / staticRps) * 100).toFixed(0)}% of the slowest static page`);
}
if (node.some((row) => row.unexpected > 0)) {
  console.error("\nSome requests failed or answered an unexpected status.");
  process.exit(1);
}
