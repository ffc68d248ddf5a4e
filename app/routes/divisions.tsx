import { DivisionCard } from "~/components/divisions/division-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { divisionSummaries } from "~/content/divisions";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/divisions";

export function loader({ request, context }: Route.LoaderArgs) {
  const { divisions } = contentOf(context);
  return {
    page: divisions.divisionsPage,
    head: pageHeadOf(context, request),
    divisions: divisionSummaries(divisions),
    stagger: divisions.divisionsRevealStaggerMs,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

export default function DivisionsPage({ loaderData }: Route.ComponentProps) {
  const { page, divisions, stagger } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <RevealList stagger={stagger} label={page.listLabel} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {divisions.map((division) => (
            <DivisionCard key={division.id} division={division} learnMoreLabel={page.learnMoreLabel} />
          ))}
        </RevealList>
      </div>
      <CallToAction title={page.cta.title} body={page.cta.body} actions={page.cta.actions} />
    </>
  );
}
