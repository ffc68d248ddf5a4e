import { ArrowRight } from "lucide-react";
import { FeatureList } from "~/components/sections/feature-list";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { DocsCard } from "~/content/docs";

/** A content card of a docs sub-page: its own section, titled by an h2, with an optional call to action. */
export function DocsContentCard({ card, id }: { card: DocsCard; id: string }) {
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
          <Icon name={card.icon} />
        </span>
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {card.title}
        </h2>
      </div>
      <div className="mt-5 space-y-3 text-muted">
        {card.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {card.points && <FeatureList items={card.points} className="mt-5" />}
      {card.links && (
        <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {card.links.map((link) => (
            <li key={link.href} className="rounded-xl border border-line bg-void/40 p-4">
              <a href={link.href} className="group inline-flex items-center gap-1.5 font-semibold text-neon-strong hover:underline">
                {link.label}
                <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
              </a>
              <p className="mt-1 text-sm text-muted">{link.description}</p>
            </li>
          ))}
        </ul>
      )}
      {card.action && (
        <div className="mt-auto pt-6">
          <ButtonLink href={card.action.href}>{card.action.label}</ButtonLink>
        </div>
      )}
    </Card>
  );
}
