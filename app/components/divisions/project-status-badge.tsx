import { Badge } from "~/components/ui/badge";
import { projectStatusTone } from "./project-status";

/** A recent project's status, as text on its colour (docs/product.md#division-page). */
export function ProjectStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={projectStatusTone(status)}>{label}</Badge>;
}
