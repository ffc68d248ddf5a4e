/**
 * How long a publish takes to reach visitors (README "Tests and measurements"): starts a production
 * server (two with DATABASE_URL, on one PostgreSQL), adds an editor, changes the web service's price in
 * the site editor and publishes it, then times until /services/web shows the new price on every server.
 * Prints the figures; a measurement, not a test. Needs a build (`npm run build`).
 *   node scripts/publish-timing.ts [--runs N]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { contentDocuments } from "../app/content/documents.ts";
import { formEntries, type JsonSchema } from "../app/lib/document-form.ts";
import { startServer, type RunningServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Math.max(1, Number(values.runs) || 3);
const root = path.resolve(import.meta.dirname, "..");
const password = "publish timing password";
const email = "editor@example.com";

function cli(args: string[], env: NodeJS.ProcessEnv, input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "admin.ts"), ...args], { env: { ...process.env, ...env }, stdio: ["pipe", "ignore", "inherit"] });
    child.stdin.end(input);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`admin ${args[0]} exited with ${code}`))));
  });
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

const schema = z.toJSONSchema(contentDocuments.services.schema, { unrepresentable: "any" }) as JsonSchema;

async function publishPrice(url: string, cookie: string, price: string): Promise<void> {
  const page = await (await fetch(`${url}/admin/content/services`, { headers: { Cookie: cookie } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
  const data = structuredClone(contentDocuments.services.shipped);
  data.serviceDetails.web.pricing = price;
  const body = new URLSearchParams([...formEntries(schema, data), ["csrf", hidden("csrf")], ["_revision", hidden("_revision")], ["_version", hidden("_version")], ["intent", "publish"]]);
  const res = await fetch(`${url}/admin/content/services`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body,
  });
  if (res.status !== 303) throw new Error(`publish answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

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
  await cli(["add-user", email, "--role", "owner", "--role", "editor", "--password-stdin"], env, `${password}\n`).catch(() =>
    cli(["set-roles", email, "--role", "owner", "--role", "editor"], env, ""),
  );
  const cookie = await signIn(servers[0]!.url);
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
