import { LabProjectCard } from "~/components/labs/lab-project-card";
import { LabStats } from "~/components/labs/lab-stats";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { labProjects, labsCta, labsHero, labsProjectsSection, labStats, labStatsSection, labsTiming } from "~/content/labs";
import { pageMeta } from "~/lib/meta";
import { pageHead, requestedPath } from "~/lib/site-paths";
import type { Route } from "./+types/projects";

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageHead(requestedPath(request)),
    hero: labsHero,
    timing: labsTiming,
    section: labsProjectsSection,
    projects: labProjects,
    statsSection: labStatsSection,
    stats: labStats,
    cta: labsCta,
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
