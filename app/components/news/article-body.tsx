/**
 * The article body (spec §2: an HTML string rendered as HTML). The string is the site's own static
 * content from app/content/news.ts, checked by tests/unit/content-blog-news.test.ts: no scripts,
 * event handlers, javascript: URLs, frames or styles. It is never built from visitor input.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="text-lg leading-relaxed text-ink/90 [&_a]:font-semibold [&_a]:text-neon-strong [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-ink [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-neon [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-ink [&_h2]:mb-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:text-ink [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-neon-strong"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
