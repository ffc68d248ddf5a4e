import { BlogPosts } from "~/components/blog/blog-posts";
import { NewsletterForm } from "~/components/blog/newsletter-form";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { blogCategories } from "~/content/schemas/blog";
import { formatNewsDate } from "~/content/news";
import { pageMeta } from "~/lib/pages/meta";
import { contentOf } from "~/lib/pages/content-source";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/blog";

export function loader({ context, request }: Route.LoaderArgs) {
  const { blog } = contentOf(context);
  return {
    page: blog.blogPage,
    head: pageHeadOf(context, request),
    categories: blogCategories,
    // The cards show a post's summary and link to its page; the bodies stay on the posts' own pages.
    posts: blog.blogPosts.map(({ body: _body, ...post }) => ({ ...post, dateLabel: formatNewsDate(post.date) })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, categories, posts } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <Section id="posts" eyebrow={page.posts.eyebrow} title={page.posts.title}>
        <BlogPosts posts={posts} categories={categories} copy={page.posts} />
      </Section>

      <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-neon/30 bg-gradient-to-br from-surface-2 via-surface to-void p-8 sm:p-12">
          <p className="mb-2 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{page.newsletter.eyebrow}</p>
          <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
            {page.newsletter.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{page.newsletter.intro}</p>
          <NewsletterForm copy={page.newsletter} />
        </div>
      </section>
    </>
  );
}
