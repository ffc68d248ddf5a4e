/**
 * Critical CSS (critical-css.ts) on a thread of its own, started for one render and ended with it
 * (critical-css.worker.ts): the garbage beasties makes per page stays in that thread's bounded heap
 * instead of growing the server's, and goes back to the system when the render ends. Pages go one at a
 * time, so the thread holds one page whatever the size of the site (docs/decisions/036).
 */
import { Worker } from "node:worker_threads";

/** The thread's old space: several times what the largest allowed page needs; past it the render fails, the server does not. */
export const criticalCssHeapMb = 64;

export interface CriticalCssRequest {
  html: string;
  name: string;
}

export type CriticalCssReply = { html: string } | { error: string };

export interface CriticalCssThread {
  /** The page with its critical CSS inlined; one page at a time (a call while another is pending throws). */
  inline(html: string, name: string): Promise<string>;
  /** Ends the thread; its heap goes with it. */
  close(): Promise<void>;
}

/** Starts the thread with the site's stylesheets by URL path ("/assets/root-….css" → its text). */
export function startCriticalCssThread(stylesheets: Record<string, string>): CriticalCssThread {
  const workerFile = import.meta.url.endsWith(".ts") ? "./critical-css.worker.ts" : "./critical-css.worker.mjs";
  const worker = new Worker(new URL(workerFile, import.meta.url), { workerData: stylesheets, resourceLimits: { maxOldGenerationSizeMb: criticalCssHeapMb } });
  let pending: { name: string; resolve: (html: string) => void; reject: (error: Error) => void } | undefined;
  let ended: Error | undefined;
  const fail = (error: Error) => {
    ended ??= error;
    pending?.reject(new Error(`${pending.name}: critical CSS failed (${error.message})`, { cause: error }));
    pending = undefined;
  };
  worker.on("message", (reply: CriticalCssReply) => {
    const page = pending;
    pending = undefined;
    if (!page) return;
    if ("error" in reply) page.reject(new Error(reply.error));
    else page.resolve(reply.html);
  });
  // An error in the thread (running out of its heap among them) fails the render, never the process.
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the critical CSS thread ended (exit code ${code})`)));
  return {
    inline(html, name) {
      if (ended) return Promise.reject(new Error(`${name}: critical CSS failed (${ended.message})`));
      if (pending) throw new Error("the critical CSS thread takes one page at a time");
      return new Promise((resolve, reject) => {
        pending = { name, resolve, reject };
        worker.postMessage({ html, name } satisfies CriticalCssRequest);
      });
    },
    async close() {
      ended ??= new Error("the critical CSS thread was closed");
      await worker.terminate();
    },
  };
}
