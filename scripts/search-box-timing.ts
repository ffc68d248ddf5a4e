/**
 * The header search's answer time on a slow phone (issue 37, decision 041; docs/measurements.md): in
 * Chromium at 390 px with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), times from the first
 * keystroke to the results listbox on screen — on first use, with nothing cached (`/` focuses the field,
 * which starts fetching the on-demand chunk and the index, and the first letter follows at once: the
 * worst case), and once loaded (a keystroke that changes the results). Also prints the bytes the first
 * use fetched. Prints figures; a measurement, not a test. Needs a build (`npm run build`).
 *   node scripts/search-box-timing.ts [--runs N] [--rate 4]
 */
import { chromium } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromiumArgs } from "../playwright.config.ts";
import { startServer } from "./lib/start-server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, rate: { type: "string", default: "4" } } });
const runs = Math.max(1, Number(values.runs) || 5);
const rate = Math.max(1, Number(values.rate) || 4);

/** In every document: when a letter is first typed, and when the listbox is next on screen with options after a keystroke. */
function instrument() {
  const marks = { keydown: 0, shown: 0 };
  (window as unknown as { __searchMarks: typeof marks }).__searchMarks = marks;
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key.length === 1 && event.key !== "/") {
        marks.keydown = performance.now();
        marks.shown = 0;
      }
    },
    true,
  );
  new MutationObserver(() => {
    const listbox = document.querySelector<HTMLElement>("[role=listbox]");
    const popup = listbox?.parentElement;
    if (!marks.keydown || marks.shown || !listbox?.children.length || !popup || popup.hidden) return;
    // On screen: the frame after the change has been painted.
    requestAnimationFrame(() => setTimeout(() => (marks.shown ||= performance.now())));
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden"] });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
const first: number[] = [];
const warm: number[] = [];
let fetched = "";
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const bytes = new Map<string, number>();
    cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => bytes.set(event.requestId, event.encodedDataLength));
    const urls = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string } }) =>
      urls.set(event.requestId, new URL(event.request.url).pathname),
    );
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await page.locator('[data-island="site-search"][data-island-ready]').first().waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const before = new Set(bytes.keys());

    const marks = () => page.evaluate(() => (window as unknown as { __searchMarks: { keydown: number; shown: number } }).__searchMarks);
    const answered = async () => {
      await page.waitForFunction(() => (window as unknown as { __searchMarks: { shown: number } }).__searchMarks.shown > 0, undefined, { timeout: 60_000 });
      const { keydown, shown } = await marks();
      return shown - keydown;
    };
    await page.keyboard.press("/");
    await page.keyboard.type("r");
    first.push(await answered());
    await page.keyboard.type("efund");
    await page.waitForTimeout(300);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.keyboard.type("c");
    warm.push(await answered());

    if (!fetched) {
      fetched = [...bytes]
        .filter(([id]) => !before.has(id))
        .map(([id, size]) => `${urls.get(id)} ${(size / 1024).toFixed(1)} KB`)
        .join(", ");
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const [load1] = os.loadavg();
console.log(`header search, 390 px, CPU ${rate}× slower, ${runs} runs (machine load average ${load1?.toFixed(1)} on ${os.cpus().length} cores)`);
console.log(`first use (chunk and index fetched, nothing cached): first keystroke to results ${ms(median(first))} median, ${ms(Math.max(...first))} worst`);
console.log(`index loaded: keystroke to new results ${ms(median(warm))} median, ${ms(Math.max(...warm))} worst`);
console.log(`fetched on first use (as transferred): ${fetched}`);
