import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { ProblemCard as Problem } from "~/content/mission";

/** One of the four problems on /mission. */
export function ProblemCard({ problem }: { problem: Problem }) {
  return (
    <Card as="li" className="border-danger/25">
      <span className="inline-flex size-11 items-center justify-center rounded-xl border border-danger/40 bg-danger/10 text-danger">
        <Icon name={problem.icon} className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{problem.title}</h3>
      <p className="mt-2 text-sm text-muted">{problem.description}</p>
    </Card>
  );
}
