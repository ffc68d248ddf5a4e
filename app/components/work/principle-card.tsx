import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { WorkPrinciple } from "~/content/our-work";

/** One "how we work" principle. */
export function PrincipleCard({ principle, index }: { principle: WorkPrinciple; index: number }) {
  return (
    <Card as="li">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-violet/10 text-violet">
          <Icon name={principle.icon} className="size-5" />
        </span>
        <span aria-hidden="true" className="font-mono text-sm text-muted">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-bold">{principle.title}</h3>
      <p className="mt-3 leading-relaxed text-muted">{principle.description}</p>
    </Card>
  );
}
