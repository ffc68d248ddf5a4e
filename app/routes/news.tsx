import { NewsletterBox } from "~/components/blog/newsletter-form";
import { NewsBrowser } from "~/components/news/news-browser";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { formatNewsDate } from "~/content/news";
import { newsCategories } from "~/content/schemas/news";
import { newsletterBoxStateOf } from "~/lib/contracts/newsletter";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/news";

export function loader({ context, request }: Route.LoaderArgs) {
  const { news, blog } = contentOf(context);
  const { newsItems, newsPage } = news;
  const byDate = [...newsItems].sort((a, b) => b.date.localeCompare(a.date));
  return {
    page: { meta: newsPage.meta, hero: newsPage.hero, filters: newsPage.filters, featured: newsPage.featured, recent: newsPage.recent, cta: newsPage.cta },
    head: pageHeadOf(context, request),
    categories: newsCategories,
    // The list needs no article bodies: they stay on the article pages.
    items: byDate.map(({ id, kind, title, excerpt, date, category, featured, image, tags }) => ({
      id,
      kind,
      title,
      excerpt,
      date,
      category,
      featured,
      image,
      tags,
      dateLabel: formatNewsDate(date),
    })),
    // The blog's newsletter box, and its state after a post without JavaScript (a prerendered variant).
    newsletter: blog.blogPage.newsletter,
    newsletterState: newsletterBoxStateOf(new URL(request.url)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { page, categories, items, newsletter, newsletterState } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <NewsBrowser items={items} categories={categories} copy={page} />
      <NewsletterBox copy={newsletter} from="/news" state={newsletterState} />
      <CallToAction id="news-cta" title={page.cta.title} body={page.cta.body} actions={page.cta.actions} />
    </>
  );
}
