/**
 * The server's footprint (a script with printed figures, not a timed test): starts the production
 * server on a fresh and then on the same, existing data folder and prints, for each, the time to its
 * first 200 on /healthz and its peak RSS while starting (the kernel's VmHWM); then RSS at idle; then
 * stores applications through POST /api/contact with autocannon (16 connections), twice, and prints
 * stored/s and p50/p99 of each run, and RSS after each (the second must not have grown). On the embedded database, and on PostgreSQL when DATABASE_URL is set. Each
 * figure is printed against the goal it is held to.
 *
 *   npm run build && npm run footprint [-- --seconds 10 --connections 16]
 * The load client shares the machine's cores with the server: the throughput is a floor.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { applicationRequests } from "./lib/application-requests.ts";
import { startServer, type RunningServer } from "./lib/start-server.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "16" }, idle: { type: "string", default: "5" } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const idleSeconds = Number(values.idle);

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(/\d+/.exec(status.split("\n").find((line) => line.startsWith(name)) ?? "")?.[0] ?? 0);
  return { rss: kb("VmRSS:") / 1024, peak: kb("VmHWM:") / 1024 };
}

interface Start {
  server: RunningServer;
  seconds: number;
  peakMb: number;
}

async function start(dataDir: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const started = performance.now();
  const server = await startServer({ dataDir, env: { APPLICATION_RATE_LIMIT: "100000000", ...env } });
  const seconds = (performance.now() - started) / 1000;
  return { server, seconds, peakMb: memoryOf(server.process.pid!).peak };
}

async function submissions(base: string) {
  const result = await autocannon({
    url: `${base}/api/contact`,
    method: "POST",
    connections,
    duration: seconds,
    ...applicationRequests(base, "Footprint Test"),
  });
  const stored = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.["201"]?.count ?? 0;
  return {
    storedPerSecond: stored / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    other: result.requests.total - stored + result.errors + result.timeouts,
  };
}

const mark = (ok: boolean) => (ok ? "met" : "NOT MET");
function line(label: string, value: string, goal: string, ok: boolean) {
  console.log(`  ${label.padEnd(42)} ${value.padStart(14)}   goal ${goal.padEnd(16)} ${mark(ok)}`);
}

async function measure(name: string, env: NodeJS.ProcessEnv, goals: { idleMb: number }) {
  console.log(`\n${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-footprint-"));
  try {
    const fresh = await start(dataDir, env);
    line("first start (fresh data folder) to first 200", `${fresh.seconds.toFixed(1)} s`, "≤ 10 s", fresh.seconds <= 10);
    line("peak RSS while starting (fresh)", `${fresh.peakMb.toFixed(0)} MB`, "≤ 400 MB", fresh.peakMb <= 400);
    await fresh.server.stop();

    const again = await start(dataDir, env);
    line("start on the existing data folder", `${again.seconds.toFixed(1)} s`, "≤ 5 s", again.seconds <= 5);
    line("peak RSS while starting (existing)", `${again.peakMb.toFixed(0)} MB`, "≤ 400 MB", again.peakMb <= 400);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const { rss: idle, peak: settledPeak } = memoryOf(again.server.process.pid!);
    // What the process reached in its first seconds, after the first answer too: PGlite's WebAssembly is
    // compiled further by V8 (off the JavaScript threads) once its first queries have run.
    line(`peak RSS up to ${idleSeconds} s after the first 200`, `${settledPeak.toFixed(0)} MB`, "≤ 400 MB", settledPeak <= 400);
    line(`RSS at idle (after ${idleSeconds} s)`, `${idle.toFixed(0)} MB`, `≤ ${goals.idleMb} MB`, idle <= goals.idleMb);

    // Twice: the first run grows the heaps to what the load needs; sustained load must not grow them further.
    const rssAfter: number[] = [];
    for (const run of [1, 2]) {
      const load = await submissions(again.server.url);
      rssAfter.push(memoryOf(again.server.process.pid!).rss);
      line(`POST /api/contact, ${connections} connections, run ${run}`, `${load.storedPerSecond.toFixed(0)}/s`, "≥ 1,000/s", load.storedPerSecond >= 1000);
      line("  p50 / p99", `${load.p50} / ${load.p99} ms`, "p99 ≤ 100 ms", load.p99 <= 100);
      if (load.other > 0) console.log(`  (${load.other} answers were not 201)`);
    }
    const [first = 0, second = 0] = rssAfter;
    line(
      `RSS after ${seconds} s of submissions, then ${seconds} s more`,
      `${first.toFixed(0)} → ${second.toFixed(0)} MB`,
      "no growth (±10 %)",
      second <= first * 1.1,
    );
    await again.server.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`footprint of the production server (${os.cpus().length} cores, Node ${process.version})`);
await measure("embedded database (PGlite)", { DATABASE_URL: "" }, { idleMb: 250 });
if (process.env.DATABASE_URL) await measure("PostgreSQL (DATABASE_URL)", { DATABASE_URL: process.env.DATABASE_URL }, { idleMb: 150 });
else console.log("\n(set DATABASE_URL to measure on PostgreSQL too)");
