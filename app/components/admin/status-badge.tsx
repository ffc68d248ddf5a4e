import { Badge, type BadgeTone } from "~/components/ui/badge";
import { statusLabels, type ApplicationStatus } from "~/lib/contracts/application-status";

const tones: Record<ApplicationStatus, BadgeTone> = {
  new: "cyan",
  reviewing: "blue",
  interview: "purple",
  offer: "yellow",
  hired: "green",
  rejected: "red",
  withdrawn: "neutral",
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
