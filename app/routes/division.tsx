import { data } from "react-router";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { divisionNames, isDivisionId } from "~/content/divisions";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/division";

export const handle = { section: "divisions" };

export function loader({ params }: Route.LoaderArgs) {
  // Params keep their case (/divisions/NoxGPT): look ids up in lower case.
  const id = params.id.toLowerCase();
  return isDivisionId(id) ? { id } : data({ id: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const id = loaderData?.id;
  if (!id) return [{ title: "Division Not Found | Vesper" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: divisionNames[id], description: `${divisionNames[id]} at Vesper.`, path: `/divisions/${id}` });
}

export default function DivisionPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  if (!id) {
    return (
      <NotFoundState
        title="Division Not Found"
        message="We could not find that division. It may have been renamed, or the link is mistyped."
        backHref="/divisions"
        backLabel="Back to Divisions"
      />
    );
  }
  return <PageHero title={divisionNames[id]} />;
}
