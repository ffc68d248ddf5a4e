import { count, desc, inArray, lt, notInArray, sql, type SQL } from "../db/drizzle.ts";
import type { AuditPage } from "../../app/lib/contracts/admin-services.ts";
import { auditActionsOfKind, type AuditKind } from "../../app/lib/contracts/audit-filter.ts";
import { auditLogCutoff } from "../../app/lib/contracts/retention.ts";
import type { Db } from "../db/database.ts";
import { auditEvents } from "../db/schema.ts";

/**
 * The audit log: who did what, when. `recordAudit` writes one entry per action; `countAuditSummary`
 * counts repeated refusals (failed and held-back sign-ins) into one entry per account and hour, so a
 * flood of attempts cannot fill the log; `purgeOldAuditEvents` (the daily housekeeping) deletes entries
 * older than the period the privacy policy states. /admin/audit reads it. Details carry ids and counts,
 * never an applicant's words or address, so the log can outlive the applications it mentions.
 */
export type AuditAction =
  | "sign-in"
  | "sign-in.failed"
  | "sign-in.throttled"
  | "sign-out"
  | "application.view"
  | "application.status"
  | "application.note"
  | "applications.export"
  | "applicant.erase"
  | "applications.purge"
  | "inquiry.view"
  | "inquiry.status"
  | "inquiry.note"
  | "inquiries.export"
  | "inquiries.purge"
  | "newsletter.purge"
  | "user.add"
  | "user.remove"
  | "user.password-reset"
  | "user.invite"
  | "user.invite-accepted"
  | "user.password-reset-requested"
  | "user.roles"
  | "content.save"
  | "content.discard"
  | "content.publish"
  | "content.restore"
  | "content.import"
  | "content.schedule"
  | "content.schedule-cancel"
  | "media.upload"
  | "media.delete"
  | "newsletter.test-send"
  | "newsletter.send"
  | "newsletter.export"
  | "newsletter.erase";

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  subject?: string;
  details?: Record<string, unknown>;
}

/** Anything with Drizzle's insert: the database itself or an open transaction, so an entry commits with its change. */
type Writer = Pick<Db, "insert">;

export async function recordAudit(db: Writer, entry: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values({ actor: entry.actor, action: entry.action, subject: entry.subject ?? null, details: entry.details ?? null });
}

/** The actor (and subject) of a sign-in to an account that does not exist: never what was typed, which may be a password. */
export const unknownAccount = "unknown account";

/** The hour a summary row counts, in the database's clock, so every server counts into the same row. */
const summaryHour = sql`to_char(date_trunc('hour', now() at time zone 'UTC'), 'YYYY-MM-DD"T"HH24')`;

/**
 * Counts one more of a repeated refusal into the entry of its action, actor and subject for this hour:
 * the first one of the hour writes the entry (details `{ count: 1, last }`), later ones add to its count
 * in the same atomic statement, so parallel refusals neither lose a count nor write a second row.
 */
export async function countAuditSummary(db: Pick<Db, "insert">, entry: Omit<AuditRecord, "details">): Promise<void> {
  const summaryKey = sql`${`${entry.action}|${entry.actor}|${entry.subject ?? ""}|`} || ${summaryHour}`;
  await db
    .insert(auditEvents)
    .values({
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject ?? null,
      details: sql`jsonb_build_object('count', 1, 'last', now())`,
      summaryKey,
    })
    .onConflictDoUpdate({
      target: auditEvents.summaryKey,
      set: {
        details: sql`jsonb_build_object('count', coalesce((${auditEvents.details} ->> 'count')::integer, 0) + 1, 'last', now())`,
      },
    });
}

/** Deletes the entries older than the audit log's retention period (the daily housekeeping). */
export async function purgeOldAuditEvents(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, auditLogCutoff(now)))
    .returning({ id: auditEvents.id });
  return deleted.length;
}

export const auditPageSize = 50;

/** Which entries a kind of the audit page covers: "changes" is everything but sign-ins, views and exports. */
function kindCondition(kind: AuditKind): SQL | undefined {
  if (kind === "all") return undefined;
  if (kind === "changes") return notInArray(auditEvents.action, Object.values(auditActionsOfKind).flat());
  return inArray(auditEvents.action, [...auditActionsOfKind[kind]]);
}

export async function readAuditLog(db: Db, page: number, kind: AuditKind = "all"): Promise<AuditPage> {
  const where = kindCondition(kind);
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(auditEvents).where(where);
  const pageCount = Math.max(1, Math.ceil(total / auditPageSize));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(auditPageSize)
    .offset((current - 1) * auditPageSize);
  return {
    kind,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      subject: row.subject,
      details: row.details ?? null,
    })),
    total,
    page: current,
    pageCount,
  };
}

/** The subject naming one application. */
export const applicationSubject = (id: number) => `application:${id}`;

/** The subject naming one project inquiry. */
export const inquirySubject = (id: number) => `inquiry:${id}`;
