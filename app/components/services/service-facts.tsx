import { accentClasses } from "~/components/ui/accent";
import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { IconKey } from "~/content/icons";
import type { HueAccent } from "~/content/schemas/accent";

export interface ServiceFactsProps {
  icon: IconKey;
  accent: HueAccent;
  timeline: string;
  pricing?: string;
  divisions: { name: string; href: string }[];
  labels: { timeline: string; pricing: string; divisions: string };
}

/** The hero's side card: timeline badge, pricing where the service has one, and who delivers it. */
export function ServiceFacts({ icon, accent, timeline, pricing, divisions, labels }: ServiceFactsProps) {
  return (
    <div className="w-full rounded-2xl border border-line bg-surface/80 p-6 lg:w-80">
      <span
        className={`inline-flex size-14 items-center justify-center rounded-xl border border-line ${accentClasses.hue[accent].tint} ${accentClasses.hue[accent].text}`}
      >
        <Icon name={icon} className="size-7" />
      </span>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-xs uppercase tracking-wider text-muted">{labels.timeline}</dt>
          <dd className="mt-2" data-testid="service-timeline">
            <Badge tone="cyan">{timeline}</Badge>
          </dd>
        </div>
        {pricing && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-muted">{labels.pricing}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink" data-testid="service-pricing">
              {pricing}
            </dd>
          </div>
        )}
        {divisions.length > 0 && (
          <div>
            <dt className="text-xs uppercase tracking-wider text-muted">{labels.divisions}</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {divisions.map((division) => (
                  <li key={division.href}>
                    <a href={division.href} className="font-semibold text-neon-strong underline-offset-4 hover:underline">
                      {division.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
