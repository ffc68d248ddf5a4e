/**
 * How long the render pipeline (server/render/render-site.ts) takes to redo the whole site on this
 * machine, as a publish would: every page, feed and special page re-rendered from the built server, with
 * the previous render at hand (cards unchanged, so reused). Printed twice: as a publish of a change that
 * leaves most pages' bytes alone (their critical CSS and compression reused), as one that changes every
 * page (all HTML through beasties and brotli 11 again), and the same at a quick brotli quality first.
 * With the server's default concurrency (all cores but one). Needs a build.
 *
 *   node scripts/render-timing.ts [--runs 3]
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { prerenderPaths } from "../app/lib/pages/site-paths.ts";
import { loadRenderedSite, renderSite, type RenderedSite } from "../server/render/render-site.ts";
import { cardsToDraw } from "../server/render/social-cards.ts";

interface Figure {
  total: number;
  cpuSeconds: number;
}

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
const built = loadRenderedSite(buildDir);

async function timedRender(label: string, previous: RenderedSite | Pick<RenderedSite, "files" | "images">, brotliQuality?: number) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const rendered = await renderSite({
    build,
    clientDir: path.join(buildDir, "client"),
    paths: prerenderPaths,
    cards: cardsToDraw(),
    context: () => new RouterContextProvider(),
    previous,
    brotliQuality,
  });
  const total = (performance.now() - started) / 1000;
  // CPU time of every thread of the process (brotli and resvg run on libuv's): what the render costs on an idle machine.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const steps = rendered.timings.map(({ step, seconds, summary }) => `${step} ${seconds.toFixed(2)} s (${summary})`).join("; ");
  console.log(`${label}: ${total.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU — ${steps}`);
  return { total, cpuSeconds };
}

const runs = Number(values.runs);
/** A publish's quick first compression (then finishCompression at 11 in the background). */
const quickBrotli = 5;
const results = { unchanged: [] as Figure[], everyPage: [] as Figure[], quick: [] as Figure[] };
for (let run = 0; run < runs; run++) {
  results.unchanged.push(await timedRender("full re-render, pages' bytes unchanged", built));
  // The pages left out of the previous render: every page's HTML is compressed again, as after a change to the footer.
  const assetsOnly = built.files.filter((file) => !file.path.endsWith(".html"));
  // (no pageKeys either, so every page goes through beasties again)
  results.everyPage.push(await timedRender("full re-render, every page changed    ", { files: assetsOnly, images: built.images }));
  results.quick.push(await timedRender("every page changed, brotli 5 first    ", { files: assetsOnly, images: built.images }, quickBrotli));
}
const median = (list: Figure[]) => {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return `${middle(list.map((figure) => figure.total)).toFixed(2)} s (${middle(list.map((figure) => figure.cpuSeconds)).toFixed(2)} s CPU)`;
};
console.log(
  `render timing (${prerenderPaths.length} pages and files + special pages, cards reused), median of ${runs}: ` +
    `${median(results.unchanged)} when the pages' bytes are unchanged, ${median(results.everyPage)} when every page changed, ${median(results.quick)} when every page changed at brotli ${quickBrotli} first ` +
    `(goal: publish visible within 10 s)`,
);
