import { and, asc, count, desc, eq, getTableColumns, gte, ilike, isNull, lt, or, sql, type SQL, type SQLWrapper } from "../db/drizzle.ts";
import type { AdminResult, ApplicationDetail, ApplicationSummary, InboxPage, StatusChange } from "../../app/lib/contracts/admin-services.ts";
import {
  applicationStatuses,
  canMoveTo,
  isApplicationStatus,
  isMoveBack,
  statusLabels,
  type ApplicationStatus,
} from "../../app/lib/contracts/application-status.ts";
import { divisionOptions } from "../../app/lib/contracts/division-label.ts";
import { defaultInboxSort, inboxDateRange, inboxPageSize, type InboxFilter, type InboxSort } from "../../app/lib/contracts/inbox-filter.ts";
import { deletionDate } from "../../app/lib/contracts/retention.ts";
import type { Db } from "../db/database.ts";
import { applicationNotes, auditEvents, applications, type StoredApplication } from "../db/schema.ts";
import { applicationSubject, recordAudit } from "../audit/audit-log.ts";
import type { ExportedApplication } from "../export/application-records.ts";

/** The longest internal note. */
export const maxNoteLength = 4000;

/** `%`, `_` and `\` typed in the search box are matched literally (the inquiries inbox searches alike). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The conditions of a filter; `withStatus: false` leaves the status out (for the counts per status). */
export function filterConditions(filter: InboxFilter, withStatus = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.division) conditions.push(eq(applications.division, filter.division));
  if (withStatus && filter.status) conditions.push(eq(applications.status, filter.status));
  const { start, end } = inboxDateRange(filter);
  if (start) conditions.push(gte(applications.createdAt, start));
  if (end) conditions.push(lt(applications.createdAt, end));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(applications.name, pattern), ilike(applications.email, pattern), ilike(applications.message, pattern)));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** One key of the list's order: what is compared, and which way. */
export interface OrderKey {
  key: SQLWrapper;
  dir: "asc" | "desc";
}

const newestFirst: OrderKey[] = [
  { key: applications.createdAt, dir: "desc" },
  { key: applications.id, dir: "desc" },
];

/** A value's place in a list, in SQL; a value not in the list comes last. */
export function rankIn(column: SQLWrapper, values: readonly string[]): SQL {
  const ranks = values.map((value, index) => sql`when ${value} then ${sql.raw(String(index))}`);
  return sql`case ${column} ${sql.join(ranks, sql` `)} else ${sql.raw(String(values.length))} end`;
}

/** The divisions in the order of their labels, compared here so that every database orders them alike. */
const divisionsByLabel = [...divisionOptions].sort((a, b) => a.label.localeCompare(b.label, "en")).map((option) => option.value);

/**
 * What the list is ordered by: a division by the label the team reads, a status by its place in the
 * workflow, a name whatever its case; ties newest first, so a page never shuffles.
 */
function orderKeys(sort: InboxSort): OrderKey[] {
  const { dir } = sort;
  switch (sort.key) {
    case "received":
      return [
        { key: applications.createdAt, dir },
        { key: applications.id, dir },
      ];
    case "name":
      return [{ key: sql`lower(${applications.name})`, dir }, ...newestFirst];
    case "division":
      return [{ key: rankIn(applications.division, divisionsByLabel), dir }, ...newestFirst];
    case "status":
      return [{ key: rankIn(applications.status, applicationStatuses), dir }, ...newestFirst];
  }
}

function orderOf(sort: InboxSort): SQL[] {
  return orderBy(orderKeys(sort));
}

/** Order keys as ORDER BY terms. */
export function orderBy(keys: readonly OrderKey[]): SQL[] {
  return keys.map(({ key, dir }) => (dir === "asc" ? asc(key as SQL) : desc(key as SQL)));
}

/**
 * The rows after `values` (a row's keys, as the database returned them) in this order: the first key
 * further along, or equal and the second further along, and so on (keyset pagination).
 */
