import { RevealList } from "~/components/sections/reveal";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Expertise } from "~/content/founder";

/** Areas of Expertise: one card per area, with its track-record figure. */
export function ExpertiseGrid({ areas, stagger }: { areas: readonly Expertise[]; stagger: number }) {
  return (
    <RevealList stagger={stagger} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {areas.map((area) => (
        <Card as="li" key={area.area} className="flex flex-col">
          <span className="inline-flex size-12 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
            <Icon name={area.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{area.area}</h3>
          <p className="mt-1 font-mono text-sm font-semibold text-neon-strong">{area.projects}</p>
          <p className="mt-3 text-sm text-muted">{area.description}</p>
        </Card>
      ))}
    </RevealList>
  );
}
