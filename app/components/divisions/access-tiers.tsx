import { ShieldAlert } from "lucide-react";
import { FeatureList } from "~/components/sections/feature-list";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { DivisionAccess } from "~/content/divisions";

/** The access tiers of an AI division (NoxGPT) and its age rule. */
export function AccessTiers({ access }: { access: DivisionAccess }) {
  return (
    <>
      <ol className="grid gap-6 md:grid-cols-3">
        {access.tiers.map((tier, index) => (
          <Card as="li" key={tier.name} className="flex flex-col">
            <p className="font-mono text-xs uppercase tracking-[0.25em] text-muted">Tier {index + 1}</p>
            <h3 className="mt-2 text-2xl font-bold">{tier.name}</h3>
            <div className="mt-3">
              <Badge tone={index === 0 ? "cyan" : index === 1 ? "purple" : "red"}>{tier.filtering}</Badge>
            </div>
            <p className="mt-4 text-muted">{tier.description}</p>
            <h4 className="mt-6 text-sm font-semibold text-ink">Required to unlock</h4>
            <FeatureList items={tier.requirements} className="mt-3" />
          </Card>
        ))}
      </ol>
      <div role="note" aria-label="Age requirement" className="mt-8 flex gap-4 rounded-2xl border border-warn/50 bg-warn/5 p-6">
        <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-warn" />
        <p className="text-ink">
          <strong className="mr-2 font-mono text-warn">{access.minimumAge}+</strong>
          {access.ageRule}
        </p>
      </div>
    </>
  );
}
