/**
 * Load test (a script with printed figures, not a timed test): starts the production server, then keeps
 * `--connections` requests in flight for `--seconds` against a mix of prerendered pages, a server-rendered
 * page (/join), a not-found page and the application API, and prints throughput and latency per target.
 *
 *   npm run build && npm run load [-- --seconds 10 --connections 32]
 * With DATABASE_URL set the API writes to that PostgreSQL instead of a throwaway PGlite.
 * The client runs in this same process on the same machine, so the figures are a floor, not a ceiling.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "32" } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);

interface Target {
  name: string;
  request: (url: string, n: number) => Promise<Response>;
  expect: number;
}

const page = (path: string, expect = 200): Target => ({
  name: `GET ${path}`,
  request: (url) => fetch(url + path, { headers: { "Accept-Encoding": "br, gzip" } }),
  expect,
});

const targets: Target[] = [
  page("/"),
  page("/divisions/noxgpt"),
  page("/privacy"),
  page("/join"),
  page("/no-such-page", 404),
  {
    name: "POST /api/contact",
    expect: 201,
    request: (url, n) =>
      fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: url, "Idempotency-Key": `load-${process.pid}-${n}` },
        body: JSON.stringify({
          name: "Load Test",
          email: `load+${n}@example.com`,
          discord: "",
          division: "general",
          portfolio: "",
          message: "A load-test application, safe to delete.",
        }),
      }),
  },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const server = await startServer({ env: { CONTACT_RATE_LIMIT: "1000000000", LOG_LEVEL: "silent" } });
console.log(`load: ${connections} requests in flight for ${seconds} s per target, server ${server.url}\n`);
console.log(`${"target".padEnd(24)} ${"requests".padStart(9)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
let counter = 0;
let anyErrors = false;
try {
  for (const target of targets) {
    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const res = await target.request(server.url, counter++);
          await res.arrayBuffer();
          if (res.status !== target.expect) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    anyErrors ||= errors > 0;
    const ms = (value: number) => value.toFixed(1).padStart(8);
    console.log(
      `${target.name.padEnd(24)} ${String(latencies.length).padStart(9)} ${(latencies.length / elapsed).toFixed(0).padStart(8)}` +
        `${ms(percentile(latencies, 50))}${ms(percentile(latencies, 95))}${ms(percentile(latencies, 99))} ${String(errors).padStart(7)}`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
if (anyErrors) {
  console.error("\nSome requests failed or answered an unexpected status.");
  process.exit(1);
}
