import { data } from "react-router";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { articleIds } from "~/content/news";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news-article";

export const handle = { section: "resources" };

export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  return (articleIds as readonly number[]).includes(id) && String(id) === params.id
    ? { id }
    : data({ id: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.id;
  if (!id) return [{ title: "Article Not Found | Vesper" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: `News ${id}`, description: "Vesper news.", path: `/news/${id}`, type: "article" });
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  if (!id) {
    return (
      <NotFoundState
        title="Article Not Found"
        message="The requested news article could not be found."
        backHref="/news"
        backLabel="Back to News"
      />
    );
  }
  return <PageHero title={`News ${id}`} />;
}
