/**
 * How long a publish takes to reach visitors (docs/measurements.md, "Publishing"): starts a production
 * server (two with DATABASE_URL, on one PostgreSQL), adds an editor, changes the web service's price in
 * the site editor and publishes it, then times until /services/web shows the new price on every server.
 * Prints the figures; a measurement, not a test. Needs a build (`npm run build`).
 *   node scripts/publish-timing.ts [--runs N]
 */
import { parseArgs } from "node:util";
import { addEditor, publishPrice, signIn } from "./lib/editor-client.ts";
import { startServer, type RunningServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const account = { email: "editor@example.com", password: "publish timing password" };

async function until(url: string, text: string, started: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${url}/services/web`)).text();
    if (html.includes(text)) return performance.now() - started;
    if (performance.now() - started > 120_000) throw new Error(`${url} did not show the new price within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const servers: RunningServer[] = [];
try {
  const serverEnv = process.env.VERBOSE ? { env: { LOG_LEVEL: "info" } } : {};
  servers.push(await startServer(serverEnv));
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: servers[0]!.dataDir };
  if (databaseUrl) servers.push(await startServer(serverEnv));
  await addEditor(account, env);
  const cookie = await signIn(servers[0]!.url, account);
  console.log(`publish timing: ${databaseUrl ? "two servers on PostgreSQL" : "one server on the embedded database"}, ${runs} runs`);
  for (let run = 1; run <= runs; run++) {
    const price = `Starting at $${5000 + run * 500 + Math.floor(Math.random() * 100)}`;
    const started = performance.now();
    await publishPrice(servers[0]!.url, cookie, price);
    const answered = performance.now() - started;
    const seen = await Promise.all(servers.map((server) => until(server.url, price.replace("$", "$"), started)));
    console.log(
      `  run ${run}: publish answered in ${(answered / 1000).toFixed(1)} s; new price on ${seen.map((ms, i) => `server ${i + 1} after ${(ms / 1000).toFixed(1)} s`).join(", ")}`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
