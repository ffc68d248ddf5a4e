/**
 * The social cards' own thread (social-cards-thread.ts): draws one render's images and answers with
 * their PNGs. satori lays a card out on this thread while resvg rasterises the previous ones on its
 * own; everything the two load lives in this thread's memory and ends with it.
 */
import { parentPort } from "node:worker_threads";
import { drawImage } from "./social-card-drawing.ts";
import type { SocialCardsReply, SocialCardsRequest } from "./social-cards-thread.ts";
import { mapLimited } from "./work-limit.ts";

const port = parentPort!;

port.once("message", async ({ images, concurrency }: SocialCardsRequest) => {
  let reply: SocialCardsReply;
  try {
    // Each PNG in a buffer of its own, moved to the server's thread rather than copied.
    reply = { pngs: (await mapLimited(images, concurrency, drawImage)).map((png) => new Uint8Array(png)) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, "pngs" in reply ? reply.pngs.map((png) => png.buffer) : []);
});
