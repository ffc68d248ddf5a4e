import { count, desc } from "drizzle-orm";
import type { AuditPage } from "../../app/lib/admin-services.ts";
import type { Db } from "../db/database.ts";
import { auditEvents } from "../db/schema.ts";

/**
 * The audit log (issue 10): who did what, when. Only `record` writes to it and nothing deletes from it;
 * /admin/audit reads it. Details carry ids and counts, never an applicant's words or address, so the log
 * can outlive the applications it mentions.
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
  | "user.add"
  | "user.remove"
  | "user.password-reset";

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

export const auditPageSize = 50;

export async function readAuditLog(db: Db, page: number): Promise<AuditPage> {
  const [{ total = 0 } = {}] = await db.select({ total: count() }).from(auditEvents);
  const pageCount = Math.max(1, Math.ceil(total / auditPageSize));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select()
    .from(auditEvents)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(auditPageSize)
    .offset((current - 1) * auditPageSize);
  return {
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
