/** Colour rules of the Labs cards (docs/product.md#labs). Pure functions: the unit tests pin them down. */

export type TimelineTone = "green" | "yellow" | "cyan";
export type ProgressTone = "green" | "blue" | "orange";

/** Green for ACTIVE, yellow when the status contains SOON or DEVELOPMENT, cyan otherwise. */
export function timelineTone(status: string): TimelineTone {
  const upper = status.trim().toUpperCase();
  if (upper === "ACTIVE") return "green";
  if (upper.includes("SOON") || upper.includes("DEVELOPMENT")) return "yellow";
  return "cyan";
}

/** Green at 100, blue at 75 or more, otherwise orange. */
export function progressTone(progress: number): ProgressTone {
  if (progress >= 100) return "green";
  if (progress >= 75) return "blue";
  return "orange";
}

export const timelineTextClass: Record<TimelineTone, string> = {
  green: "text-ok",
  yellow: "text-warn",
  cyan: "text-neon-strong",
};

export const progressBarClass: Record<ProgressTone, string> = {
  green: "bg-ok",
  blue: "bg-sky-400",
  orange: "bg-orange-400",
};
