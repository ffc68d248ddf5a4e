import { FeatureList } from "~/components/sections/feature-list";
import { accentClasses } from "~/components/ui/accent";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { ServiceSummary } from "~/content/services";

/** One service on /services: icon, title, subtitle, description, four features and Learn More. */
export function ServiceCard({ service, learnMoreLabel }: { service: ServiceSummary; learnMoreLabel: string }) {
  return (
    <Card as="li" className="flex flex-col">
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl border border-line ${accentClasses.hue[service.accent].tint} ${accentClasses.hue[service.accent].text}`}
      >
        <Icon name={service.icon} />
      </span>
      <h3 className="mt-5 text-2xl font-bold">{service.title}</h3>
      <p className={`mt-1 font-mono text-xs uppercase tracking-wider ${accentClasses.hue[service.accent].text}`}>{service.subtitle}</p>
      <p className="mt-4 text-muted">{service.description}</p>
      <FeatureList items={service.features} className="mt-5" />
      <div className="mt-auto pt-6">
        <ButtonLink href={`/services/${service.slug}`} variant="secondary">
          {learnMoreLabel}
          <span className="sr-only"> about {service.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
