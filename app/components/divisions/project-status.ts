import type { BadgeTone } from "~/components/ui/badge";

/**
 * The badge colour of a recent project's status (docs/product.md#division-page): active and completed
 * each have their own colour, anything else is yellow. The badge always shows the status as text too.
 */
export function projectStatusTone(status: string): BadgeTone {
  switch (status) {
    case "active":
      return "green";
    case "completed":
      return "blue";
    default:
      return "yellow";
  }
}
