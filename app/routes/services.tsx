import { ServiceCard } from "~/components/services/service-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { ShortcutBar } from "~/components/sections/shortcut-bar";
import { serviceSummaries, servicesPage } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { pageCard } from "~/lib/page-cards";
import type { Route } from "./+types/services";

export const handle = { section: "services" };

export function loader() {
  return { page: servicesPage, card: pageCard("/services"), services: serviceSummaries };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...loaderData.page.meta, path: "/services", card: loaderData.card });
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
