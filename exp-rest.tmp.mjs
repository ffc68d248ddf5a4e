// Throwaway: does a per-page "rest" stylesheet (full minus the rules inlined) cut the recalc when it arrives?
import { chromium } from "@playwright/test";
import postcss from "postcss";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const root = "build/client";
const route = process.argv[2] ?? "/";
const rounds = Number(process.argv[3] ?? 5);
const file = path.join(root, route === "/" ? "index.html" : route + "/index.html");
const html = fs.readFileSync(file, "utf8");
const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(html)[1];
const full = fs.readFileSync(path.join(root, href), "utf8");
const critical = /<style>(@layer[\s\S]*?)<\/style>/.exec(html)[1];

const key = (node) => { const chain = []; for (let n = node.parent; n && n.type !== "root"; n = n.parent) chain.unshift(n.type === "atrule" ? `@${n.name} ${n.params}` : n.selector); return chain.join("|") + "|" + node.selector + "{" + node.nodes.map((d) => d.toString()).join(";"); };
const inlined = new Set();
postcss.parse(critical).walkRules((rule) => { inlined.add(key(rule)); inlined.add(rule.selector + "@" + (rule.parent.type==="atrule"?rule.parent.params:"")); });
const rest = postcss.parse(full);
let removed = 0, kept = 0;
rest.walkRules((rule) => {
  const inKeyframes = rule.parent?.type === "atrule" && /keyframes/.test(rule.parent.name);
  if (inKeyframes) return;
  if (inlined.has(key(rule)) || inlined.has(rule.selector + "@" + (rule.parent.type==="atrule"?rule.parent.params:""))) { rule.remove(); removed++; } else kept++;
});
// theme block and base rules on everything: the inline CSS has what the page reads
rest.walkRules((rule) => { if (/^(:root|:host|\*|html|body|::?before|::?after|::backdrop)/.test(rule.selector) && !(rule.parent?.type==="atrule" && rule.parent.name==="supports")) { rule.remove(); removed++; kept--; } });
let restCss = rest.toString();
restCss = restCss.replace(/@layer theme\{[^}]*\{\s*\}\s*\}/, "");
fs.writeFileSync("/tmp/exp/rest.css", restCss);
console.log(`full ${full.length} B, critical ${critical.length} B, rest ${restCss.length} B; rules removed ${removed}, kept ${kept}`);

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (url.pathname === href) { res.writeHead(200, { "content-type": "text/css", "cache-control": "no-store" }); return res.end(url.searchParams.has("rest") ? restCss : full); }
  let p = path.join(root, url.pathname);
  if (url.pathname.endsWith("/") ) p = path.join(p, "index.html"); else if (!path.extname(p)) p = path.join(p, "index.html");
  if (!fs.existsSync(p)) { res.writeHead(404); return res.end(); }
  let body = fs.readFileSync(p);
  if (p.endsWith(".html") && url.searchParams.has("rest")) body = Buffer.from(body.toString().replace(href, href + "?rest"));
  if (p.endsWith(".html") && url.searchParams.has("none")) body = Buffer.from(body.toString().replace(`<link rel="stylesheet" href="${href}">`, ""));
  const type = { ".html": "text/html", ".css": "text/css", ".js": "text/javascript", ".woff2": "font/woff2", ".svg": "image/svg+xml", ".avif": "image/avif", ".webp": "image/webp", ".png": "image/png", ".jpg": "image/jpeg" }[path.extname(p)] ?? "application/octet-stream";
  res.writeHead(200, { "content-type": type, "cache-control": "no-store" }); res.end(body);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
async function measure(query) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReturnAsStream" });
  await page.goto(base + route + query, { waitUntil: "load" });
  await page.waitForTimeout(1500);
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  const { stream } = await done;
  let data = ""; for (;;) { const chunk = await cdp.send("IO.read", { handle: stream }); data += chunk.data; if (chunk.eof) break; }
  const events = JSON.parse(data).traceEvents ?? JSON.parse(data);
  const sum = (name) => events.filter((e) => e.name === name && e.ph === "X").reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const tasks = events.filter((e) => e.name === "RunTask" && e.ph === "X" && e.dur > 50000).map((e) => e.dur / 1000);
  const tbt = tasks.reduce((s, d) => s + d - 50, 0);
  await context.close();
  return { recalc: sum("UpdateLayoutTree"), layout: sum("Layout"), tbt, long: tasks.map((d) => Math.round(d)).join(",") };
}
for (let i = 0; i < rounds; i++) {
  for (const [name, q] of [["full", ""], ["rest", "?rest"], ["none", "?none"]]) {
    const r = await measure(q);
    console.log(`${name.padEnd(5)} recalc ${r.recalc.toFixed(0).padStart(5)} ms  layout ${r.layout.toFixed(0).padStart(5)} ms  tbt ${r.tbt.toFixed(0).padStart(4)}  long [${r.long}]`);
  }
}
await browser.close(); server.close();