export function after(keys: readonly OrderKey[], values: readonly unknown[]): SQL {
  return or(
    ...keys.map((_, i) =>
      and(
        ...keys.slice(0, i).map(({ key }, j) => sql`${key} = ${values[j]}`),
        keys[i]!.dir === "asc" ? sql`${keys[i]!.key} > ${values[i]}` : sql`${keys[i]!.key} < ${values[i]}`,
      ),
    ),
  )!;
}

function statusOf(value: string): ApplicationStatus {
  return isApplicationStatus(value) ? value : "new";
}

function summary(row: Pick<StoredApplication, "id" | "createdAt" | "name" | "email" | "division" | "status" | "openedAt">): ApplicationSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    division: row.division,
    status: statusOf(row.status),
    openedAt: row.openedAt?.toISOString() ?? null,
  };
}

export async function readInbox(db: Db, filter: InboxFilter, page: number, sort: InboxSort = defaultInboxSort): Promise<InboxPage> {
  // One pass over the matching applications gives the count of each status and of the unopened in it;
  // the list's own total is one status's line, or their sum. (Two counts were two scans of a large inbox.)
  const grouped = await db
    .select({
      status: applications.status,
      count: count(),
      unopened: count(sql`case when ${isNull(applications.openedAt)} then 1 end`),
    })
    .from(applications)
    .where(filterConditions(filter, false))
    .groupBy(applications.status);
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  for (const row of grouped) if (isApplicationStatus(row.status)) counts[row.status] = row.count;
  const listed = filter.status ? grouped.filter((row) => row.status === filter.status) : grouped;
  const total = listed.reduce((sum, row) => sum + row.count, 0);
  const unopened = listed.reduce((sum, row) => sum + row.unopened, 0);
  const pageCount = Math.max(1, Math.ceil(total / inboxPageSize));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select({
      id: applications.id,
      createdAt: applications.createdAt,
      name: applications.name,
      email: applications.email,
      division: applications.division,
      status: applications.status,
      openedAt: applications.openedAt,
    })
    .from(applications)
    .where(filterConditions(filter))
    .orderBy(...orderOf(sort))
    .limit(inboxPageSize)
    .offset((current - 1) * inboxPageSize);
  return { filter, sort, rows: rows.map(summary), total, unopened, page: current, pageCount, counts };
}

/** The most applications one export holds, first in the list's order (an export is not a backup). */
export const maxExportRows = 10_000;

/** Rows read at once for an export: what the server holds of it at any moment. */
export const exportPageRows = 500;

/** How many applications an export of this filter holds (what the audit log records). */
export async function countForExport(db: Db, filter: InboxFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(applications).where(filterConditions(filter));
  return Math.min(row?.count ?? 0, maxExportRows);
}

/**
 * Every application matching the filter, in the list's order, a page at a time: each page one short
 * query for the rows after the last one of the page before (no transaction held open while a slow
 * download drains, which on the embedded database would hold every other query back).
 */
export async function* readExportPages(db: Db, filter: InboxFilter, sort: InboxSort = defaultInboxSort): AsyncGenerator<ExportedApplication[]> {
  const ofThisApplication = eq(applicationNotes.submissionId, applications.id);
  const keys = orderKeys(sort);
  // Each key as the database returns it raw (a time as text, not a Date rounded to milliseconds), to be sent back as it came.
  const keyColumns = Object.fromEntries(keys.map(({ key }, i) => [`orderKey${i}`, sql<unknown>`${key}`]));
  let last: unknown[] | undefined;
  let read = 0;
  while (read < maxExportRows) {
    const rows = await db
      .select({
        ...getTableColumns(applications),
        notes: sql<number>`(select count(*) from ${applicationNotes} where ${ofThisApplication})`.mapWith(Number),
        lastNoteAt: sql<Date | null>`(select max(${applicationNotes.createdAt}) from ${applicationNotes} where ${ofThisApplication})`.mapWith(
          applicationNotes.createdAt,
        ),
        ...keyColumns,
      })
      .from(applications)
      .where(and(filterConditions(filter), last ? after(keys, last) : undefined))
      .orderBy(...orderOf(sort))
      .limit(Math.min(exportPageRows, maxExportRows - read));
    if (rows.length === 0) return;
    read += rows.length;
    const lastRow = rows.at(-1) as Record<string, unknown>;
    last = keys.map((_, i) => lastRow[`orderKey${i}`]);
    yield rows.map((row) => {
      const exported: Record<string, unknown> = { ...row };
      keys.forEach((_, i) => delete exported[`orderKey${i}`]);
      return exported as unknown as ExportedApplication;
    });
    if (rows.length < exportPageRows) return;
  }
}

