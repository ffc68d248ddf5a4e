import { micromark } from "micromark";

/**
 * The one renderer of the content's long text (Markdown) to HTML, run by route loaders while the pages
 * are prerendered; `.server` keeps it out of the browser's JavaScript. Safe by construction: raw HTML in
 * the Markdown is not parsed (it comes out as escaped text, so no script, frame, style or event handler
 * can get through), link targets with a dangerous protocol (javascript:, data:, vbscript:) are emptied,
 * and images are off (the site's pictures are sized assets, app/content/image.ts).
 */
export function renderMarkdown(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    extensions: [{ disable: { null: ["htmlFlow", "htmlText", "labelStartImage"] } }],
  }).trimEnd();
}
