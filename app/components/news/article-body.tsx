/**
 * The article body: an HTML string rendered as HTML. The string is the site's own static
 * content from app/content/news.ts, checked by tests/unit/content-blog-news.test.ts: no scripts,
 * event handlers, javascript: URLs, frames or styles. It is never built from visitor input. Its
 * typography is the `.article-body` class in app.css (plain selectors the critical-CSS step can match).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
