import type { FounderStat } from "~/content/founder";

/** The founder's stat tiles (years of experience, successful projects). */
export function FounderStats({ stats, label }: { stats: readonly FounderStat[]; label: string }) {
  return (
    <ul aria-label={label} className="grid w-full max-w-md grid-cols-2 gap-4">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-line bg-surface/80 p-5 text-center">
          <p className="text-gradient text-4xl font-bold">{stat.value}</p>
          <p className="mt-1 text-xs uppercase tracking-wider text-muted">{stat.label}</p>
        </li>
      ))}
    </ul>
  );
}
