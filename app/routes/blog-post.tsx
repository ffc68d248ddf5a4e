import { ArrowLeft, ArrowRight } from "lucide-react";
import { data } from "react-router";
import { ArticleBody } from "~/components/news/article-body";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { SizedImage } from "~/components/ui/sized-image";
import { findPost, neighbourPosts, type BlogPost } from "~/content/blog";
import { formatNewsDate } from "~/content/news";
import { contentOf } from "~/lib/pages/content-source";
import { renderMarkdown } from "~/lib/pages/markdown.server";
import { notFoundMeta, pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import { blogPostingData, jsonLd } from "~/lib/pages/structured-data";
import type { Route } from "./+types/blog-post";

/** A neighbouring post as its link shows it. */
const linkTo = (post: BlogPost | undefined) => (post ? { href: `/blog/${post.slug}`, title: post.title } : undefined);

/**
 * A blog post's own page (docs/product.md#blog-post): the post's words from the document "blog", its
 * Markdown body rendered on the server, and links to the posts published just before and after it.
 * No island: the page is HTML and CSS only.
 */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { blog } = contentOf(context);
  // Slugs are lower case; /blog/Zero-Trust-Habit finds the post (its canonical address is lower case), /blog/nope answers 404.
  const post = findPost(blog, params.slug.toLowerCase());
  if (!post) return data({ post: null, head: null, page: blog.blogPostPage, newer: undefined, older: undefined }, { status: 404 });
  const { newer, older } = neighbourPosts(blog, post.slug);
  return {
    post: { ...post, dateLabel: formatNewsDate(post.date), html: renderMarkdown(post.body) },
    head: pageHeadOf(context, request),
    page: blog.blogPostPage,
    newer: linkTo(newer),
    older: linkTo(older),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const post = loaderData?.post;
  if (!post || !loaderData.head) return notFoundMeta(loaderData?.page.notFound.title ?? "Post Not Found");
  const { head } = loaderData;
  return [
    ...pageMeta(head),
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category },
    jsonLd(blogPostingData(post, head.path, head.card.image)),
  ];
}

const neighbourClasses =
  "group flex min-h-11 flex-col gap-1 rounded-2xl border border-line bg-surface/80 p-5 transition-colors hover:border-neon/40 focus-visible:border-neon";

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, page, newer, older } = loaderData;
  if (!post) {
    const notFound = page.notFound;
    return <NotFoundState title={notFound.title} message={notFound.message} backHref={notFound.backHref} backLabel={notFound.backLabel} />;
  }
  const { labels, backLink } = page;
  return (
    <article aria-labelledby="post-title">
      <PageHero eyebrow={post.category} title={<span id="post-title">{post.title}</span>} lead={<p>{post.excerpt}</p>}>
        <dl className="flex w-full flex-wrap gap-x-6 gap-y-2 border-t border-line/60 pt-6 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted">{labels.by}</dt>
            <dd className="font-semibold text-ink">
              {post.author} <span className="font-normal text-muted">· {post.authorRole}</span>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="sr-only">{labels.published}</dt>
            <dd>
              <time dateTime={post.date} className="text-ink">
                {post.dateLabel}
              </time>
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="sr-only">{labels.readingTime}</dt>
            <dd className="text-ink">{post.readTime}</dd>
          </div>
        </dl>
      </PageHero>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <SizedImage image={post.image} load="priority" className="h-auto w-full rounded-2xl border border-line object-cover" />
        <ArticleBody html={post.html} />

        <footer className="mt-14 border-t border-line pt-8">
          <nav aria-labelledby="more-posts-heading">
            <h2 id="more-posts-heading" className="font-mono text-xs uppercase tracking-[0.3em] text-muted">
              {labels.morePosts}
            </h2>
            {(newer || older) && (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {older && (
                  <li>
                    <a href={older.href} className={neighbourClasses}>
                      <span className="flex items-center gap-2 text-sm text-muted">
                        <ArrowLeft aria-hidden="true" className="size-4" />
                        {labels.older}
                      </span>
                      <span className="font-semibold text-ink group-hover:text-neon-strong">{older.title}</span>
                    </a>
                  </li>
                )}
                {newer && (
                  <li className="sm:col-start-2">
                    <a href={newer.href} className={`${neighbourClasses} sm:items-end sm:text-right`}>
                      <span className="flex items-center gap-2 text-sm text-muted">
                        {labels.newer}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </span>
                      <span className="font-semibold text-ink group-hover:text-neon-strong">{newer.title}</span>
                    </a>
                  </li>
                )}
              </ul>
            )}
            <p className="mt-6">
              <a href={backLink.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-neon-strong underline-offset-4 hover:underline">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {backLink.label}
              </a>
            </p>
          </nav>
        </footer>
      </div>
    </article>
  );
}
