import { and, asc, count, eq, getTableColumns, gte, ilike, isNull, lt, or, sql, type SQL } from "../db/drizzle.ts";
import type { AdminResult, InquiryDetail, InquiryInboxPage, InquiryStatusChange, InquirySummary } from "../../app/lib/contracts/admin-services.ts";
import { inboxDateRange, inboxPageSize } from "../../app/lib/contracts/inbox-filter.ts";
import { defaultInquirySort, type InquiryFilter, type InquirySort } from "../../app/lib/contracts/inquiry-filter.ts";
import { noBudget } from "../../app/lib/contracts/inquiry-labels.ts";
import { inquiryDeletionDate } from "../../app/lib/contracts/retention.ts";
import {
  inquiryStatusLabels,
  inquiryStatuses,
  isFirstAnswer,
  isInquiryStatus,
  canMoveInquiryTo,
  type InquiryStatus,
} from "../../app/lib/contracts/inquiry-status.ts";
import { inquiryTopicOptions } from "../../app/lib/contracts/inquiry-topic-label.ts";
import type { Db } from "../db/database.ts";
import { auditEvents, inquiries, inquiryNotes, type Inquiry } from "../db/schema.ts";
import { inquirySubject, recordAudit } from "../audit/audit-log.ts";
import type { ExportedInquiry } from "../export/inquiry-records.ts";
import { after, likePattern, noteProblem, orderBy, rankIn, type OrderKey } from "./inbox.ts";

/**
 * The sales team's inbox of project inquiries (/admin/inquiries): the list with its counts, one inquiry,
 * its status workflow and notes, and the export's pages — the applications inbox's qualities (inbox.ts),
 * over the inquiries table. The response-time promise is read here: an inquiry is overdue while it has no
 * first answer and its due time has passed, by the database's clock, so every server counts alike.
 */

/** Unanswered past its due time (the partial index inquiries_unanswered_due_idx serves it). */
export const isOverdue = sql<boolean>`(${inquiries.firstAnsweredAt} is null and ${inquiries.answerDueAt} < now())`;

/** The conditions of a filter; `withStatus: false` leaves the status out (for the counts per status). */
export function inquiryFilterConditions(filter: InquiryFilter, withStatus = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.topic) conditions.push(eq(inquiries.topic, filter.topic));
  if (filter.budget) conditions.push(filter.budget === noBudget ? isNull(inquiries.budget) : eq(inquiries.budget, filter.budget));
  if (withStatus && filter.status) conditions.push(eq(inquiries.status, filter.status));
  const { start, end } = inboxDateRange({ from: filter.from, to: filter.to });
  if (start) conditions.push(gte(inquiries.createdAt, start));
  if (end) conditions.push(lt(inquiries.createdAt, end));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(ilike(inquiries.name, pattern), ilike(inquiries.email, pattern), ilike(inquiries.company, pattern), ilike(inquiries.description, pattern)),
    );
  }
  if (filter.overdue) conditions.push(isOverdue);
  return conditions.length ? and(...conditions) : undefined;
}

const newestFirst: OrderKey[] = [
  { key: inquiries.createdAt, dir: "desc" },
  { key: inquiries.id, dir: "desc" },
];

/** The topics in the order of their labels, compared here so that every database orders them alike. */
const topicsByLabel = [...inquiryTopicOptions].sort((a, b) => a.label.localeCompare(b.label, "en")).map((option) => option.value);

/** What the list is ordered by; ties newest first, so a page never shuffles. */
function inquiryOrderKeys(sort: InquirySort): OrderKey[] {
  const { dir } = sort;
  switch (sort.key) {
    case "received":
      return [
        { key: inquiries.createdAt, dir },
        { key: inquiries.id, dir },
      ];
    case "name":
      return [{ key: sql`lower(${inquiries.name})`, dir }, ...newestFirst];
    case "topic":
      return [{ key: rankIn(inquiries.topic, topicsByLabel), dir }, ...newestFirst];
    case "status":
      return [{ key: rankIn(inquiries.status, inquiryStatuses), dir }, ...newestFirst];
    case "due":
      return [{ key: inquiries.answerDueAt, dir }, ...newestFirst];
  }
}

function statusOf(value: string): InquiryStatus {
  return isInquiryStatus(value) ? value : "new";
}

type SummaryRow = Pick<
  Inquiry,
  "id" | "createdAt" | "name" | "email" | "company" | "topic" | "budget" | "status" | "openedAt" | "answerDueAt" | "firstAnsweredAt"
> & { overdue: boolean };

