import { FeaturedDivisionCard } from "~/components/home/featured-division-card";
import { ParticleField } from "~/components/home/particle-field";
import { QuickLinkCard } from "~/components/home/quick-link-card";
import { TestimonialsCarousel } from "~/components/home/testimonials-carousel";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { RevealList } from "~/components/sections/reveal";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { ButtonLink } from "~/components/ui/button";
import { homeHeroOf } from "~/content/home";
import { contentOf } from "~/lib/pages/content-source";
import { pageMeta } from "~/lib/pages/meta";
import { divisionNameOf } from "~/lib/pages/site-content";
import { pageHeadOf, siteOf } from "~/lib/pages/site-paths";
import { jsonLd, organizationData, webSiteData } from "~/lib/pages/structured-data";
import type { Route } from "./+types/home";

/** The page's copy travels as loader data, not inside the route's JavaScript (decision 005). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { home, site, testimonials } = contentOf(context);
  const divisionName = divisionNameOf(siteOf(context).content);
  return {
    head: pageHeadOf(context, request),
    siteSettings: site.site,
    hero: homeHeroOf(home, site.site.tagline),
    quickLinks: home.quickLinks,
    numbers: home.homeNumbers,
    featured: {
      ...home.featuredDivisions,
      divisions: home.featuredDivisions.divisions.map((division) => ({ ...division, name: divisionName(division.id) })),
    },
    mission: home.homeMission,
    testimonialsSection: home.homeTestimonials,
    testimonials: testimonials.testimonials,
    cta: home.homeCta,
    timing: home.homeTiming,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...pageMeta(loaderData.head), jsonLd(organizationData(loaderData.siteSettings)), jsonLd(webSiteData())];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, numbers, featured, mission, testimonialsSection, cta, timing } = loaderData;
  const stagger = timing.revealStaggerMs;
  return (
    <>
      <div className="relative isolate overflow-hidden">
        <ParticleField count={timing.particleCount} regenerateMs={timing.particleRegenerateMs} />
        <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
          <ActionButtons actions={hero.actions} />
        </PageHero>
      </div>

      <nav aria-label="Quick links" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <RevealList stagger={stagger} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.quickLinks.map((link) => (
            <QuickLinkCard key={link.href} link={link} />
          ))}
        </RevealList>
      </nav>

      <Section id="numbers" eyebrow={numbers.eyebrow} title={numbers.title} intro={numbers.intro}>
        <StatGrid stats={numbers.stats} stagger={stagger} />
      </Section>

      <Section id="featured-divisions" eyebrow={featured.eyebrow} title={featured.title} intro={featured.intro}>
        <RevealList stagger={stagger} className="grid gap-6 md:grid-cols-3">
          {featured.divisions.map((division) => (
            <FeaturedDivisionCard
              key={division.id}
              division={division}
              name={division.name}
              learnMoreLabel={featured.learnMoreLabel}
              learnMoreHref={featured.learnMoreHref}
            />
          ))}
        </RevealList>
      </Section>

      <Section id="mission">
        <div className="grid gap-8 rounded-3xl border border-line bg-surface/60 p-8 sm:p-12 lg:grid-cols-[1fr_1.4fr] lg:items-center">
          <div>
            <p className="mb-2 font-mono text-xs uppercase tracking-[0.3em] text-neon-strong">{mission.eyebrow}</p>
            <h2 id="mission-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {mission.title}
            </h2>
          </div>
          <div className="space-y-4 text-lg text-muted">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="pt-2">
              <ButtonLink href={mission.link.href} variant="secondary">
                {mission.link.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <Section id="testimonials" eyebrow={testimonialsSection.eyebrow} title={testimonialsSection.title} intro={testimonialsSection.intro}>
        <TestimonialsCarousel testimonials={loaderData.testimonials} intervalMs={timing.testimonialAutoAdvanceMs} label={testimonialsSection.label} />
      </Section>

      <CallToAction title={cta.title} body={cta.body} actions={cta.actions} />
    </>
  );
}
