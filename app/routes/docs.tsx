import { DocsCategoryCard } from "~/components/docs/docs-category-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/pages/meta";
import { contentOf } from "~/lib/pages/content-source";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/docs";

/** The page's copy travels as loader data, not inside the route's JavaScript (decision 005). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { docs } = contentOf(context);
  return {
    head: pageHeadOf(context, request),
    hero: docs.docsHero,
    section: docs.docsCategoriesSection,
    categories: docs.docsCategories,
    gettingStarted: docs.docsGettingStarted,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.head) : [];
}

export default function DocsIndexPage({ loaderData }: Route.ComponentProps) {
  const { hero, section, categories, gettingStarted } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section id="docs-categories" eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
        <RevealList stagger={200} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <DocsCategoryCard key={category.id} category={category} itemsNote={section.itemsNote} />
          ))}
        </RevealList>
      </Section>

      <CallToAction id="docs-getting-started" title={gettingStarted.title} body={gettingStarted.body} actions={gettingStarted.actions} />
    </>
  );
}
