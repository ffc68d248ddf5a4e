import type { GradientAccent, HueAccent } from "~/content/schemas/accent";

/**
 * The Tailwind classes of the content's accents (app/content/schemas/accent.ts). Every class is a
 * literal string here: Tailwind finds the classes it generates by scanning the source files.
 */
export const accentClasses = {
  /** Gradient stops, used with `bg-gradient-to-r` / `bg-gradient-to-br`. */
  gradient: {
    cyan: "from-cyan-400 to-blue-500",
    indigo: "from-sky-400 to-indigo-500",
    sky: "from-sky-400 to-violet-500",
    violet: "from-violet-400 to-indigo-500",
    purple: "from-violet-400 to-fuchsia-500",
    fuchsia: "from-fuchsia-400 to-purple-600",
    pink: "from-pink-400 to-rose-500",
    amber: "from-amber-300 to-orange-500",
    yellow: "from-yellow-300 to-emerald-500",
    emerald: "from-emerald-400 to-cyan-500",
    slate: "from-slate-300 to-blue-400",
  } satisfies Record<GradientAccent, string>,
  /** A hue's words (`text`) and the faint tile behind its icon (`tint`). */
  hue: {
    sky: { text: "text-sky-300", tint: "bg-sky-400/10" },
    violet: { text: "text-violet-300", tint: "bg-violet-400/10" },
    fuchsia: { text: "text-fuchsia-300", tint: "bg-fuchsia-400/10" },
    rose: { text: "text-rose-300", tint: "bg-rose-400/10" },
    amber: { text: "text-amber-300", tint: "bg-amber-400/10" },
    emerald: { text: "text-emerald-300", tint: "bg-emerald-400/10" },
  } satisfies Record<HueAccent, { text: string; tint: string }>,
};
