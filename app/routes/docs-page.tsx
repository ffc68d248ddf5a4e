import { data } from "react-router";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { isDocsSlug } from "~/content/docs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/docs-page";

export const handle = { section: "resources" };

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  return isDocsSlug(slug) ? { slug } : data({ slug: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const slug = loaderData?.slug;
  if (!slug) return [{ title: "Page Not Found | Vesper" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: slug, description: `Vesper documentation: ${slug}.`, path: `/docs/${slug}` });
}

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData;
  if (!slug) {
    return (
      <NotFoundState
        title="Documentation Page Not Found"
        message="There is no documentation page at this address."
        backHref="/docs"
        backLabel="Back to Documentation"
      />
    );
  }
  return <PageHero title={slug} />;
}
