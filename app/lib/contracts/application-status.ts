/**
 * Where an application stands in the hiring team's workflow (docs/product.md#status-workflow): along the main line
 * new → reviewing → interview → offer → hired, or out of it as rejected or withdrawn from any stage
 * before a decision. The workflow moves forward, and may skip a stage (a referral can go straight to
 * interview). Hired, rejected and withdrawn are decisions: nothing follows them, and the retention period
 * counts from their date (app/lib/contracts/retention.ts). A status can also go back (a misclick, a decision taken
 * back): to an earlier stage of the main line, audited as a change back like any other change.
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

/**
 * The statuses an application may go back to from `from`, in workflow order: the stages of the main
 * line before it; from rejected or withdrawn (a stage we do not record), any open stage.
 */
export function earlierStatuses(from: ApplicationStatus): ApplicationStatus[] {
  const stage = (mainLine as readonly string[]).indexOf(from);
  return stage === -1 ? mainLine.filter((status) => !isDecision(status)) : mainLine.slice(0, stage);
}

/** Whether moving `from` → `to` goes back (a correction) rather than forward. */
export function isMoveBack(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return earlierStatuses(from).includes(to);
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextStatuses(from).includes(to) || isMoveBack(from, to);
}
