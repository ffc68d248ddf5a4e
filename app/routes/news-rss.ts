import { siteIdentity } from "~/lib/pages/site-identity";
import { contentOf } from "~/lib/pages/content-source";
import { canonicalUrl } from "~/lib/pages/meta";
import { buildRssFeed } from "~/lib/pages/rss";
import type { Route } from "./+types/news-rss";

/**
 * /news/rss.xml: every news item, newest first, prerendered to build/client/news/rss.xml. Articles link
 * to their page; briefs, which have none, link to their card on the news list (#brief-{id}), with a guid that is not a permalink.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { newsItems, newsPage } = contentOf(context).news;
  const xml = buildRssFeed({
    title: `${newsPage.feed.title}`,
    description: newsPage.feed.description,
    link: canonicalUrl("/news"),
    selfUrl: `${siteIdentity.url}${newsPage.feed.path}`,
    language: "en",
    items: newsItems.map((item) =>
      item.kind === "article"
        ? {
            title: item.title,
            description: item.excerpt,
            link: canonicalUrl(`/news/${item.id}`),
            guid: canonicalUrl(`/news/${item.id}`),
            isPermaLink: true,
            date: item.date,
            category: item.category,
          }
        : {
            title: item.title,
            description: item.excerpt,
            link: `${canonicalUrl("/news")}#brief-${item.id}`,
            guid: `${canonicalUrl("/news")}#brief-${item.id}`,
            isPermaLink: false,
            date: item.date,
            category: item.category,
          },
    ),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
