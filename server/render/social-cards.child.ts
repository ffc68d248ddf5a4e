/**
 * The social cards' own process (social-cards-process.ts): draws one render's images, answers with
 * their PNGs and exits, taking satori's and resvg's memory with it. satori lays a card out on this
 * process's thread while resvg rasterises the previous ones on its own.
 */
import { drawImage } from "./social-card-drawing.ts";
import type { SocialCardsReply, SocialCardsRequest } from "./social-cards-process.ts";
import { mapLimited } from "./work-limit.ts";

// The server gone (killed, restarted) ends this process too: nothing is left drawing for nobody.
process.once("disconnect", () => process.exit(0));

process.once("message", async (message: unknown) => {
  const { images, concurrency } = message as SocialCardsRequest;
  let reply: SocialCardsReply;
  try {
    reply = { pngs: (await mapLimited(images, concurrency, drawImage)).map((png) => new Uint8Array(png.buffer, png.byteOffset, png.byteLength)) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply, () => process.exit(0));
});
