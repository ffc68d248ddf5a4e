/**
 * The team's side with a large inbox, timed (docs/measurements.md, "A large inbox"): fills a data
 * folder (or the PostgreSQL of DATABASE_URL) with 100,000 applications, starts the production server on
 * it, and times sign-in, the inbox's first page, a search, a page deep in the list and both exports
 * (time to the first byte and to the last, size, and the server's RSS during the export). Prints the
 * figures; a measurement, not a test. Needs a build (`npm run build`).
 *   node scripts/inbox-timing.ts [--applications 100000]
 * With DATABASE_URL the applications are added to that database (use a throwaway one).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { addUser } from "../server/admin/users.ts";
import { openDatabase } from "../server/db/database.ts";
import { sql } from "../server/db/drizzle.ts";
import type { Logger } from "../server/logger.ts";
import { signIn } from "./lib/editor-client.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { applications: { type: "string", default: "100000" } } });
const applications = Number(values.applications);
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const account = { email: "inbox-timing@example.com", password: "inbox timing password" };
const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-inbox-timing-"));

const ms = (started: number) => performance.now() - started;
const fmt = (value: number) => `${value.toFixed(0)} ms`;

let started = performance.now();
const database = await openDatabase({ databaseUrl, dataDir, logger: quiet });
// In batches of 10,000, as one statement each: generated rows, spread over the last 300 days.
for (let done = 0; done < applications; done += 10_000) {
  const n = Math.min(10_000, applications - done);
  await database.db.execute(sql`
    insert into contact_submissions (name, email, division, message, created_at, status)
    select 'Applicant ' || (g + ${done}), 'applicant' || (g + ${done}) || '@example.com',
           (array['general','nexus','vesperguard','noxgpt','studios'])[1 + (g % 5)],
           'An application generated for the inbox timing, number ' || (g + ${done}) || '.',
           now() - make_interval(secs => (g + ${done}) * 259.2), (array['new','new','reviewing','accepted','declined'])[1 + (g % 5)]
    from generate_series(1, ${n}) as g`);
}
await addUser(database.db, account.email, account.password, "cli", ["owner", "recruiter"]).catch(() => {});
await database.close();
console.log(`${applications} applications added in ${(ms(started) / 1000).toFixed(1)} s (${databaseUrl ? "PostgreSQL" : "PGlite"})`);

const server = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl ?? "" } });
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
try {
  const signIns: number[] = [];
  let cookie = "";
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    cookie = await signIn(server.url, account);
    signIns.push(ms(started));
  }
  const headers = { cookie, "sec-fetch-site": "same-origin" };
  async function timed(label: string, pathname: string, runs = 10) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      started = performance.now();
      const res = await fetch(server.url + pathname, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
      times.push(ms(started));
    }
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(36)} median ${fmt(times[Math.floor(times.length / 2)]!).padStart(7)}   slowest ${fmt(times.at(-1)!).padStart(7)}`);
  }
  console.log(
    `  ${"sign-in (Argon2id)".padEnd(36)} median ${fmt(signIns.sort((a, b) => a - b)[2]!).padStart(7)}   slowest ${fmt(signIns.at(-1)!).padStart(7)}`,
  );
  await timed("inbox, first page", "/admin");
  await timed("inbox, sorted by name", "/admin?sort=name&dir=asc");
  await timed("inbox, a search", "/admin?q=number%2077777");
  await timed("inbox, page 2,000", "/admin?page=2000");
  for (const format of ["csv", "json"]) {
    const idle = rssOf();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf())), 20);
    started = performance.now();
    const res = await fetch(`${server.url}/admin/export.${format}`, { headers });
    const reader = res.body!.getReader();
    let first = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = ms(started);
      bytes += value.length;
    }
    clearInterval(sampler);
    console.log(
      `  export.${format.padEnd(4)} ${(bytes / 1024 / 1024).toFixed(1)} MB (${res.headers.get("transfer-encoding") ?? "not chunked"})`.padEnd(38) +
        ` first byte ${fmt(first)}, last ${fmt(ms(started))}; server RSS ${idle.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
