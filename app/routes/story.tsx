import { FounderCard } from "~/components/company/founder-card";
import { StoryChapter } from "~/components/company/story-chapter";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/story";

export function loader({ request, context }: Route.LoaderArgs) {
  const { story, founder } = contentOf(context);
  return {
    head: pageHeadOf(context, request),
    hero: story.storyHero,
    facts: story.storyFacts,
    chapters: story.storyChapters,
    founder: { ...story.storyFounder, profile: founder.founder },
    actions: story.storyActions,
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
