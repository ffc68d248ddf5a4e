/**
 * Critical CSS (critical-css.ts) in a child process of its own, started for one render and ended with
 * it (critical-css.child.ts, through render-child.ts; decision 047). beasties makes megabytes of
 * short-lived objects per page; on the server's thread they piled up as ~90 MB of old-space garbage
 * during a large publish (decision 036), and on a worker thread of their own the server's RSS still kept
 * ~60 MB of it after the thread ended. A process's exit gives all of it back. Pages go one at a time,
 * so the child holds one page whatever the size of the site.
 */
import { startRenderChild } from "./render-child.ts";

/** The child's old space: several times what the largest allowed page needs; past it the render fails, the server does not. */
export const criticalCssHeapMb = 64;

/** One page's inlining that takes longer than this fails the render rather than holding it. */
export const criticalCssTimeoutMs = 60_000;

/** The first message: the site's stylesheets by URL path ("/assets/root-….css" → its text). */
export interface CriticalCssStylesheets {
  stylesheets: Record<string, string>;
}

export interface CriticalCssRequest {
  html: string;
  name: string;
}

export type CriticalCssReply = { html: string } | { error: string };

export interface CriticalCssProcess {
  /** The page with its critical CSS inlined; one page at a time (a call while another is pending throws). */
  inline(html: string, name: string): Promise<string>;
  /** Ends the process; its memory goes with it. */
  close(): Promise<void>;
}

/** Starts the process with the site's stylesheets by URL path. */
export function startCriticalCssProcess(stylesheets: Record<string, string>): CriticalCssProcess {
  const child = startRenderChild<CriticalCssStylesheets | CriticalCssRequest, CriticalCssReply | { ready: true }>({
    module: "critical-css.child",
    name: "the critical CSS process",
    heapMb: criticalCssHeapMb,
    timeoutMs: criticalCssTimeoutMs,
  });
  let ready: Promise<unknown> | undefined;
  let busy = false;
  return {
    inline(html, name) {
      if (busy) throw new Error("the critical CSS process takes one page at a time");
      busy = true;
      const page = async () => {
        try {
          ready ??= child.ask({ stylesheets });
          await ready;
          const reply = (await child.ask({ html, name })) as CriticalCssReply;
          if ("error" in reply) throw new Error(reply.error);
          return reply.html;
        } catch (error) {
          if (error instanceof Error && error.message.startsWith(`${name}: `)) throw error;
          throw new Error(`${name}: critical CSS failed (${error instanceof Error ? error.message : String(error)})`, { cause: error });
        } finally {
          busy = false;
        }
      };
      return page();
    },
    close: () => child.close(),
  };
}
