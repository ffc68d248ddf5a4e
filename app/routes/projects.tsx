import { LabProjectCard } from "~/components/labs/lab-project-card";
import { LabStats } from "~/components/labs/lab-stats";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { labProjects, labsCta, labsHero, labsMeta, labsProjectsSection, labStats, labStatsSection, labsTiming } from "~/content/labs";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/projects";

export const handle = { section: "labs" };

export function loader() {
  return {
    meta: labsMeta,
    card: pageCard(labsMeta.path),
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
  return pageMeta({ ...loaderData.meta, card: loaderData.card });
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
