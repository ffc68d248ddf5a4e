import { divisionLabel } from "../../app/lib/contracts/division-label.ts";
import { isApplicationStatus, statusLabels } from "../../app/lib/contracts/application-status.ts";
import type { StoredApplication } from "../db/schema.ts";

/** An application as exported: with its notes' count and the time of the last one (never their text). */
export interface ExportedApplication extends StoredApplication {
  notes: number;
  lastNoteAt: Date | null;
}

/**
 * The columns of an exported application, in order: what the applicant sent, then where the team has
 * got with it. Division and status are the labels the team reads in the inbox, not the stored codes.
 */
export const applicationColumns = [
  "id",
  "createdAt",
  "name",
  "email",
  "discord",
  "division",
  "portfolio",
  "message",
  "status",
  "statusChangedAt",
  "openedAt",
] as const;

export type ApplicationRecord = Record<(typeof applicationColumns)[number], string | number>;

/** One application as plain fields (ISO timestamps, empty strings for what was left blank or not yet done). */
export function applicationRecord(row: StoredApplication): ApplicationRecord {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    discord: row.discord ?? "",
    division: divisionLabel(row.division),
    portfolio: row.portfolio ?? "",
    message: row.message,
    status: isApplicationStatus(row.status) ? statusLabels[row.status] : row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? "",
    openedAt: row.openedAt?.toISOString() ?? "",
  };
}

/** The inbox's export: each application as above, with how many notes it has and when the last was written (never their text). */
export const inboxExportColumns = [...applicationColumns, "notes", "lastNoteAt"] as const;

export function inboxExportRecord(row: ExportedApplication): Record<(typeof inboxExportColumns)[number], string | number> {
  return { ...applicationRecord(row), notes: row.notes, lastNoteAt: row.lastNoteAt?.toISOString() ?? "" };
}
