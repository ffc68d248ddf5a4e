import { FeatureList } from "~/components/sections/feature-list";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { CaseStudy } from "~/content/case-studies";

export interface CaseStudyLabels {
  caseStudy: string;
  client: string;
  industry: string;
  timeline: string;
  challenge: string;
  solution: string;
  results: string;
  deliveredBy: string;
}

/** One case study: client facts, challenge, solution, key results and the division that delivered it. */
export function CaseStudyCard({
  study,
  number,
  divisionName,
  divisionHref,
  labels,
}: {
  study: CaseStudy;
  /** 1-based position in the list. */
  number: number;
  divisionName: string;
  divisionHref: string;
  labels: CaseStudyLabels;
}) {
  const headingId = `${study.id}-heading`;
  return (
    <Card as="li" className="sm:p-10">
      <article id={study.id} aria-labelledby={headingId} className="scroll-mt-28">
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="cyan">{`${labels.caseStudy} ${String(number).padStart(2, "0")}`}</Badge>
          <span className="text-sm text-muted">
            {labels.deliveredBy}{" "}
            <a href={divisionHref} className="font-semibold text-neon-strong underline-offset-4 hover:underline">
              {divisionName}
            </a>
          </span>
        </div>
        <h3 id={headingId} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {study.title}
        </h3>

        <dl className="mt-6 grid gap-4 rounded-xl border border-line bg-surface-2/60 p-4 sm:grid-cols-3">
          {(
            [
              [labels.client, study.client],
              [labels.industry, study.industry],
              [labels.timeline, study.timeline],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt className="font-mono text-xs uppercase tracking-wider text-neon-strong">{term}</dt>
              <dd className="mt-1 text-sm text-ink">{value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <div>
            <h4 className="text-lg font-semibold">{labels.challenge}</h4>
            <p className="mt-2 leading-relaxed text-muted">{study.challenge}</p>
          </div>
          <div>
            <h4 className="text-lg font-semibold">{labels.solution}</h4>
            <p className="mt-2 leading-relaxed text-muted">{study.solution}</p>
          </div>
        </div>

        <div className="mt-8 rounded-xl border border-ok/30 bg-ok/5 p-5">
          <h4 className="text-lg font-semibold">{labels.results}</h4>
          <FeatureList items={study.results} className="mt-3 sm:grid sm:grid-cols-2 sm:gap-x-6 sm:space-y-0 sm:gap-y-2" />
        </div>
      </article>
    </Card>
  );
}
