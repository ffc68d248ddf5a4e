import type { BadgeTone } from "~/components/ui/badge";

/**
 * The colour of a roadmap milestone's status (docs/product.md#roadmap). Active is green, In Progress yellow,
 * Planned blue, and anything else (Complete, Vision) purple. The status is always shown as text too.
 */
export function milestoneTone(status: string): BadgeTone {
  switch (status) {
    case "Active":
      return "green";
    case "In Progress":
      return "yellow";
    case "Planned":
      return "blue";
    default:
      return "purple";
  }
}
