import type { ContactSubmission } from "../db/schema.ts";

/** The columns of an exported application, in order: what the applicant sent, then the team's status. */
export const applicationColumns = ["id", "createdAt", "status", "statusChangedAt", "name", "email", "discord", "division", "portfolio", "message"] as const;

export type ApplicationRecord = Record<(typeof applicationColumns)[number], string | number>;

/** One application as plain fields (ISO timestamps, empty strings for what was left blank). */
export function applicationRecord(row: ContactSubmission): ApplicationRecord {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? "",
    name: row.name,
    email: row.email,
    discord: row.discord ?? "",
    division: row.division,
    portfolio: row.portfolio ?? "",
    message: row.message,
  };
}
