/**
 * Social cards drawn in a short-lived child process of their own, started for one render's images and
 * ended when they are drawn (social-cards.child.ts, through render-child.ts). satori's WebAssembly and
 * resvg's native allocator keep 60–85 MB resident once used, outside any V8 heap, so neither a thread's
 * end nor a garbage collection gives it back (decision 037); a process's exit does. The server's
 * footprint after a publish is then what it was before it, and the drawing's peak is the child's, not
 * the server's (decision 045).
 */
import { startRenderChild } from "./render-child.ts";
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

/** Draws the images in a new process, in their order, and has it exit before answering. */
export async function drawInChildProcess(images: ImageToDraw[], concurrency: number): Promise<Buffer[]> {
  const child = startRenderChild<SocialCardsRequest, SocialCardsReply>({
    module: "social-cards.child",
    name: "the drawing process",
    heapMb: socialCardsHeapMb,
    timeoutMs: socialCardsTimeoutMs,
  });
  try {
    const reply = await child.ask({ images, concurrency });
    if ("error" in reply) throw new Error(reply.error);
    return reply.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  } catch (error) {
    throw new Error(`the social cards could not be drawn (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  } finally {
    await child.close();
  }
}
