import { data } from "react-router";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { isServiceSlug } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service";

export const handle = { section: "services" };

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.serviceId.toLowerCase();
  return isServiceSlug(slug) ? { slug } : data({ slug: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const slug = loaderData?.slug;
  if (!slug) return [{ title: "Service Not Found | Vesper" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: `Service: ${slug}`, description: `The ${slug} service at Vesper.`, path: `/services/${slug}` });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData;
  if (!slug) {
    return (
      <NotFoundState
        title="Service Not Found"
        message="The requested service doesn't exist."
        backHref="/services"
        backLabel="Back to Services"
      />
    );
  }
  return <PageHero title={slug} />;
}
