/**
 * Where a project inquiry stands in the sales team's workflow: along the main line
 * new → contacted → qualified → proposal → won, or out of it as lost. Unlike an application's, a deal
 * moves both ways (a lost client comes back, a proposal goes back to qualifying), so any status may
 * follow any other; each move is audited (server/admin/inquiry-inbox.ts). Moving an inquiry out of
 * "new" the first time records its first answer (inquiries.first_answered_at), which keeps or breaks
 * the contact page's response-time promise; moving it back does not undo that answer.
 */
export const inquiryMainLine = ["new", "contacted", "qualified", "proposal", "won"] as const;
export const inquiryExits = ["lost"] as const;
export const inquiryStatuses = [...inquiryMainLine, ...inquiryExits] as const;

export type InquiryStatus = (typeof inquiryStatuses)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

const decisions: readonly InquiryStatus[] = ["won", "lost"];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (inquiryStatuses as readonly string[]).includes(value);
}

/** Won or lost: the deal is decided (it may still be reopened). */
export function isInquiryDecision(status: InquiryStatus): boolean {
  return decisions.includes(status);
}

/** The statuses an inquiry may move to from `from`: every other one, in workflow order. */
export function nextInquiryStatuses(from: InquiryStatus): InquiryStatus[] {
  return inquiryStatuses.filter((status) => status !== from);
}

export function canMoveInquiryTo(from: InquiryStatus, to: InquiryStatus): boolean {
  return nextInquiryStatuses(from).includes(to);
}

/** The first move out of "new" is the first answer: the moment the response-time promise is kept or broken. */
export function isFirstAnswer(from: InquiryStatus, to: InquiryStatus): boolean {
  return from === "new" && to !== "new";
}
