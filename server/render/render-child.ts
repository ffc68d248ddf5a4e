/**
 * A short-lived child process for one step of a render (decisions 045 and 047): what a step's libraries
 * and garbage take — satori's WebAssembly and resvg's native allocator for the social cards, beasties'
 * per-page objects for critical CSS — goes back to the system when the process exits, which neither a
 * worker thread's end nor a garbage collection does. The child answers one request at a time over IPC;
 * a child that dies, runs out of its bounded heap or outlives the step's deadline fails the request with
 * a one-line message, and the server lives on.
 */
import { fork } from "node:child_process";

export interface RenderChild<Request, Reply> {
  /** Sends one request and waits for its reply; one at a time (a call while another is pending throws). */
  ask(request: Request): Promise<Reply>;
  /** Ends the process (if the child has not already exited) and waits until it has. */
  close(): Promise<void>;
}

export interface RenderChildOptions {
  /** The child's module beside this file, without its extension: `social-cards.child` runs social-cards.child.ts (.mjs when bundled). */
  module: string;
  /** What the child is, for messages: "the drawing process". */
  name: string;
  /** The child's old space in MB: past it the request fails, the server does not. */
  heapMb: number;
  /** A request that takes longer than this (hung, or a machine far past busy) fails rather than holding the render. */
  timeoutMs: number;
}

/** The last line the child wrote to stderr, on one line and short: the render's message, never the server's log format broken. */
function lastLine(text: string): string {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? "").replace(/[\p{Cc}]/gu, " ").slice(0, 300);
}

/** Starts the child. It exits by itself when the server goes away (`disconnect`), so a killed server leaves nothing running. */
export function startRenderChild<Request, Reply>({ module, name, heapMb, timeoutMs }: RenderChildOptions): RenderChild<Request, Reply> {
  const childFile = import.meta.url.endsWith(".ts") ? `./${module}.ts` : `./${module}.mjs`;
  const child = fork(new URL(childFile, import.meta.url), [], {
    // Not the parent's flags (a test runner's, say): the server's own memory settings and a bounded heap.
    execArgv: ["--max-semi-space-size=4", "--liftoff-only", `--max-old-space-size=${heapMb}`],
    // Buffers and typed arrays travel as bytes, not JSON.
    serialization: "advanced",
    // stderr is kept, not inherited, so a crash in the child reaches the log as the render's one-line message.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4096);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | undefined;
  let ended: Error | undefined;
  const fail = (error: Error) => {
    ended ??= error;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(error);
    pending = undefined;
  };
  child.on("message", (reply) => {
    const asked = pending;
    pending = undefined;
    if (!asked) return;
    clearTimeout(asked.timer);
    asked.resolve(reply as Reply);
  });
  child.once("error", fail);
  child.once("exit", (code, signal) => {
    const said = lastLine(stderr);
    fail(new Error(`${name} ended (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ""}`));
  });
  return {
    ask(request) {
      if (ended) return Promise.reject(ended);
      if (pending) throw new Error(`${name} takes one request at a time`);
      return new Promise<Reply>((resolve, reject) => {
        const timer = setTimeout(() => fail(new Error(`took longer than ${timeoutMs / 1000} s`)), timeoutMs);
        pending = { resolve, reject, timer };
        child.send(request as object);
      });
    },
    async close() {
      ended ??= new Error(`${name} was closed`);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
