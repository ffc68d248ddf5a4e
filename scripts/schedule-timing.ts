/**
 * How late a scheduled publish goes live, and how soon the CDN hears of it (docs/measurements.md,
 * "Publishing"): starts a production server (two with DATABASE_URL, on one PostgreSQL) with
 * PUBLISH_WEBHOOK_URL pointing at a receiver of the script's own, adds an editor, schedules the web
 * service's price for the next whole minute at least 30 s away (in the company's time zone, through the
 * editor's form), then times from that minute until /services/web shows the new price on every server
 * and until the signed hook arrives. Prints the figures; a measurement, not a test. Needs a build.
 *   node scripts/schedule-timing.ts [--runs N]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { z } from "zod";
import { contentDocuments } from "../app/content/documents.ts";
import { formEntries, type JsonSchema } from "../app/lib/editor/document-form.ts";
import { instantToZoned } from "../app/lib/contracts/zoned-time.ts";
import { verifyHookSignature } from "../server/content/publish-hook.ts";
import { addEditor, signIn } from "./lib/editor-client.ts";
import { startServer, type RunningServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "2" } } });
const runs = Math.max(1, Number(values.runs) || 2);
const account = { email: "scheduler@example.com", password: "schedule timing password" };
const secret = "schedule-timing-secret-0123456789";
const timeZone = contentDocuments.site.shipped.site.timeZone;

interface Hook {
  at: number;
  paths: string[];
  signed: boolean;
  versions: unknown;
}
const hooks: Hook[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  req.on("end", () => {
    const parsed = JSON.parse(body) as { paths: string[]; versions: unknown };
    const signed = verifyHookSignature({
      secret,
      body,
      timestamp: req.headers["x-vesper-timestamp"] as string,
      signature: req.headers["x-vesper-signature"] as string,
    });
    hooks.push({ at: Date.now(), paths: parsed.paths, signed, versions: parsed.versions });
    res.writeHead(signed ? 204 : 401).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;

async function schedulePrice(url: string, cookie: string, price: string, local: string): Promise<void> {
  const data = structuredClone(contentDocuments.services.shipped);
  data.serviceDetails.web.pricing = price;
  const schema = z.toJSONSchema(contentDocuments.services.schema, { unrepresentable: "any" }) as JsonSchema;
  const page = await (await fetch(`${url}/admin/content/services`, { headers: { Cookie: cookie } })).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? "";
  const body = new URLSearchParams([
    ...formEntries(schema, data),
    ["csrf", hidden("csrf")],
    ["_revision", hidden("_revision")],
    ["_version", hidden("_version")],
    ["_scheduleAt", local],
    ["intent", "schedule"],
  ]);
  const res = await fetch(`${url}/admin/content/services`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body,
  });
  if (res.status !== 303) throw new Error(`scheduling answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

async function until(url: string, text: string, from: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`${url}/services/web`)).text();
    if (html.includes(text)) return Date.now() - from;
    if (Date.now() - from > 180_000) throw new Error(`${url} did not show the new price within 180 s of its time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const servers: RunningServer[] = [];
try {
  const serverEnv = { env: { PUBLISH_WEBHOOK_URL: hookUrl, PUBLISH_WEBHOOK_SECRET: secret, LOG_LEVEL: "info" }, captureLogs: true };
  servers.push(await startServer(serverEnv));
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: servers[0]!.dataDir };
  if (databaseUrl) servers.push(await startServer(serverEnv));
  await addEditor(account, env);
  const cookie = await signIn(servers[0]!.url, account);
  console.log(`schedule timing: ${databaseUrl ? "two servers on PostgreSQL" : "one server on the embedded database"}, ${runs} runs, time zone ${timeZone}`);
  for (let run = 1; run <= runs; run++) {
    const price = `Starting at $${7000 + run * 500 + Math.floor(Math.random() * 100)}`;
    const at = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    const hooksBefore = hooks.length;
    await schedulePrice(servers[0]!.url, cookie, price, instantToZoned(new Date(at), timeZone));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 2_000)));
    const seen = await Promise.all(servers.map((server) => until(server.url, price, at)));
    while (hooks.length === hooksBefore && Date.now() - at < 120_000) await new Promise((resolve) => setTimeout(resolve, 100));
    const hook = hooks[hooksBefore];
    const renders = servers.flatMap((server) => server.logs.filter((line) => line.includes("scheduled publish made")).slice(-1));
    console.log(
      `  run ${run}: new price on ${seen.map((ms, i) => `server ${i + 1} ${(ms / 1000).toFixed(1)} s`).join(", ")} after its time; ` +
        (hook
          ? `hook ${((hook.at - at) / 1000).toFixed(1)} s after, ${hook.signed ? "signature valid" : "SIGNATURE INVALID"}, ${hook.paths.length} paths (${hook.paths.slice(0, 6).join(", ")}${hook.paths.length > 6 ? ", …" : ""})`
          : "no hook") +
        (renders.length > 0
          ? `; ${renders.map((line) => JSON.parse(line).msg + " " + JSON.stringify(JSON.parse(line).lateSeconds) + " s late").join("; ")}`
          : ""),
    );
  }
  const stepLines = servers[0]!.logs
    .filter((line) => line.includes("content: render:"))
    .slice(-8)
    .map((line) => `    ${JSON.parse(line).msg}`);
  console.log(`  the last publish's render steps on server 1:\n${stepLines.join("\n")}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  receiver.close();
}
