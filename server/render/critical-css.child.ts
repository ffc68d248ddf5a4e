/**
 * The critical CSS step's own process (critical-css-process.ts): first the site's stylesheets, then one
 * page at a time, each answered with its critical CSS inlined. The render ends it when the step ends,
 * and beasties' garbage goes with it (decision 047).
 */
import { criticalCssInliner } from "./critical-css.ts";
import type { CriticalCssReply, CriticalCssRequest, CriticalCssStylesheets } from "./critical-css-process.ts";

// The server gone (killed, restarted) ends this process too.
process.once("disconnect", () => process.exit(0));

let inline: ((html: string, name: string) => Promise<string>) | undefined;

process.on("message", async (message: CriticalCssStylesheets | CriticalCssRequest) => {
  if ("stylesheets" in message) {
    const { stylesheets } = message;
    inline = criticalCssInliner((urlPath) => stylesheets[urlPath]);
    process.send?.({ ready: true });
    return;
  }
  let reply: CriticalCssReply;
  try {
    if (!inline) throw new Error("no stylesheets were sent first");
    reply = { html: await inline(message.html, message.name) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
