/**
 * The largest publish the content limits allow, against a running production server (issue 32;
 * docs/decisions/021): starts one on the embedded database (on PostgreSQL with DATABASE_URL), adds an
 * editor, and publishes the largest allowed news document through the editor's form — 40 articles,
 * each a page and a social card, 256 KB — then a second one, different throughout, scheduled for now.
 * Meanwhile it asks for the public site every 100 ms and reads the server's resident memory from /proc.
 * Prints each publish's time and the peak RSS against the footprint goal, and how the site answered.
 * A measurement, not a test. Needs a build (`npm run build`).
 *   node scripts/largest-publish.ts [--settle SECONDS] [--articles N (fewer than the limit, to compare)]
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { addEditor, publishDocument, signIn } from "./lib/editor-client.ts";
import { largestNewsDocument } from "./lib/largest-document.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { settle: { type: "string", default: "20" }, articles: { type: "string" } } });
const articles = values.articles === undefined ? undefined : Math.max(1, Number(values.articles) || 1);
const settleMs = Math.max(1, Number(values.settle) || 20) * 1000;
const account = { email: "largest@example.com", password: "largest publish password" };
/** The server's peak resident memory goal while it works (README "Footprint", npm run footprint). */
const peakGoalMb = 400;

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(/\d+/.exec(status.split("\n").find((line) => line.startsWith(name)) ?? "")?.[0] ?? 0);
  return { rss: kb("VmRSS:") / 1024, peak: kb("VmHWM:") / 1024 };
}

/** Asks for the public site every 100 ms until stopped: how many answered 200, how many did not, and the slowest. */
function watchSite(url: string) {
  const seen = { ok: 0, failed: 0, slowestMs: 0, failures: [] as string[] };
  let running = true;
  const paths = ["/", "/news", "/about", "/healthz"];
  const loop = (async () => {
    for (let turn = 0; running; turn++) {
      const started = performance.now();
      const path = paths[turn % paths.length]!;
      try {
        const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.ok) seen.ok++;
        else {
          seen.failed++;
          seen.failures.push(`${path} ${res.status}`);
        }
      } catch (error) {
        seen.failed++;
        seen.failures.push(`${path} ${error instanceof Error ? error.name : "error"}`);
      }
      seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
      return seen;
    },
  };
}

/** The processes the server started (the social cards' drawing process while a render draws): their pids (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Samples the server's RSS every 50 ms until stopped: the highest sample of the server alone, and of the
 * server with the processes it started at that moment (a render's social cards are drawn in a child
 * process of their own, decision 037): what the machine must hold for it.
 */
function watchMemory(pid: number) {
  let highest = 0;
  let highestWithChildren = 0;
  const timer = setInterval(() => {
    try {
      const own = memoryOf(pid).rss;
      let children = 0;
      for (const child of childrenOf(pid)) {
        try {
          children += memoryOf(child).rss;
        } catch {
          // it ended between the two reads
        }
      }
      highest = Math.max(highest, own);
      highestWithChildren = Math.max(highestWithChildren, own + children);
    } catch {
      // the process is gone: the site watch says so
    }
  }, 50);
  return { stop: () => (clearInterval(timer), { server: highest, withChildren: highestWithChildren }) };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const server = await startServer({ env: { DATABASE_URL: databaseUrl ?? "" } });
const pid = server.process.pid!;
try {
  await addEditor(account, databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: server.dataDir, DATABASE_URL: "" });
  const cookie = await signIn(server.url, account);
  const first = largestNewsDocument("A", articles);
  const second = largestNewsDocument("B", articles);
  const bytes = Buffer.byteLength(JSON.stringify(first));
  console.log(
    `largest publish: ${databaseUrl ? "PostgreSQL" : "the embedded database"}; news with ${first.newsItems.length} articles, ${(bytes / 1024).toFixed(0)} KB`,
  );
  const line = (label: string, value: string, goal = "") => console.log(`  ${label.padEnd(48)} ${value.padStart(16)}${goal ? `   goal ${goal}` : ""}`);
  line("RSS before", `${memoryOf(pid).rss.toFixed(0)} MB`);
  const printPeak = (what: string, peak: { server: number; withChildren: number }) => {
    line(`peak RSS, ${what} and ${settleMs / 1000} s after`, `${peak.server.toFixed(0)} MB`, `≤ ${peakGoalMb} MB`);
    line("  with the render's child processes beside it", `${peak.withChildren.toFixed(0)} MB`);
  };

  // Published now, through the editor's form.
  const site = watchSite(server.url);
  let memory = watchMemory(pid);
  let started = performance.now();
  const refused = await publishDocument(server.url, cookie, "news", first);
  if (refused !== undefined) throw new Error(`the publish was refused: ${/role="alert"[^>]*>([^<]*)/.exec(refused)?.[1] ?? "see the editor"}`);
  line("publish answered (rendered, stored, served)", `${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The brotli 11 pass after a quick publish, and its store, happen after the answer.
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  printPeak("publish", memory.stop());

  // Scheduled for now: the job queue's loop publishes it, as at a chosen time (the editor's form takes whole minutes).
  const client = databaseUrl
    ? new pg.Client({ connectionString: databaseUrl })
    : new pg.Client({ host: server.dataDir, port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  memory = watchMemory(pid);
  started = performance.now();
  const { rows } = await client.query<{ id: number }>(
    `insert into jobs (kind, message_id, payload, created_by, next_attempt_at, queued_at) values ('scheduled-publish', $1, $2, $3, now(), now()) returning id`,
    [`schedule:largest-${Date.now()}`, JSON.stringify({ documentId: "news", data: second }), account.email],
  );
  const job = rows[0]!.id;
  let status = "pending";
  await until("the scheduled publish", async () => {
    status = (await client.query<{ status: string }>("select status from jobs where id = $1", [job])).rows[0]!.status;
    return status !== "pending";
  });
  line("scheduled publish done (claimed, rendered, stored)", `${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (status !== "done") throw new Error(`the scheduled publish ended ${status}`);
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  printPeak("scheduled publish", memory.stop());
  await client.end();

  const seen = await site.stop();
  line("the server's peak RSS since it started (VmHWM)", `${memoryOf(pid).peak.toFixed(0)} MB`);
  line("RSS after", `${memoryOf(pid).rss.toFixed(0)} MB`);
  line("public pages asked for meanwhile", `${seen.ok} answered`, "all 200");
  line("  not answered 200", `${seen.failed}${seen.failures.length > 0 ? ` (${seen.failures.slice(0, 5).join(", ")})` : ""}`, "0");
  line("  slowest answer", `${seen.slowestMs.toFixed(0)} ms`);
  if (seen.failed > 0 || server.process.exitCode !== null) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
