import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button";
import { CaseStudyCard } from "~/components/work/case-study-card";
import { divisionNames } from "~/content/divisions";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/case-studies";

export function loader({ request, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const page = content["case-studies"];
  const names = divisionNames(content.divisions);
  return {
    hero: page.caseStudiesHero,
    section: page.caseStudiesSection,
    studies: page.caseStudies.map((study) => ({
      study,
      divisionName: names[study.division],
      divisionHref: `/divisions/${study.division}`,
    })),
    cta: page.caseStudiesCta,
    head: pageHeadOf(context, request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { hero, section, studies, cta } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href={hero.action.href} variant="secondary">
          {hero.action.label}
        </ButtonLink>
      </PageHero>

      <Section id="case-studies" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
        <RevealList stagger={200} className="grid gap-8">
          {studies.map(({ study, divisionName, divisionHref }, index) => (
            <CaseStudyCard key={study.id} study={study} number={index + 1} divisionName={divisionName} divisionHref={divisionHref} labels={section.labels} />
          ))}
        </RevealList>
      </Section>

      <CallToAction title={cta.title} body={cta.body} actions={cta.actions} />
    </>
  );
}
