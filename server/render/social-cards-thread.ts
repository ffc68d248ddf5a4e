/**
 * Social cards drawn on a thread of its own, started for one render's images and ended when they are
 * drawn (social-cards.worker.ts): satori's WebAssembly layout engine, its parsed fonts and resvg's
 * buffers — 60–85 MB resident on the server's thread once loaded, and kept — go back to the system
 * with the thread, and laying cards out no longer takes the server's event loop (decision 037).
 */
import { Worker } from "node:worker_threads";
import type { ImageToDraw } from "./social-card-drawing.ts";

/**
 * The thread's old space: several times what drawing the largest allowed publish's cards holds (satori's
 * own memory is WebAssembly's, outside it); past it the render fails, the server does not.
 */
export const socialCardsHeapMb = 64;

export interface SocialCardsRequest {
  images: ImageToDraw[];
  /** Rasterisations at once (resvg works on its own threads). */
  concurrency: number;
}

export type SocialCardsReply = { pngs: Uint8Array<ArrayBuffer>[] } | { error: string };

/** Draws the images on a new thread, in their order, and ends the thread before answering. */
export async function drawOnThread(images: ImageToDraw[], concurrency: number): Promise<Buffer[]> {
  const workerFile = import.meta.url.endsWith(".ts") ? "./social-cards.worker.ts" : "./social-cards.worker.mjs";
  const worker = new Worker(new URL(workerFile, import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: socialCardsHeapMb } });
  try {
    const reply = await new Promise<SocialCardsReply>((resolve, reject) => {
      worker.once("message", resolve);
      // An error in the thread (running out of its heap among them) fails the render, never the process.
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the social cards thread ended (exit code ${code})`)));
      worker.postMessage({ images, concurrency } satisfies SocialCardsRequest);
    });
    if ("error" in reply) throw new Error(reply.error);
    return reply.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  } catch (error) {
    throw new Error(`the social cards could not be drawn (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  } finally {
    await worker.terminate();
  }
}
