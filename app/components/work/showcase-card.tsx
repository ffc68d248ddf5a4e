import { FeatureList } from "~/components/sections/feature-list";
import { accentClasses } from "~/components/ui/accent";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { DivisionShowcase } from "~/content/our-work";
import { showcaseHref, showcaseStatusTone } from "./showcase";

export interface ShowcaseLabels {
  impact: string;
  status: string;
  achievements: string;
  link: string;
}

/** One division showcase on /our-work: status as a text badge (colour only adds to the words). */
export function ShowcaseCard({ item, labels }: { item: DivisionShowcase; labels: ShowcaseLabels }) {
  return (
    <Card as="li" className="relative flex flex-col overflow-hidden">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${accentClasses.gradient[item.accent]}`} />
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
          <Icon name={item.icon} className="size-5" />
        </span>
        <p data-showcase-status={item.status}>
          <span className="sr-only">{labels.status}: </span>
          <Badge tone={showcaseStatusTone(item.status)}>{item.status}</Badge>
        </p>
      </div>
      <p className="mt-5 font-mono text-xs uppercase tracking-wider text-neon-strong">{item.division}</p>
      <h3 className="mt-1 text-xl font-bold">{item.title}</h3>
      <p className="mt-3 text-sm leading-relaxed text-muted">{item.description}</p>
      <p className="mt-4 rounded-lg border border-line bg-surface-2/70 px-3 py-2 text-sm">
        <span className="font-mono text-xs uppercase tracking-wider text-muted">{labels.impact}: </span>
        <span className="font-semibold text-ink">{item.impact}</span>
      </p>
      <h4 className="sr-only">{labels.achievements}</h4>
      <FeatureList items={item.achievements} className="mt-4" />
      <div className="mt-auto pt-6">
        <ButtonLink href={showcaseHref(item.division)} variant="secondary">
          {labels.link} {item.division}
        </ButtonLink>
      </div>
    </Card>
  );
}
