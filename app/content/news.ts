import type { NewsArticle, NewsContent } from "./schemas/news.ts";

/**
 * News (docs/product.md#news): the document "news" (news.json). Every item is listed on /news; only the
 * articles have a page of their own at /news/{id}, so the other items are short briefs shown in full on
 * the list, without a link. `content` of an article is Markdown, turned into HTML by
 * app/lib/pages/markdown.server.ts (raw HTML in it shows as text). Headings start at `##`: the page's h1 is
 * the article's title. Cover images are local WebP files drawn by scripts/render-images.ts.
 */

export type { NewsArticle, NewsArticlePageCopy, NewsBrief, NewsCategory, NewsContent, NewsItem, NewsPageCopy } from "./schemas/news.ts";

/** The items that have a page at /news/{id}, in the document's order; prerendering and the sitemap read these. */
export function newsArticlesOf(news: Pick<NewsContent, "newsItems">): NewsArticle[] {
  return news.newsItems.filter((item): item is NewsArticle => item.kind === "article");
}

/** The article at /news/{id}. */
export function findArticle(news: Pick<NewsContent, "newsItems">, id: string): NewsArticle | undefined {
  // Only the canonical spelling of an id matches: /news/01 and /news/1.0 are not articles.
  return /^[1-9]\d*$/.test(id) ? newsArticlesOf(news).find((article) => article.id === Number(id)) : undefined;
}

/** "June 16, 2025" for an ISO date, the same on the server and in every browser. */
export function formatNewsDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}
