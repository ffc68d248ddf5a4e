import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { RoadmapMilestone } from "~/content/roadmap";
import { milestoneTone } from "./milestone-tone";

const dotTones: Partial<Record<BadgeTone, string>> = {
  green: "bg-ok",
  yellow: "bg-warn",
  blue: "bg-sky-400",
  purple: "bg-violet",
};

/** The vision roadmap: milestones in order, each with its year and its status as a coloured text badge. */
export function RoadmapTimeline({ milestones }: { milestones: readonly RoadmapMilestone[] }) {
  return (
    <ol className="relative space-y-8 border-l border-line pl-8 sm:ml-4">
      {milestones.map((item) => {
        const tone = milestoneTone(item.status);
        return (
          <li key={item.milestone} className="relative" data-status={item.status}>
            <span aria-hidden="true" className={`absolute -left-[2.55rem] top-1.5 size-4 rounded-full ring-4 ring-void ${dotTones[tone] ?? "bg-violet"}`} />
            <div className="rounded-2xl border border-line bg-surface/80 p-6">
              <div className="flex flex-wrap items-center gap-3">
                <p className="font-mono text-sm font-semibold text-neon-strong">{item.year}</p>
                <Badge tone={tone}>
                  <span className="sr-only">Status: </span>
                  <span>{item.status}</span>
                </Badge>
              </div>
              <h3 className="mt-3 text-xl font-semibold">{item.milestone}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