const summaryColumns = {
  id: inquiries.id,
  createdAt: inquiries.createdAt,
  name: inquiries.name,
  email: inquiries.email,
  company: inquiries.company,
  topic: inquiries.topic,
  budget: inquiries.budget,
  status: inquiries.status,
  openedAt: inquiries.openedAt,
  answerDueAt: inquiries.answerDueAt,
  firstAnsweredAt: inquiries.firstAnsweredAt,
  overdue: isOverdue,
};

function summary(row: SummaryRow): InquirySummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    budget: row.budget,
    status: statusOf(row.status),
    openedAt: row.openedAt?.toISOString() ?? null,
    answerDueAt: row.answerDueAt.toISOString(),
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
    overdue: row.overdue,
  };
}

/** The whole inbox's unanswered inquiries and, of those, the overdue ones: the top of the inbox and /healthz. */
export async function unansweredInquiries(db: Pick<Db, "select">): Promise<{ unanswered: number; overdue: number }> {
  const [row] = await db
    .select({ unanswered: count(), overdue: count(sql`case when ${inquiries.answerDueAt} < now() then 1 end`) })
    .from(inquiries)
    .where(isNull(inquiries.firstAnsweredAt));
  return { unanswered: row?.unanswered ?? 0, overdue: row?.overdue ?? 0 };
}

export async function readInquiryInbox(db: Db, filter: InquiryFilter, page: number, sort: InquirySort = defaultInquirySort): Promise<InquiryInboxPage> {
  // One pass gives each status's count and the unopened among them; the list's total is one line or their sum.
  const grouped = await db
    .select({ status: inquiries.status, count: count(), unopened: count(sql`case when ${isNull(inquiries.openedAt)} then 1 end`) })
    .from(inquiries)
    .where(inquiryFilterConditions(filter, false))
    .groupBy(inquiries.status);
  const counts = Object.fromEntries(inquiryStatuses.map((status) => [status, 0])) as Record<InquiryStatus, number>;
  for (const row of grouped) if (isInquiryStatus(row.status)) counts[row.status] = row.count;
  const listed = filter.status ? grouped.filter((row) => row.status === filter.status) : grouped;
  const total = listed.reduce((sum, row) => sum + row.count, 0);
  const unopened = listed.reduce((sum, row) => sum + row.unopened, 0);
  const pageCount = Math.max(1, Math.ceil(total / inboxPageSize));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(inquiries)
    .where(inquiryFilterConditions(filter))
    .orderBy(...orderBy(inquiryOrderKeys(sort)))
    .limit(inboxPageSize)
    .offset((current - 1) * inboxPageSize);
  const promise = await unansweredInquiries(db);
  return { filter, sort, rows: rows.map(summary), total, unopened, ...promise, page: current, pageCount, counts };
}

/** The first time any team member opens an inquiry; later openings leave it as it is. */
export async function markInquiryOpened(db: Pick<Db, "update">, id: number): Promise<void> {
  await db
    .update(inquiries)
    .set({ openedAt: sql`now()` })
    .where(and(eq(inquiries.id, id), isNull(inquiries.openedAt)));
}

export async function readInquiry(db: Db, id: number): Promise<Omit<InquiryDetail, "delivery"> | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      wishedStart: inquiries.wishedStart,
      description: inquiries.description,
      link: inquiries.link,
      teamEmail: inquiries.teamEmail,
      statusChangedAt: inquiries.statusChangedAt,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id));
  if (!row) return null;
  const notes = await db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id)).orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  const changes = await db
    .select({ actor: auditEvents.actor, at: auditEvents.at, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, inquirySubject(id)), eq(auditEvents.action, "inquiry.status")))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  const history: InquiryStatusChange[] = changes.flatMap((change) => {
    const from = change.details?.from;
    const to = change.details?.to;
    return isInquiryStatus(from) && isInquiryStatus(to) ? [{ from, to, by: change.actor, at: change.at.toISOString() }] : [];
  });
  return {
    ...summary(row),
    wishedStart: row.wishedStart,
    description: row.description,
    link: row.link,
    teamEmail: row.teamEmail,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    notes: notes.map((note) => ({ id: note.id, author: note.author, body: note.body, createdAt: note.createdAt.toISOString() })),
    history,
    deleteAfter: inquiryDeletionDate({ createdAt: row.createdAt, statusChangedAt: row.statusChangedAt }).toISOString(),
  };
}

