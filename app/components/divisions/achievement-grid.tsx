import { RevealList } from "~/components/sections/reveal";
import { splitAchievement } from "./achievement";

const columns: Record<number, string> = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
};

/**
 * A division's achievements as big figures with their labels: the first word of each achievement is
 * the figure, the rest the label. Columns follow the count so no row is left half empty.
 */
export function AchievementGrid({ achievements, stagger, label }: { achievements: readonly string[]; stagger: number; label: string }) {
  return (
    <RevealList stagger={stagger} label={label} className={`grid gap-4 ${columns[achievements.length] ?? "md:grid-cols-3"}`}>
      {achievements.map((achievement) => {
        const { figure, label: text } = splitAchievement(achievement);
        return (
          <li key={achievement} className="rounded-2xl border border-line bg-surface/80 p-6 text-center">
            <p className="text-gradient text-4xl font-bold lg:text-5xl">{figure}</p>
            <p className="mt-2 text-sm uppercase tracking-wider text-muted">{text}</p>
          </li>
        );
      })}
    </RevealList>
  );
}
