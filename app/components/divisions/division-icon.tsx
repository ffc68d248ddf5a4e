import { Icon } from "~/components/ui/icon";
import { accentClasses } from "~/components/ui/accent";
import type { IconKey } from "~/content/icons";
import type { GradientAccent } from "~/content/schemas/accent";

/** A division's icon on its colour gradient. Decorative: the division's name is always beside it. */
export function DivisionIcon({ icon, accent, size = "md" }: { icon: IconKey; accent: GradientAccent; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-28 rounded-3xl" : "size-12 rounded-xl";
  const glyph = size === "lg" ? "size-14" : "size-6";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-gradient-to-br text-void shadow-lg ${accentClasses.gradient[accent]} ${box}`}>
      <Icon name={icon} className={glyph} />
    </span>
  );
}
