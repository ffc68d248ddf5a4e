import { FeatureList } from "~/components/sections/feature-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { ResourceCard as ResourceCardData, ResourceColor } from "~/content/resources";

const accents: Record<ResourceColor, { icon: string; bar: string }> = {
  cyan: { icon: "border-neon/40 bg-neon/10 text-neon-strong", bar: "from-neon to-neon-strong" },
  violet: { icon: "border-violet/40 bg-violet/10 text-violet", bar: "from-violet to-neon" },
  pink: { icon: "border-pulse/40 bg-pulse/10 text-pulse", bar: "from-pulse to-violet" },
};

/** A resources hub card: title, description, what it covers, and a link to the page. */
export function ResourceCard({ card }: { card: ResourceCardData }) {
  const accent = accents[card.color];
  return (
    <Card as="li" className="relative flex flex-col overflow-hidden">
      <span aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${accent.bar}`} />
      <span className={`inline-flex size-12 items-center justify-center rounded-xl border ${accent.icon}`}>
        <Icon name={card.icon} />
      </span>
      <h3 className="mt-5 text-2xl font-bold">{card.title}</h3>
      <p className="mt-3 text-muted">{card.description}</p>
      <FeatureList items={card.items} className="mt-5" />
      <div className="mt-auto pt-6">
        <ButtonLink href={card.link} variant="secondary">
          {card.linkLabel}
        </ButtonLink>
      </div>
    </Card>
  );
}
