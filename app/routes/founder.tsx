import { AchievementTimeline } from "~/components/founder/achievement-timeline";
import { ExpertiseGrid } from "~/components/founder/expertise-grid";
import { FavoriteProject } from "~/components/founder/favorite-project";
import { FounderPortrait } from "~/components/founder/founder-portrait";
import { FounderStats } from "~/components/founder/founder-stats";
import { PrincipleList } from "~/components/founder/principle-list";
import { StoryBlock } from "~/components/founder/story-block";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/founder";

// One module serves /founder and /leadership (two kinds of the page registry); both declare /founder
// as their canonical URL, and only /founder is in the sitemap.

const stagger = 150;

export function loader({ request, context }: Route.LoaderArgs) {
  const page = contentOf(context).founder;
  return {
    head: pageHeadOf(context, request),
    founder: page.founder,
    hero: page.founderHero,
    stats: page.founderStats,
    story: { vision: page.founderVision, why: page.founderWhy, favorite: page.founderFavoriteProject, journey: page.founderJourney },
    achievements: { ...page.founderAchievementsSection, items: page.founderAchievements },
    expertise: { ...page.founderExpertiseSection, items: page.founderExpertise },
    philosophy: { ...page.founderPhilosophySection, items: page.founderPrinciples },
    cta: page.founderCta,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

export default function FounderPage({ loaderData }: Route.ComponentProps) {
  const { founder, hero, stats, story, achievements, expertise, philosophy, cta } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={
          <>
            <p className="text-gradient text-3xl font-bold sm:text-4xl">{founder.name}</p>
            <p className="mt-1 font-mono text-sm uppercase tracking-[0.2em] text-neon-strong">{founder.title}</p>
            <p className="mt-5">{hero.lead}</p>
          </>
        }
        aside={<FounderPortrait portrait={founder.portrait} name={founder.name} title={founder.title} />}
      >
        <FounderStats stats={stats} label={`${founder.name} in numbers`} />
      </PageHero>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <StoryBlock section={story.vision} />
        <StoryBlock section={story.why} />
        <FavoriteProject section={story.favorite} />
        <StoryBlock section={story.journey} className="lg:col-span-2" />
      </div>

      <Section id="achievements" title={achievements.title} intro={achievements.intro}>
        <AchievementTimeline achievements={achievements.items} label={achievements.title} stagger={stagger} />
      </Section>

      <Section id="expertise" title={expertise.title} intro={expertise.intro}>
        <ExpertiseGrid areas={expertise.items} stagger={stagger} />
      </Section>

      <Section id="philosophy" title={philosophy.title} intro={philosophy.intro}>
        <PrincipleList principles={philosophy.items} stagger={stagger} />
      </Section>

      <CallToAction id="founder-cta" title={cta.title} body={cta.body} actions={cta.actions} />
    </>
  );
}
