import type { ReactNode } from "react";

export type BadgeTone = "green" | "yellow" | "blue" | "purple" | "cyan" | "red" | "neutral";

const tones: Record<BadgeTone, string> = {
  green: "border-ok/50 bg-ok/10 text-ok",
  yellow: "border-warn/50 bg-warn/10 text-warn",
  blue: "border-sky-400/50 bg-sky-400/10 text-sky-300",
  purple: "border-violet/50 bg-violet/10 text-violet",
  cyan: "border-neon/50 bg-neon/10 text-neon-strong",
  red: "border-danger/50 bg-danger/10 text-danger",
  neutral: "border-line bg-white/5 text-muted",
};

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 font-mono text-xs font-medium uppercase tracking-wider ${tones[tone]}`}>
      {children}
    </span>
  );
}
