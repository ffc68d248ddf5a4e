import { QuickLinkCard } from "~/components/home/quick-link-card";
import { ResourceCard } from "~/components/docs/resource-card";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/pages/meta";
import { contentOf } from "~/lib/pages/content-source";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/resources";

/** The page's copy travels as loader data, not inside the route's JavaScript (decision 005). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { resources } = contentOf(context);
  return {
    head: pageHeadOf(context, request),
    hero: resources.resourcesHero,
    section: resources.resourcesSection,
    cards: resources.resourceCards,
    quickAccess: resources.resourcesQuickAccess,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { hero, section, cards, quickAccess } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="resource-cards" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
        <RevealList stagger={200} className="grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <ResourceCard key={card.link} card={card} />
          ))}
        </RevealList>
      </Section>

      <Section id="quick-access" eyebrow={quickAccess.eyebrow} title={quickAccess.title} className="pt-0 lg:pt-0">
        <ul className="grid gap-4 sm:grid-cols-2">
          {quickAccess.links.map((link) => (
            <QuickLinkCard key={link.link} link={{ title: link.title, description: link.description, href: link.link, icon: link.icon }} />
          ))}
        </ul>
      </Section>
    </>
  );
}
