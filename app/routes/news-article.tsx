import { data } from "react-router";
import { ArticleBody } from "~/components/news/article-body";
import { ShareButton } from "~/components/news/share-button";
import { ActionButtons } from "~/components/sections/action-buttons";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { Badge } from "~/components/ui/badge";
import { SizedImage } from "~/components/ui/sized-image";
import { findArticle, formatNewsDate } from "~/content/news";
import { contentOf } from "~/lib/pages/content-source";
import { renderMarkdown } from "~/lib/pages/markdown.server";
import { notFoundMeta, pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import { jsonLd, newsArticleData } from "~/lib/pages/structured-data";
import type { Route } from "./+types/news-article";

export function loader({ context, params, request }: Route.LoaderArgs) {
  const { news } = contentOf(context);
  // Only the articles have a page; a brief's id, /news/abc and /news/01 answer 404.
  const article = findArticle(news, params.id.toLowerCase());
  if (!article) return data({ article: null, head: null, page: news.newsArticlePage }, { status: 404 });
  return {
    article: { ...article, dateLabel: formatNewsDate(article.date), html: renderMarkdown(article.content) },
    head: pageHeadOf(context, request),
    page: news.newsArticlePage,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article || !loaderData.head) return notFoundMeta(loaderData?.page.notFound.title ?? "Article Not Found");
  const { head } = loaderData;
  return [
    ...pageMeta(head),
    { property: "article:published_time", content: article.date },
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    jsonLd(newsArticleData(article, head.path, head.card.image)),
  ];
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, page } = loaderData;
  if (!article) {
    const notFound = page.notFound;
    return <NotFoundState title={notFound.title} message={notFound.message} backHref={notFound.backHref} backLabel={notFound.backLabel} />;
  }
  const { labels, links } = page;
  return (
    <article aria-labelledby="article-title">
      <PageHero eyebrow={article.category} title={<span id="article-title">{article.title}</span>} lead={<p>{article.excerpt}</p>}>
        <div className="flex w-full flex-wrap items-center justify-between gap-4 border-t border-line/60 pt-6">
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted">{labels.by}</dt>
              <dd className="font-semibold text-ink">
                {article.author} <span className="font-normal text-muted">· {article.authorRole}</span>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="sr-only">Published</dt>
              <dd>
                <time dateTime={article.date} className="text-ink">
                  {article.dateLabel}
                </time>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="sr-only">Reading time</dt>
              <dd className="text-ink">{article.readTime}</dd>
            </div>
          </dl>
          <ShareButton title={article.title} text={article.excerpt} labels={labels} />
        </div>
      </PageHero>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <SizedImage image={article.image} load="eager" className="aspect-[40/21] w-full rounded-2xl border border-line object-cover" />
        <ArticleBody html={article.html} />

        <footer className="mt-14 border-t border-line pt-8">
          <h2 className="font-mono text-xs uppercase tracking-[0.3em] text-muted">{labels.tags}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="purple">{tag}</Badge>
              </li>
            ))}
          </ul>
          <nav aria-label="More from Vesper" className="mt-10 flex flex-wrap gap-3">
            <ActionButtons actions={links} />
          </nav>
        </footer>
      </div>
    </article>
  );
}
