/**
 * What large uploads cost the server (issue 32, item 6; a script with printed figures, not a timed test):
 * starts the production server on a fresh data folder, adds an editor, and through the media page's
 * own form uploads four different 6300 × 6300 PNGs (about 120 KB each: a small file, a big picture) at
 * once, then the same four again (duplicates). Prints each answer, the time, and the server's resident
 * memory before, its peak (the kernel's VmHWM) and after each round.
 *
 *   npm run build && npm run upload-memory [-- --uploads 4 --side 6300]
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { addEditor, signIn } from "./lib/editor-client.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { uploads: { type: "string", default: "4" }, side: { type: "string", default: "6300" } } });
const uploads = Math.max(1, Number(values.uploads) || 4);
const side = Math.max(16, Number(values.side) || 6300);
const account = { email: "upload-memory@example.com", password: "upload memory password" };

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(/\d+/.exec(status.split("\n").find((line) => line.startsWith(name)) ?? "")?.[0] ?? 0);
  return { rss: kb("VmRSS:") / 1024, peak: kb("VmHWM:") / 1024 };
}

/** A flat-coloured PNG of `side` × `side` pixels with one line of noise: each seed gives different bytes. */
async function largePng(seed: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: side, height: 1, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: (seed * 53) % 256, g: 90, b: 140 } } })
    .composite([{ input: noise, top: seed % side, left: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** One upload through the media page's form, as a browser posts it; the answer's status (and Retry-After). */
async function upload(url: string, cookie: string, csrf: string, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("intent", "upload");
  form.set("alt", `A large test picture (${name})`);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const res = await fetch(`${url}/admin/media`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: url }, body: form });
  await res.arrayBuffer();
  const location = res.headers.get("location") ?? "";
  const outcome = /done=(\w+)/.exec(location)?.[1];
  return outcome ? `${res.status} ${outcome}` : `${res.status}${res.headers.get("retry-after") ? ` (Retry-After ${res.headers.get("retry-after")})` : ""}`;
}

const server = await startServer();
try {
  await addEditor(account, { DATA_DIR: server.dataDir, DATABASE_URL: "" });
  const cookie = await signIn(server.url, account);
  const page = await (await fetch(`${server.url}/admin/media`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]*)"/.exec(page)?.[1];
  if (!csrf) throw new Error("the media page has no CSRF field: is the account an editor?");
  const files = await Promise.all(Array.from({ length: uploads }, (_, i) => largePng(i + 1)));
  const pid = server.process.pid!;
  console.log(
    `upload memory: ${uploads} PNGs of ${side} × ${side} px (${files.map((file) => `${Math.round(file.length / 1024)} KB`).join(", ")}) at once, production server`,
  );
  console.log(`  RSS before: ${memoryOf(pid).rss.toFixed(0)} MB (peak so far ${memoryOf(pid).peak.toFixed(0)} MB)`);
  for (const round of ["new files", "the same files again"]) {
    const started = performance.now();
    const answers = await Promise.all(files.map((bytes, i) => upload(server.url, cookie, csrf, `large-${i + 1}.png`, bytes)));
    const seconds = (performance.now() - started) / 1000;
    const { rss, peak } = memoryOf(pid);
    console.log(`  ${round}: answers ${answers.join(", ")} in ${seconds.toFixed(1)} s; peak RSS ${peak.toFixed(0)} MB, RSS after ${rss.toFixed(0)} MB`);
  }
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
