import { ProblemCard } from "~/components/company/problem-card";
import { RoadmapTimeline } from "~/components/company/roadmap-timeline";
import { SolutionCard } from "~/components/company/solution-card";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { divisionNames } from "~/content/divisions";
import {
  missionActions,
  missionHero,
  missionProblems,
  missionRoadmap,
  missionSolutions,
  missionTiming,
} from "~/content/mission";
import { roadmap } from "~/content/roadmap";
import { contentOf } from "~/lib/content-source";
import { pageMeta } from "~/lib/meta";
import { pageHead, requestedPath } from "~/lib/site-paths";
import type { Route } from "./+types/mission";

export function loader({ request, context }: Route.LoaderArgs) {
  const names = divisionNames(contentOf(context).divisions);
  return {
    head: pageHead(requestedPath(request)),
    hero: missionHero,
    problems: missionProblems,
    solutions: {
      ...missionSolutions,
      solutions: missionSolutions.solutions.map((solution) => ({ ...solution, divisionName: names[solution.division] })),
    },
    solutionStaggerMs: missionTiming.solutionStaggerMs,
    roadmap: { ...missionRoadmap, milestones: roadmap },
    actions: missionActions,
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
