import { Badge, type BadgeTone } from "~/components/ui/badge";
import { inquiryStatusLabels, type InquiryStatus } from "~/lib/contracts/inquiry-status";

/** An inquiry's status as the sales team reads it, in the tones of the applications' (status-badge.tsx). */
const tones: Record<InquiryStatus, BadgeTone> = {
  new: "cyan",
  contacted: "blue",
  qualified: "purple",
  proposal: "yellow",
  won: "green",
  lost: "neutral",
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={tones[status]}>{inquiryStatusLabels[status]}</Badge>;
}

/** The response-time promise broken: unanswered past its due time. Words, not only a colour. */
export function OverdueBadge() {
  return <Badge tone="red">Overdue</Badge>;
}
