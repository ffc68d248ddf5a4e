import { RevealList } from "~/components/sections/reveal";
import { Icon } from "~/components/ui/icon";
import type { Achievement, AchievementColor } from "~/content/founder";

const dotClass: Record<AchievementColor, string> = {
  cyan: "border-neon/50 text-neon-strong",
  violet: "border-violet/50 text-violet",
  pulse: "border-pulse/50 text-pulse",
  green: "border-ok/50 text-ok",
};

const yearClass: Record<AchievementColor, string> = {
  cyan: "text-neon-strong",
  violet: "text-violet",
  pulse: "text-pulse",
  green: "text-ok",
};

/** Key Achievements: an ordered timeline, newest year first. */
export function AchievementTimeline({ achievements, label, stagger }: { achievements: readonly Achievement[]; label: string; stagger: number }) {
  return (
    <RevealList as="ol" stagger={stagger} label={label} className="relative ml-5 space-y-10 border-l border-line pl-10">
      {achievements.map((achievement) => (
        <li key={achievement.year} className="relative">
          <span
            className={`absolute -left-[calc(3.625rem+0.5px)] top-0 inline-flex size-9 items-center justify-center rounded-full border bg-surface ${dotClass[achievement.color]}`}
          >
            <Icon name={achievement.icon} className="size-4" />
          </span>
          <p className={`font-mono text-sm font-semibold ${yearClass[achievement.color]}`}>
            <time dateTime={achievement.year}>{achievement.year}</time>
          </p>
          <h3 className="mt-1 text-xl font-semibold">{achievement.title}</h3>
          <p className="mt-2 max-w-2xl text-muted">{achievement.description}</p>
        </li>
      ))}
    </RevealList>
  );
}
