import { ServiceCard } from "~/components/services/service-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ShortcutBar } from "~/components/sections/shortcut-bar";
import { serviceSummaries } from "~/content/services";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/services";

export function loader({ request, context }: Route.LoaderArgs) {
  const { services } = contentOf(context);
  return { page: services.servicesPage, head: pageHeadOf(context, request), services: serviceSummaries(services) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData.head);
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, services } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <ShortcutBar label={page.shortcutsLabel} links={page.shortcuts} />

      <Section id="services-list" eyebrow={page.list.eyebrow} title={page.list.title} intro={page.list.intro}>
        <RevealList stagger={page.revealStaggerMs} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} learnMoreLabel={page.list.learnMoreLabel} />
          ))}
        </RevealList>
      </Section>

      <CallToAction id="services-cta" title={page.cta.title} body={page.cta.body} actions={page.cta.actions} />
    </>
  );
}
