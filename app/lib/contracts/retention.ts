import { retentionPeriods } from "../../content/retention.ts";
import { isDecision, type ApplicationStatus } from "./application-status.ts";

export { retentionPeriods };

/** The rate limit's window, in the unit express-rate-limit takes. */
export const rateLimitWindowMs = retentionPeriods.rateLimitWindowMinutes * 60_000;

/**
 * `date` moved by whole calendar months in UTC; a day the target month lacks becomes its last day
 * (31 March minus one month is 28 or 29 February), so no period ever comes out longer than promised.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The purge deletes a decided application whose decision is older than `decidedBefore`, and an
 * undecided one that arrived before `undecidedBefore`.
 */
export function purgeCutoffs(now: Date): { decidedBefore: Date; undecidedBefore: Date } {
  return {
    decidedBefore: addMonths(now, -retentionPeriods.decidedApplicationMonths),
    undecidedBefore: addMonths(now, -retentionPeriods.undecidedApplicationMonths),
  };
}

/** The housekeeping deletes audit entries older than this. */
export function auditLogCutoff(now: Date): Date {
  return addMonths(now, -retentionPeriods.auditLogMonths);
}

/** When the purge will delete this application if nothing changes (shown on its page). */
export function deletionDate(application: { createdAt: Date; status: ApplicationStatus; statusChangedAt: Date | null }): Date {
  if (isDecision(application.status)) {
    return addMonths(application.statusChangedAt ?? application.createdAt, retentionPeriods.decidedApplicationMonths);
  }
  return addMonths(application.createdAt, retentionPeriods.undecidedApplicationMonths);
}

/** The purge deletes an inquiry whose status last changed (or which arrived, if it never did) before this. */
export function inquiryPurgeCutoff(now: Date): Date {
  return addMonths(now, -retentionPeriods.inquiryMonths);
}

/** When the purge will delete this inquiry if nothing changes (for the team's page of it). */
export function inquiryDeletionDate(inquiry: { createdAt: Date; statusChangedAt: Date | null }): Date {
  return addMonths(inquiry.statusChangedAt ?? inquiry.createdAt, retentionPeriods.inquiryMonths);
}
