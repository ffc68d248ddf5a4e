import { FounderCard } from "~/components/company/founder-card";
import { StoryChapter } from "~/components/company/story-chapter";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { founder } from "~/content/founder";
import { storyActions, storyChapters, storyFacts, storyFounder, storyHero } from "~/content/story";
import { pageMeta } from "~/lib/meta";
import { pageHead, requestedPath } from "~/lib/site-paths";
import type { Route } from "./+types/story";

export function loader({ request }: Route.LoaderArgs) {
  return {
    head: pageHead(requestedPath(request)),
    hero: storyHero,
    facts: storyFacts,
    chapters: storyChapters,
    founder: { ...storyFounder, profile: founder },
    actions: storyActions,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function StoryPage({ loaderData }: Route.ComponentProps) {
  const { hero, facts, chapters, founder: founderBlock, actions } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <dl aria-label={facts.label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {facts.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-2xl border border-line bg-surface/80 p-5 text-center">
              <dt className="mt-1 text-sm uppercase tracking-wider text-muted">{fact.label}</dt>
              <dd className="text-gradient text-3xl font-bold sm:text-4xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <article aria-label="The Vesper story" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {chapters.map((chapter) => (
          <StoryChapter key={chapter.id} chapter={chapter} />
        ))}
      </article>

      <Section id="story-founder" eyebrow={founderBlock.eyebrow} title={founderBlock.title}>
        <FounderCard founder={founderBlock.profile} link={founderBlock.link} />
      </Section>

      <CallToAction id="story-cta" title={actions.title} body={actions.body} actions={actions.actions} />
    </>
  );
}
