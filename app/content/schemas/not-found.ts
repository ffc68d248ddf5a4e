import { z } from "zod";
import { showableText, text } from "./common.ts";

/** The 404 page's rotating lines and the characters of its glitch effect: the not-found document (app/content/not-found.json). */
export const notFoundContentSchema = z.strictObject({
  glitchCharacters: showableText(z.string().min(2).max(60), "one"),
  notFoundAsides: z.array(text(160)).min(1).max(40),
  notFoundJokes: z.array(text(160)).min(1).max(40),
});
