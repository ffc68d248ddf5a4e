/** The Our Story page `/story` (docs/product.md#company-pages): its words are the story document, app/content/story.json. */

export type { StoryChapter } from "./schemas/story.ts";
