import { data } from "react-router";
import { AccessTiers } from "~/components/divisions/access-tiers";
import { AchievementGrid } from "~/components/divisions/achievement-grid";
import { CaseStudy } from "~/components/divisions/case-study";
import { DivisionIcon } from "~/components/divisions/division-icon";
import { KeyServices } from "~/components/divisions/key-services";
import { RecentProjectCard } from "~/components/divisions/recent-project-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { TechnologyList } from "~/components/sections/technology-list";
import { Badge } from "~/components/ui/badge";
import { findDivision } from "~/content/divisions";
import { contentOf } from "~/lib/pages/content-source";
import { toInquiryForm } from "~/lib/contracts/inquiry-topics";
import { notFoundMeta, pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/division";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const { divisions } = contentOf(context);
  const { divisionPage } = divisions;
  // Params keep their case (/divisions/NoxGPT): look ids up in lower case.
  const division = findDivision(divisions, params.id.toLowerCase());
  if (!division) return data({ division: null, head: null, page: null, notFound: divisionPage.notFound }, { status: 404 });
  // Its "Start a Project" link opens the inquiry form with this division chosen.
  const topic = { division: division.id };
  const page = {
    ...divisionPage,
    cta: { ...divisionPage.cta, actions: divisionPage.cta.actions.map((action) => ({ ...action, href: toInquiryForm(action.href, topic) })) },
  };
  return { division, head: pageHeadOf(context, request), page, notFound: null, stagger: divisions.divisionsRevealStaggerMs };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const division = loaderData?.division;
  if (!division || !loaderData.head) return notFoundMeta(loaderData?.notFound?.title ?? "Division Not Found");
  return pageMeta(loaderData.head);
}

export default function DivisionPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.division) {
    const { notFound } = loaderData;
    return <NotFoundState title={notFound.title} message={notFound.message} backHref={notFound.backHref} backLabel={notFound.backLabel} />;
  }
  const { division, page, stagger } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={division.subtitle}
        title={division.name}
        lead={division.description}
        aside={
          <div className="hidden lg:block">
            <DivisionIcon icon={division.icon} accent={division.accent} size="lg" />
          </div>
        }
      >
        {division.status && <Badge tone="yellow">{division.status}</Badge>}
      </PageHero>

      <Section id="achievements" title={page.sections.achievements}>
        <AchievementGrid achievements={division.achievements} stagger={stagger} label={`${division.name} achievements`} />
      </Section>

      {division.access && (
        <Section id="access" title={division.access.title} intro={division.access.intro}>
          <AccessTiers access={division.access} />
        </Section>
      )}

      <Section id="key-services" title={page.sections.keyServices}>
        <KeyServices services={division.keyServices} />
      </Section>

      <Section id="recent-projects" title={page.sections.recentProjects}>
        <RevealList stagger={stagger} className="grid gap-6 md:grid-cols-3">
          {division.recentProjects.map((project) => (
            <RecentProjectCard key={project.name} project={project} statusLabel={page.projectStatusLabels[project.status]} />
          ))}
        </RevealList>
      </Section>

      {division.caseStudy && (
        <Section id="case-study" title={page.sections.caseStudy}>
          <CaseStudy caseStudy={division.caseStudy} labels={page.caseStudyLabels} />
        </Section>
      )}

      <Section id="technologies" title={page.sections.technologies}>
        <TechnologyList technologies={division.technologies} />
      </Section>

      <CallToAction title={`${page.cta.titlePrefix} ${division.name}`} body={page.cta.body} actions={page.cta.actions} />
    </>
  );
}
