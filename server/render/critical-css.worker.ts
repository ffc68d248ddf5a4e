/**
 * The critical CSS step's own thread (critical-css-thread.ts): beasties parses the whole stylesheet and
 * the page for every page it inlines, megabytes of short-lived objects per page that the server's
 * small young generation promotes, so on the server's thread they piled up as ~90 MB of old-space
 * garbage during a large publish. Here they live in a heap of their own, bounded, and gone with the thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { criticalCssInliner } from "./critical-css.ts";
import type { CriticalCssReply, CriticalCssRequest } from "./critical-css-thread.ts";

const stylesheets = workerData as Record<string, string>;
const inline = criticalCssInliner((urlPath) => stylesheets[urlPath]);
const port = parentPort!;

port.on("message", async ({ html, name }: CriticalCssRequest) => {
  let reply: CriticalCssReply;
  try {
    reply = { html: await inline(html, name) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
