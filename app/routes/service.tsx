import { data } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { NotFoundState } from "~/components/sections/not-found-state";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { TechnologyList } from "~/components/sections/technology-list";
import { BackButton } from "~/components/services/back-button";
import { IncludedFeatures } from "~/components/services/included-features";
import { ProcessSteps } from "~/components/services/process-steps";
import { ServiceFacts } from "~/components/services/service-facts";
import { accentClasses } from "~/components/ui/accent";
import { ButtonLink } from "~/components/ui/button";
import { divisionNames } from "~/content/divisions";
import { isServiceSlug } from "~/content/services";
import { contentOf } from "~/lib/pages/content-source";
import { toInquiryForm } from "~/lib/contracts/inquiry-topics";
import { notFoundMeta, pageMeta } from "~/lib/pages/meta";
import { pageHeadOf } from "~/lib/pages/site-paths";
import type { Route } from "./+types/service";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const { serviceDetailPage, serviceDetails } = content.services;
  // Params keep their case (/services/Web): look slugs up in lower case.
  const slug = params.serviceId.toLowerCase();
  if (!isServiceSlug(slug)) {
    return data({ service: null, head: null, page: null, notFound: serviceDetailPage.notFound }, { status: 404 });
  }
  const detail = serviceDetails[slug];
  const names = divisionNames(content.divisions);
  const service = {
    ...detail,
    slug,
    divisions: detail.divisions.map((id) => ({ name: names[id], href: `/divisions/${id}` })),
  };
  // Its "Start Your Project" and contact links open the inquiry form with this service chosen.
  const page = {
    ...serviceDetailPage,
    start: { ...serviceDetailPage.start, href: toInquiryForm(serviceDetailPage.start.href, { service: slug }) },
    cta: {
      ...serviceDetailPage.cta,
      actions: serviceDetailPage.cta.actions.map((action) => ({ ...action, href: toInquiryForm(action.href, { service: slug }) })),
    },
  };
  return { service, head: pageHeadOf(context, request), page, notFound: null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service || !loaderData.head) return notFoundMeta(loaderData?.notFound?.title ?? "Service Not Found");
  return pageMeta(loaderData.head);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, page, notFound } = loaderData;
  if (!service || !page) {
    return <NotFoundState {...notFound} />;
  }
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={service.title}
        lead={
          <>
            <p className={`text-xl font-semibold sm:text-2xl ${accentClasses.hue[service.accent].text}`}>{service.subtitle}</p>
            <p className="mt-4">{service.heroDescription}</p>
          </>
        }
        aside={
          <ServiceFacts
            icon={service.icon}
            accent={service.accent}
            timeline={service.timeline}
            pricing={service.pricing}
            divisions={service.divisions}
            labels={page.facts}
          />
        }
      >
        <ButtonLink href={page.start.href}>{page.start.label}</ButtonLink>
        <BackButton label={page.back.label} fallbackLabel={page.back.fallbackLabel} fallbackHref={page.back.fallbackHref} />
      </PageHero>

      <Section id="features" title={page.sections.features}>
        <IncludedFeatures items={service.features} />
      </Section>

      <Section id="technologies" title={page.sections.technologies} className="pt-0 lg:pt-0">
        <TechnologyList technologies={service.technologies} />
      </Section>

      <Section id="process" title={page.sections.process} className="pt-0 lg:pt-0">
        <ProcessSteps steps={service.process} />
      </Section>

      <CallToAction id="service-cta" title={page.cta.title} body={page.cta.body} actions={page.cta.actions} />
    </>
  );
}
