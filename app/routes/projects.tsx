import { LabProjectCard } from "~/components/labs/lab-project-card";
import { LabStats } from "~/components/labs/lab-stats";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/projects";

export function loader({ request, context }: Route.LoaderArgs) {
  const { labs } = contentOf(context);
  return {
    head: pageHeadOf(context, request),
    hero: labs.labsHero,
    timing: labs.labsTiming,
    section: labs.labsProjectsSection,
    projects: labs.labProjects,
    statsSection: labs.labStatsSection,
    stats: labs.labStats,
    cta: labs.labsCta,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

export default function LabsPage({ loaderData }: Route.ComponentProps) {
  const { hero, timing, section, projects, statsSection, stats, cta } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="lab-projects" title={section.title} intro={section.intro}>
        <RevealList stagger={timing.revealStaggerMs} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <LabProjectCard key={project.title} project={project} labels={section} />
          ))}
        </RevealList>
      </Section>

      <Section id="lab-statistics" title={statsSection.title} intro={statsSection.intro}>
        <LabStats stats={stats} />
      </Section>

      <CallToAction id="labs-cta" title={cta.title} body={cta.body} actions={cta.actions} />
    </>
  );
}
