import { RevealList } from "./reveal";

export interface Stat {
  value: string;
  label: string;
}

/** Big figures with their labels, revealed `stagger` ms apart. */
export function StatGrid({ stats, stagger = 150, label }: { stats: readonly Stat[]; stagger?: number; label?: string }) {
  return (
    <RevealList stagger={stagger} label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-line bg-surface/80 p-6 text-center">
          <p className="text-gradient text-4xl font-bold sm:text-5xl">{stat.value}</p>
          <p className="mt-2 text-sm uppercase tracking-wider text-muted">{stat.label}</p>
        </li>
      ))}
    </RevealList>
  );
}
