import { BlogPosts } from "~/components/blog/blog-posts";
import { NewsletterBox } from "~/components/blog/newsletter-form";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { blogCategories } from "~/content/schemas/blog";
import { formatNewsDate } from "~/content/news";
import { newsletterBoxStateOf } from "~/lib/contracts/newsletter";
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
    // The box's state after a post without JavaScript (a prerendered variant, app/lib/pages/page-registry.ts).
    newsletterState: newsletterBoxStateOf(new URL(request.url)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, categories, posts, newsletterState } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <Section id="posts" eyebrow={page.posts.eyebrow} title={page.posts.title}>
        <BlogPosts posts={posts} categories={categories} copy={page.posts} />
      </Section>

      <NewsletterBox copy={page.newsletter} from="/blog" state={newsletterState} />
    </>
  );
}
