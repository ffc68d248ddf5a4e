/**
 * Social cards drawn in a short-lived child process of their own, started for one render's images and
 * ended when they are drawn (social-cards.child.ts). satori's WebAssembly and resvg's native allocator
 * keep 60–85 MB resident once used, outside any V8 heap, so neither a thread's end nor a garbage
 * collection gives it back (decision 037); a process's exit does. The server's footprint after a publish
 * is then what it was before it, and the drawing's peak is the child's, not the server's.
 */
import { fork } from "node:child_process";
import type { ImageToDraw } from "./social-card-drawing.ts";

/** The child's old space: several times what drawing the largest allowed publish's cards holds; past it the render fails, the server does not. */
export const socialCardsHeapMb = 128;

/** A drawing that takes longer than this (hung, or a machine far past busy) fails the render rather than holding it. */
export const socialCardsTimeoutMs = 5 * 60_000;

export interface SocialCardsRequest {
  images: ImageToDraw[];
  /** Rasterisations at once (resvg works on its own threads). */
  concurrency: number;
}

export type SocialCardsReply = { pngs: Uint8Array[] } | { error: string };

/** The last line the child wrote to stderr, on one line and short: the render's message, never the server's log format broken. */
function lastLine(text: string): string {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? "").replace(/[\p{Cc}]/gu, " ").slice(0, 300);
}

/** Draws the images in a new process, in their order, and has it exit before answering. */
export async function drawInChildProcess(images: ImageToDraw[], concurrency: number): Promise<Buffer[]> {
  const childFile = import.meta.url.endsWith(".ts") ? "./social-cards.child.ts" : "./social-cards.child.mjs";
  const child = fork(new URL(childFile, import.meta.url), [], {
    // Not the parent's flags (a test runner's, say): the server's own memory settings and a bounded heap.
    execArgv: ["--max-semi-space-size=4", "--liftoff-only", `--max-old-space-size=${socialCardsHeapMb}`],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4096);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const reply = await new Promise<SocialCardsReply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`took longer than ${socialCardsTimeoutMs / 1000} s`)), socialCardsTimeoutMs);
      child.once("message", (message) => {
        clearTimeout(timer);
        resolve(message as SocialCardsReply);
      });
      // The child failing (out of its heap, a crash in a native library) fails the render, never the server.
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        const said = lastLine(stderr);
        reject(new Error(`the drawing process ended (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ""}`));
      });
      child.send({ images, concurrency } satisfies SocialCardsRequest);
    });
    if ("error" in reply) throw new Error(reply.error);
    return reply.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  } catch (error) {
    throw new Error(`the social cards could not be drawn (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  }
}
