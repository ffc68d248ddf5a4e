import { ArrowRight } from "lucide-react";
import { FeatureList } from "~/components/sections/feature-list";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { DocsCategory } from "~/content/docs";

/** One of the six /docs cards: a list of guide links, or a list of items shared during onboarding. */
export function DocsCategoryCard({ category, itemsNote }: { category: DocsCategory; itemsNote: string }) {
  return (
    <Card as="li" className="flex flex-col">
      <span className="inline-flex size-12 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
        <Icon name={category.icon} />
      </span>
      <h3 className="mt-5 text-xl font-bold">{category.title}</h3>
      <p className="mt-2 text-sm text-muted">{category.description}</p>
      {category.links ? (
        <ul className="mt-5 space-y-1 border-t border-line pt-4">
          {category.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="group flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 text-sm font-medium text-ink transition-colors hover:bg-white/5 hover:text-neon-strong"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-neon-strong transition-transform group-hover:translate-x-0.5" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-5 border-t border-line pt-4">
          <FeatureList items={category.items} />
          <p className="mt-4 font-mono text-xs uppercase tracking-wider text-muted">{itemsNote}</p>
        </div>
      )}
    </Card>
  );
}
