import { budgetLabel, wishedStartLabel } from "../../app/lib/contracts/inquiry-labels.ts";
import { inquiryStatusLabels, isInquiryStatus } from "../../app/lib/contracts/inquiry-status.ts";
import { inquiryTopicLabel } from "../../app/lib/contracts/inquiry-topic-label.ts";
import type { Inquiry } from "../db/schema.ts";

/** An inquiry as exported: with whether it is overdue, its notes' count and the time of the last one (never their text). */
export interface ExportedInquiry extends Inquiry {
  overdue: boolean;
  notes: number;
  lastNoteAt: Date | null;
}

/**
 * The columns of an exported inquiry (/admin/inquiries/export.csv and .json), in order: what the client
 * sent, where it was routed, the response-time promise, then where the team has got with it. Topic,
 * budget, wished start and status are the labels the team reads in the inbox, not the stored codes;
 * notes are counted, never copied.
 */
export const inquiryExportColumns = [
  "id",
  "createdAt",
  "name",
  "email",
  "company",
  "topic",
  "budget",
  "wishedStart",
  "description",
  "link",
  "teamEmail",
  "status",
  "statusChangedAt",
  "answerDueAt",
  "firstAnsweredAt",
  "overdue",
  "openedAt",
  "notes",
  "lastNoteAt",
] as const;

export function inquiryExportRecord(row: ExportedInquiry): Record<(typeof inquiryExportColumns)[number], string | number> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company ?? "",
    topic: inquiryTopicLabel(row.topic),
    budget: row.budget === null ? "" : budgetLabel(row.budget),
    wishedStart: row.wishedStart === null ? "" : wishedStartLabel(row.wishedStart),
    description: row.description,
    link: row.link ?? "",
    teamEmail: row.teamEmail,
    status: isInquiryStatus(row.status) ? inquiryStatusLabels[row.status] : row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? "",
    answerDueAt: row.answerDueAt.toISOString(),
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? "",
    overdue: row.overdue ? "yes" : "no",
    openedAt: row.openedAt?.toISOString() ?? "",
    notes: row.notes,
    lastNoteAt: row.lastNoteAt?.toISOString() ?? "",
  };
}
