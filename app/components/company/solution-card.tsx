import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { SolutionCard as Solution } from "~/content/mission";

/** One of the four solutions on /mission: what we do, its impact, and the division that delivers it. */
export function SolutionCard({ solution, divisionName }: { solution: Solution; divisionName: string }) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-center gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-neon/30 bg-neon/10 text-neon-strong">
          <Icon name={solution.icon} className="size-5" />
        </span>
        <h3 className="text-xl font-semibold">{solution.title}</h3>
      </div>
      <p className="mt-4 text-muted">{solution.description}</p>
      <div className="mt-4 rounded-xl border border-ok/30 bg-ok/5 p-4">
        <p className="font-mono text-xs uppercase tracking-wider text-ok">Impact</p>
        <p className="mt-1 text-sm text-ink">{solution.impact}</p>
      </div>
      <p className="mt-auto pt-5 text-sm text-muted">
        Delivered by{" "}
        <a href={`/divisions/${solution.division}`} className="font-semibold text-neon-strong underline-offset-4 hover:underline">
          {divisionName}
        </a>
      </p>
    </Card>
  );
}