/** The first time any team member opens an application; later openings leave it as it is. */
export async function markOpened(db: Pick<Db, "update">, id: number): Promise<void> {
  await db
    .update(applications)
    .set({ openedAt: sql`now()` })
    .where(and(eq(applications.id, id), isNull(applications.openedAt)));
}

export async function readApplication(db: Db, id: number): Promise<Omit<ApplicationDetail, "delivery"> | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) return null;
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.submissionId, id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const changes = await db
    .select({ actor: auditEvents.actor, at: auditEvents.at, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, applicationSubject(id)), eq(auditEvents.action, "application.status")))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  const history: StatusChange[] = changes.flatMap((change) => {
    const from = change.details?.from;
    const to = change.details?.to;
    return isApplicationStatus(from) && isApplicationStatus(to) ? [{ from, to, by: change.actor, at: change.at.toISOString() }] : [];
  });
  const status = statusOf(row.status);
  return {
    ...summary(row),
    discord: row.discord,
    portfolio: row.portfolio,
    message: row.message,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    notes: notes.map((note) => ({ id: note.id, author: note.author, body: note.body, createdAt: note.createdAt.toISOString() })),
    history,
    deleteAfter: deletionDate({ createdAt: row.createdAt, status, statusChangedAt: row.statusChangedAt }).toISOString(),
  };
}

/** Why a note is refused, or undefined. */
export function noteProblem(body: string): string | undefined {
  if (body.trim() === "") return "Write the note first.";
  if (body.length > maxNoteLength) return `A note is at most ${maxNoteLength} characters.`;
  return undefined;
}

async function insertNote(tx: Pick<Db, "insert">, id: number, actor: string, body: string) {
  const [note] = await tx
    .insert(applicationNotes)
    .values({ submissionId: id, author: actor, body: body.replaceAll("\r\n", "\n") })
    .returning({ id: applicationNotes.id });
  // The note's text stays in its own table (and goes with the application); the log names it only.
  await recordAudit(tx, { actor, action: "application.note", subject: applicationSubject(id), details: { noteId: note?.id } });
}

/**
 * Moves an application along the workflow (app/lib/contracts/application-status.ts), with an optional note, in
 * one transaction with its audit entry. The row is locked, so two members moving it at once cannot
 * both start from the same status.
 */
export async function changeStatus(db: Db, id: number, to: ApplicationStatus, note: string, actor: string): Promise<AdminResult> {
  if (note.trim() !== "") {
    const problem = noteProblem(note);
    if (problem) return { ok: false, error: problem };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).for("update");
    if (!row) return { ok: false, error: "This application no longer exists." };
    const from = statusOf(row.status);
    if (!canMoveTo(from, to)) return { ok: false, error: `An application that is “${statusLabels[from]}” cannot move to “${statusLabels[to]}”.` };
    await tx.update(applications).set({ status: to, statusChangedAt: sql`now()` }).where(eq(applications.id, id));
    // A move back (an undone misclick, a decision taken back) says so in the audit log.
    await recordAudit(tx, {
      actor,
      action: "application.status",
      subject: applicationSubject(id),
      details: { from, to, ...(isMoveBack(from, to) ? { back: true } : {}) },
    });
    if (note.trim() !== "") await insertNote(tx, id, actor, note);
    return { ok: true };
  });
}

export async function addNote(db: Db, id: number, body: string, actor: string): Promise<AdminResult> {
  const problem = noteProblem(body);
  if (problem) return { ok: false, error: problem };
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
    if (!row) return { ok: false, error: "This application no longer exists." };
    await insertNote(tx, id, actor, body);
    return { ok: true };
  });
}
