import { MissionQuote } from "~/components/company/mission-quote";
import { ValueCard } from "~/components/company/value-card";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/about";

export function loader({ request, context }: Route.LoaderArgs) {
  const { about, founder } = contentOf(context);
  const { founder: person } = founder;
  return {
    head: pageHeadOf(context, request),
    hero: about.aboutHero,
    stats: about.aboutStats,
    statStaggerMs: about.aboutTiming.statStaggerMs,
    intro: about.aboutIntro,
    quote: { label: about.aboutQuote.label, text: about.aboutQuote.text, name: person.name, title: person.title },
    values: about.aboutValues,
    actions: about.aboutActions,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { hero, stats, statStaggerMs, intro, quote, values, actions } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ActionButtons actions={actions.actions} />
      </PageHero>

      <Section id="about-stats" eyebrow={stats.eyebrow} title={stats.title}>
        <StatGrid stats={stats.stats} stagger={statStaggerMs} />
      </Section>

      <Section id="who-we-are" eyebrow={intro.eyebrow} title={intro.title}>
        <div className="grid gap-6 text-lg leading-relaxed text-muted md:grid-cols-2">
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <section aria-label={quote.label} className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <MissionQuote text={quote.text} name={quote.name} title={quote.title} />
      </section>

      <Section id="values" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
        <RevealList stagger={statStaggerMs} className="grid gap-6 md:grid-cols-2">
          {values.values.map((value) => (
            <ValueCard key={value.title} value={value} />
          ))}
        </RevealList>
      </Section>

      <CallToAction id="about-cta" title={actions.title} body={actions.body} actions={actions.actions} />
    </>
  );
}
