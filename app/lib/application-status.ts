/**
 * Where an application stands in the hiring team's workflow (docs/product.md#status-workflow): along the main line
 * new → reviewing → interview → offer → hired, or out of it as rejected or withdrawn from any stage
 * before a decision. The main line only moves forward, and may skip a stage (a referral can go
 * straight to interview). Hired, rejected and withdrawn are decisions: final, and the date the
 * retention period counts from (app/lib/retention.ts).
 */
export const mainLine = ["new", "reviewing", "interview", "offer", "hired"] as const;
export const exits = ["rejected", "withdrawn"] as const;
export const applicationStatuses = [...mainLine, ...exits] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusLabels: Record<ApplicationStatus, string> = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

const decisions: readonly ApplicationStatus[] = ["hired", "rejected", "withdrawn"];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (applicationStatuses as readonly string[]).includes(value);
}

/** Hired, rejected or withdrawn: nothing follows, and the retention period runs from here. */
export function isDecision(status: ApplicationStatus): boolean {
  return decisions.includes(status);
}

/** The statuses an application may move to from `from`, in workflow order. */
export function nextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  if (isDecision(from)) return [];
  const stage = (mainLine as readonly string[]).indexOf(from);
  return [...mainLine.slice(stage + 1), ...exits];
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextStatuses(from).includes(to);
}
