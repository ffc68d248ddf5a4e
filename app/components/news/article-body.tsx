/**
 * The article body: HTML rendered from the article's Markdown by app/lib/pages/markdown.server.ts, the
 * sanitising renderer (no scripts, event handlers, javascript: URLs, frames or styles can come out
 * of it). Its typography is the `.article-body` class in app.css (plain selectors the critical-CSS
 * step can match).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the sanitising renderer named above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
