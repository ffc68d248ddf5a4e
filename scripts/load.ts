/**
 * Load test (a script with printed figures, not a timed test): starts the production server and, with
 * autocannon, keeps `--connections` requests in flight for `--seconds` against prerendered pages,
 * /join, a not-found page, the site search and the application API; then, when Debian's nginx is installed, serves the
 * very same precompressed files with nginx (one worker, brotli_static/gzip_static) and measures the
 * same static pages side by side. Prints requests/s and p50/p99 latency per target. The pages are also
 * measured on a second server with INSIGHTS=off, in the order on, off, off, on (each twice, added): the cost of
 * counting views.
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

const browserUserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

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
    // A browser's user agent, so the pages' views are counted like a person's (a bot's are not: decision 042).
    headers: { "accept-encoding": "br, gzip", "user-agent": browserUserAgent },
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

/** Two runs of one target as one: their requests added, the rate averaged, the slower percentiles kept. */
function combined(a: Result, b: Result): Result {
  return {
    name: a.name,
    requests: a.requests + b.requests,
    rps: (a.rps + b.rps) / 2,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    unexpected: a.unexpected + b.unexpected,
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
// The same server twice, counting insights and not (INSIGHTS=off), each page measured on one then the other,
// so the cost of counting is read in one run on one machine state (issue 36: within 5 %).
const server = await startServer({ env: { APPLICATION_RATE_LIMIT: "1000000000", LOG_LEVEL: "silent", INSIGHTS: "on" } });
const uncounted = await startServer({ env: { APPLICATION_RATE_LIMIT: "1000000000", LOG_LEVEL: "silent", INSIGHTS: "off" } });
const node: Result[] = [];
const withoutInsights: Result[] = [];
const counted = new Set([...staticPages.map((page) => page.name), "GET /join", "GET /no-such-page (404)"]);
try {
  for (const target of targets) {
    if (!counted.has(target.name)) {
      node.push(await measure(server.url, target));
      continue;
    }
    // On, off, off, on: whichever is measured first meets a colder machine (caches, the other server's
    // leftovers), so each is measured once first and once last, and the two runs are added.
    const on1 = await measure(server.url, target);
    const off1 = await measure(uncounted.url, target);
    const off2 = await measure(uncounted.url, target);
    const on2 = await measure(server.url, target);
    node.push(combined(on1, on2));
    withoutInsights.push(combined(off1, off2));
  }
} finally {
  for (const running of [server, uncounted]) {
    await running.stop();
    fs.rmSync(running.dataDir, { recursive: true, force: true });
  }
}
print(`Node server, insights counted (${server.url})`, node);
print("The same server with INSIGHTS=off", withoutInsights);
console.log("\nCounting on as a share of off (req/s):");
for (const row of withoutInsights) {
  const on = node.find((candidate) => candidate.name === row.name);
  if (on) console.log(`  ${row.name.padEnd(24)} ${((on.rps / row.rps) * 100).toFixed(1)}%`);
}

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
if ([...node, ...withoutInsights].some((row) => row.unexpected > 0)) {
  console.error("\nSome requests failed or answered an unexpected status.");
  process.exit(1);
}
