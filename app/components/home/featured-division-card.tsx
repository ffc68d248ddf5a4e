import { FeatureList } from "~/components/sections/feature-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { FeaturedDivision } from "~/content/home";

/** One featured division on the home page, with its Learn More link. */
export function FeaturedDivisionCard({
  division,
  name,
  learnMoreLabel,
  learnMoreHref,
}: {
  division: FeaturedDivision;
  name: string;
  learnMoreLabel: string;
  learnMoreHref: string;
}) {
  return (
    <Card as="li" className="flex flex-col">
      <span className="inline-flex size-12 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
        <Icon name={division.icon} />
      </span>
      <h3 className="mt-5 text-2xl font-bold">{name}</h3>
      <p className="mt-1 font-mono text-xs uppercase tracking-wider text-neon-strong">{division.tagline}</p>
      <p className="mt-4 text-muted">{division.description}</p>
      <FeatureList items={division.highlights} className="mt-5" />
      <div className="mt-auto pt-6">
        <ButtonLink href={learnMoreHref} variant="secondary">
          {learnMoreLabel}
          <span className="sr-only"> about {name}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
