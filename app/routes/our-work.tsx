import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { PrincipleCard } from "~/components/work/principle-card";
import { ShowcaseCard } from "~/components/work/showcase-card";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/our-work";

export function loader({ request, context }: Route.LoaderArgs) {
  const work = contentOf(context)["our-work"];
  return {
    hero: work.workHero,
    stats: work.workStats,
    showcase: { ...work.showcaseSection, items: work.divisionShowcases },
    principles: work.workPrinciples,
    cta: work.workCta,
    head: pageHeadOf(context, request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function OurWorkPage({ loaderData }: Route.ComponentProps) {
  const { hero, stats, showcase, principles, cta } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink href={hero.action.href} variant="secondary">
          {hero.action.label}
        </ButtonLink>
      </PageHero>

      <Section id="impact" eyebrow={stats.eyebrow} title={stats.title} intro={stats.intro}>
        <StatGrid stats={stats.stats} stagger={150} label={stats.label} />
      </Section>

      <Section id="showcase" eyebrow={showcase.eyebrow} title={showcase.title} intro={showcase.intro}>
        <RevealList stagger={150} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {showcase.items.map((item) => (
            <ShowcaseCard key={item.division} item={item} labels={showcase.labels} />
          ))}
        </RevealList>
      </Section>

      <Section id="how-we-work" eyebrow={principles.eyebrow} title={principles.title} intro={principles.intro}>
        <RevealList stagger={200} as="ol" className="grid gap-6 md:grid-cols-3">
          {principles.items.map((principle, index) => (
            <PrincipleCard key={principle.title} principle={principle} index={index} />
          ))}
        </RevealList>
      </Section>

      <CallToAction title={cta.title} body={cta.body} actions={cta.actions} />
    </>
  );
}
