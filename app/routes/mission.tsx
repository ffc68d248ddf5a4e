import { ProblemCard } from "~/components/company/problem-card";
import { RoadmapTimeline } from "~/components/company/roadmap-timeline";
import { SolutionCard } from "~/components/company/solution-card";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { divisionNameOf } from "~/lib/pages/site-content";
import { pageHeadOf, siteOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/mission";

export function loader({ request, context }: Route.LoaderArgs) {
  const { mission, roadmap } = contentOf(context);
  const divisionName = divisionNameOf(siteOf(context).content);
  return {
    head: pageHeadOf(context, request),
    hero: mission.missionHero,
    problems: mission.missionProblems,
    solutions: {
      ...mission.missionSolutions,
      solutions: mission.missionSolutions.solutions.map((solution) => ({ ...solution, divisionName: divisionName(solution.division) })),
    },
    solutionStaggerMs: mission.missionTiming.solutionStaggerMs,
    roadmap: { ...mission.missionRoadmap, milestones: roadmap.roadmap },
    actions: mission.missionActions,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function MissionPage({ loaderData }: Route.ComponentProps) {
  const { hero, problems, solutions, solutionStaggerMs, roadmap: vision, actions } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ActionButtons actions={actions.actions} />
      </PageHero>

      <Section id="problems" eyebrow={problems.eyebrow} title={problems.title} intro={problems.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {problems.problems.map((problem) => (
            <ProblemCard key={problem.title} problem={problem} />
          ))}
        </ul>
      </Section>

      <Section id="solutions" eyebrow={solutions.eyebrow} title={solutions.title} intro={solutions.intro}>
        <RevealList stagger={solutionStaggerMs} className="grid gap-6 md:grid-cols-2">
          {solutions.solutions.map((solution) => (
            <SolutionCard key={solution.title} solution={solution} divisionName={solution.divisionName} />
          ))}
        </RevealList>
      </Section>

      <Section id="roadmap" eyebrow={vision.eyebrow} title={vision.title} intro={vision.intro}>
        <RoadmapTimeline milestones={vision.milestones} />
      </Section>

      <CallToAction id="mission-cta" title={actions.title} body={actions.body} actions={actions.actions} />
    </>
  );
}
