import type { LabStat } from "~/content/labs";

/** The Lab Statistics tiles. A symbol such as ∞ is read out as its spoken value. */
export function LabStats({ stats }: { stats: readonly LabStat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-line bg-surface/80 p-6 text-center">
          <p className="text-gradient text-4xl font-bold sm:text-5xl">
            {stat.spokenValue ? (
              <>
                <span aria-hidden="true">{stat.value}</span>
                <span className="sr-only">{stat.spokenValue}</span>
              </>
            ) : (
              stat.value
            )}
          </p>
          <p className="mt-2 text-sm uppercase tracking-wider text-muted">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
