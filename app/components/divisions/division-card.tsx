import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { accentClasses } from "~/components/ui/accent";
import { Card } from "~/components/ui/card";
import type { DivisionSummary } from "~/content/divisions";
import { DivisionIcon } from "./division-icon";

/** One division on /divisions: icon, name, subtitle, description, status badge where set, Learn More. */
export function DivisionCard({ division, learnMoreLabel }: { division: DivisionSummary; learnMoreLabel: string }) {
  return (
    <Card as="li" className="relative flex flex-col overflow-hidden">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${accentClasses.gradient[division.accent]}`} />
      <div className="flex items-start justify-between gap-3">
        <DivisionIcon icon={division.icon} accent={division.accent} />
        {division.status && <Badge tone="yellow">{division.status}</Badge>}
      </div>
      <h2 className="mt-5 text-2xl font-bold">{division.name}</h2>
      <p className="mt-1 font-mono text-xs uppercase tracking-wider text-neon-strong">{division.subtitle}</p>
      <p className="mt-4 text-muted">{division.description}</p>
      <div className="mt-auto pt-6">
        <ButtonLink href={`/divisions/${division.id}`} variant="secondary">
          {learnMoreLabel}
          <span className="sr-only"> about {division.name}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