async function insertInquiryNote(tx: Pick<Db, "insert">, id: number, actor: string, body: string) {
  const [note] = await tx
    .insert(inquiryNotes)
    .values({ inquiryId: id, author: actor, body: body.replaceAll("\r\n", "\n") })
    .returning({ id: inquiryNotes.id });
  // The note's text stays in its own table (and goes with the inquiry); the log names it only.
  await recordAudit(tx, { actor, action: "inquiry.note", subject: inquirySubject(id), details: { noteId: note?.id } });
}

/**
 * Moves an inquiry to another status (app/lib/contracts/inquiry-status.ts: any other, backwards too), with an
 * optional note, in one transaction with its audit entry. The first move out of "new" records the first
 * answer; a later return to "new" leaves it recorded (the promise was kept or broken then). The row is
 * locked, so two members moving it at once cannot both start from the same status.
 */
export async function changeInquiryStatus(db: Db, id: number, to: InquiryStatus, note: string, actor: string): Promise<AdminResult> {
  if (note.trim() !== "") {
    const problem = noteProblem(note);
    if (problem) return { ok: false, error: problem };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: inquiries.status, firstAnsweredAt: inquiries.firstAnsweredAt })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!row) return { ok: false, error: "This inquiry no longer exists." };
    const from = statusOf(row.status);
    if (!canMoveInquiryTo(from, to)) return { ok: false, error: `This inquiry is already “${inquiryStatusLabels[to]}”.` };
    const firstAnswer = isFirstAnswer(from, to) && row.firstAnsweredAt === null;
    await tx
      .update(inquiries)
      .set({ status: to, statusChangedAt: sql`now()`, ...(firstAnswer ? { firstAnsweredAt: sql`now()` } : {}) })
      .where(eq(inquiries.id, id));
    await recordAudit(tx, {
      actor,
      action: "inquiry.status",
      subject: inquirySubject(id),
      details: { from, to, ...(firstAnswer ? { firstAnswer: true } : {}) },
    });
    if (note.trim() !== "") await insertInquiryNote(tx, id, actor, note);
    return { ok: true };
  });
}

export async function addInquiryNote(db: Db, id: number, body: string, actor: string): Promise<AdminResult> {
  const problem = noteProblem(body);
  if (problem) return { ok: false, error: problem };
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id));
    if (!row) return { ok: false, error: "This inquiry no longer exists." };
    await insertInquiryNote(tx, id, actor, body);
    return { ok: true };
  });
}

/** The most inquiries one export holds, first in the list's order (an export is not a backup). */
export const maxInquiryExportRows = 10_000;
const exportPageRows = 500;

/** How many inquiries an export of this filter holds (what the audit log records). */
export async function countInquiriesForExport(db: Db, filter: InquiryFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(inquiries).where(inquiryFilterConditions(filter));
  return Math.min(row?.count ?? 0, maxInquiryExportRows);
}

/**
 * Every inquiry matching the filter, in the list's order, a page at a time, each page one short query
 * for the rows after the last of the page before (as the applications' export, inbox.ts).
 */
export async function* readInquiryExportPages(db: Db, filter: InquiryFilter, sort: InquirySort = defaultInquirySort): AsyncGenerator<ExportedInquiry[]> {
  const ofThisInquiry = eq(inquiryNotes.inquiryId, inquiries.id);
  const keys = inquiryOrderKeys(sort);
  const keyColumns = Object.fromEntries(keys.map(({ key }, i) => [`orderKey${i}`, sql<unknown>`${key}`]));
  let last: unknown[] | undefined;
  let read = 0;
  while (read < maxInquiryExportRows) {
    const rows = await db
      .select({
        ...getTableColumns(inquiries),
        overdue: isOverdue,
        notes: sql<number>`(select count(*) from ${inquiryNotes} where ${ofThisInquiry})`.mapWith(Number),
        lastNoteAt: sql<Date | null>`(select max(${inquiryNotes.createdAt}) from ${inquiryNotes} where ${ofThisInquiry})`.mapWith(inquiryNotes.createdAt),
        ...keyColumns,
      })
      .from(inquiries)
      .where(and(inquiryFilterConditions(filter), last ? after(keys, last) : undefined))
      .orderBy(...orderBy(keys))
      .limit(Math.min(exportPageRows, maxInquiryExportRows - read));
    if (rows.length === 0) return;
    read += rows.length;
    const lastRow = rows.at(-1) as Record<string, unknown>;
    last = keys.map((_, i) => lastRow[`orderKey${i}`]);
    yield rows.map((row) => {
      const exported: Record<string, unknown> = { ...row };
      keys.forEach((_, i) => delete exported[`orderKey${i}`]);
      return exported as unknown as ExportedInquiry;
    });
    if (rows.length < exportPageRows) return;
  }
}
