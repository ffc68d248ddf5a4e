import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readInquiryFilter, readInquirySort } from "../../app/lib/contracts/inquiry-filter.ts";
import { inquiryDeletionDate } from "../../app/lib/contracts/retention.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { requestServicesContext } from "../../app/lib/contracts/server-context.ts";
import * as inboxRoute from "../../app/routes/admin/inbox.tsx";
import * as inquiriesRoute from "../../app/routes/admin/inquiries.tsx";
import * as inquiryRoute from "../../app/routes/admin/inquiries-detail.tsx";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { changeInquiryStatus, readInquiryExportPages, readInquiryInbox, unansweredInquiries } from "../../server/admin/inquiry-inbox.ts";
import type { ExportedInquiry } from "../../server/export/inquiry-records.ts";
import type { Session } from "../../server/admin/sessions.ts";
import { adminUsers, auditEvents, applications, inquiries, inquiryNotes } from "../../server/db/schema.ts";
import { toCsv } from "../../server/export/csv.ts";
import { inquiryExportColumns, inquiryExportRecord } from "../../server/export/inquiry-records.ts";
import type { Logger } from "../../server/logger.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const noMail = { configured: false };
const hour = 3_600_000;

const memberSession = (email: string, roles: TeamRole[]): Session => ({ tokenHash: "unused", userId: 0, email, csrfToken: "unused", roles });

interface Seed {
  name: string;
  topic?: string;
  budget?: string | null;
  status?: string;
  company?: string | null;
  description?: string;
  /** Hours ago it arrived (its answer is due 24 hours after). */
  hoursAgo?: number;
  answered?: boolean;
}

describe.each(testDatabases(quiet, "vesper-inquiry-inbox-"))("the inquiries inbox on $name", (driver) => {
  const opened = useTestDatabase(
    driver,
    "inquiries, inquiry_notes, inquiry_idempotency_keys, jobs, audit_events, application_notes, application_idempotency_keys, contact_submissions, admin_sessions, admin_account_tokens, admin_users",
  );
  const db = () => opened.database.db;

  /** Inquiries as the form's door would have stored them (h6's store), inserted directly: arrived `hoursAgo`, due 24 h later. */
  async function seed(rows: Seed[]) {
    const now = Date.now();
    return db()
      .insert(inquiries)
      .values(
        rows.map((row) => {
          const createdAt = new Date(now - (row.hoursAgo ?? 1) * hour);
          return {
            name: row.name,
            email: `${row.name.toLowerCase().replace(/\W/g, "")}@example.com`,
            company: row.company ?? null,
            topic: row.topic ?? "service:web",
            budget: row.budget === undefined ? "10k-50k" : row.budget,
            description: row.description ?? "A shop for our ceramics, with a booking calendar.",
            teamEmail: "web-team@example.com",
            createdAt,
            status: row.status ?? "new",
            answerDueAt: new Date(createdAt.getTime() + 24 * hour),
            firstAnsweredAt: row.answered ? new Date(createdAt.getTime() + hour) : null,
          };
        }),
      )
      .returning({ id: inquiries.id, name: inquiries.name });
  }
  const namesOf = async (query: string) => {
    const params = new URLSearchParams(query);
    return (await readInquiryInbox(db(), readInquiryFilter(params), 1, readInquirySort(params))).rows.map((row) => row.name);
  };

  it("filters by topic, budget (or none), status, date and text; counts each status without the status part; marks and counts the overdue", async () => {
    await seed([
      { name: "Ada", topic: "service:web", budget: "under-10k", hoursAgo: 30 },
      { name: "Bob", topic: "division:nexus", budget: null, hoursAgo: 2, company: "Nexus 100% Ltd" },
      { name: "Cy", topic: "service:web", budget: "over-150k", status: "contacted", hoursAgo: 50, answered: true },
      { name: "Di", topic: "unsure", budget: "under-10k", status: "lost", hoursAgo: 26, answered: true },
      { name: "Eve", topic: "service:web", budget: "under-10k", hoursAgo: 25, description: "Rebuild our booking site, 50% faster." },
    ]);
    expect(await namesOf("")).toEqual(["Bob", "Eve", "Di", "Ada", "Cy"]);
    expect(await namesOf("topic=service:web")).toEqual(["Eve", "Ada", "Cy"]);
    expect(await namesOf("budget=under-10k")).toEqual(["Eve", "Di", "Ada"]);
    expect(await namesOf("budget=none")).toEqual(["Bob"]);
    expect(await namesOf("status=contacted")).toEqual(["Cy"]);
    // Free text over name, e-mail, company and description; % is a literal.
    expect(await namesOf("q=100%25")).toEqual(["Bob"]);
    expect(await namesOf("q=50%25")).toEqual(["Eve"]);
    expect(await namesOf("q=REBUILD")).toEqual(["Eve"]);
    expect(await namesOf("q=bob%40example")).toEqual(["Bob"]);
    // Overdue: unanswered past its due time (Ada 30 h, Eve 25 h); Di is as old but answered, Bob not yet due.
    expect(await namesOf("overdue=1")).toEqual(["Eve", "Ada"]);
    expect(await namesOf("overdue=1&sort=due&dir=asc")).toEqual(["Ada", "Eve"]);
    // Nonsense is dropped, never an error.
    expect(await namesOf("topic=service:nothing&budget=a%20b&status=done&overdue=yes")).toHaveLength(5);

    const today = new Date().toISOString().slice(0, 10);
    const page = await readInquiryInbox(db(), readInquiryFilter(new URLSearchParams(`topic=service:web&status=new&to=${today}`)), 1);
    expect(page.rows.map((row) => [row.name, row.overdue])).toEqual([
      ["Eve", true],
      ["Ada", true],
    ]);
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ new: 2, contacted: 1, qualified: 0, proposal: 0, won: 0, lost: 0 });
    // The top of the inbox: the whole inbox's unanswered and overdue, whatever the filter.
    expect([page.unanswered, page.overdue]).toEqual([3, 2]);
    expect(await unansweredInquiries(db())).toEqual({ unanswered: 3, overdue: 2 });
  });

  it("orders by topic label and by status in workflow order, ties newest first", async () => {
    await seed([
      { name: "Web", topic: "service:web", hoursAgo: 3 },
      { name: "Unsure", topic: "unsure", status: "won", hoursAgo: 2 },
      { name: "Nexus", topic: "division:nexus", status: "proposal", hoursAgo: 1 },
    ]);
    // "Nexus" < "Not sure yet" < "Web Development" by label.
    expect(await namesOf("sort=topic&dir=asc")).toEqual(["Nexus", "Unsure", "Web"]);
    expect(await namesOf("sort=status&dir=asc")).toEqual(["Web", "Nexus", "Unsure"]);
  });

  it("moving out of “new” the first time records the first answer, audited; going back keeps it; the same status is refused", async () => {
    const [row] = await seed([{ name: "Ada", hoursAgo: 30 }]);
    const id = row!.id;
    const services = createAdminServices(db(), memberSession("sam@example.com", ["sales"]), noMail);
    expect((await services.inquiry(id))?.overdue).toBe(true);
    expect(await services.changeInquiryStatus(id, "contacted", "Called, sending a proposal")).toEqual({ ok: true });
    const [first] = await db().select().from(inquiries).where(eq(inquiries.id, id));
    expect(first?.firstAnsweredAt).toBeInstanceOf(Date);
    expect(first?.status).toBe("contacted");
    expect(await services.changeInquiryStatus(id, "new", "")).toEqual({ ok: true });
    expect(await services.changeInquiryStatus(id, "qualified", "")).toEqual({ ok: true });
    expect(await services.changeInquiryStatus(id, "qualified", "")).toEqual({ ok: false, error: "This inquiry is already “Qualified”." });
    expect(await services.changeInquiryStatus(999_999, "won", "")).toEqual({ ok: false, error: "This inquiry no longer exists." });
    const [after] = await db().select().from(inquiries).where(eq(inquiries.id, id));
    expect(after?.firstAnsweredAt?.toISOString()).toBe(first?.firstAnsweredAt?.toISOString());
    expect(after?.status).toBe("qualified");
    const detail = await services.inquiry(id);
    expect(detail?.overdue).toBe(false);
    // Kept for the retention period from its last status change (app/lib/contracts/retention.ts).
    expect(detail?.deleteAfter).toBe(inquiryDeletionDate({ createdAt: after!.createdAt, statusChangedAt: after!.statusChangedAt }).toISOString());
    expect(detail?.history.map((change) => `${change.from}→${change.to}`)).toEqual(["new→contacted", "contacted→new", "new→qualified"]);
    expect(detail?.notes.map((note) => [note.author, note.body])).toEqual([["sam@example.com", "Called, sending a proposal"]]);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `inquiry:${id}`))
      .orderBy(auditEvents.id);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ["inquiry.view", null],
      ["inquiry.status", { from: "new", to: "contacted", firstAnswer: true }],
      ["inquiry.note", { noteId: expect.any(Number) }],
      ["inquiry.status", { from: "contacted", to: "new" }],
      ["inquiry.status", { from: "new", to: "qualified" }],
      ["inquiry.view", null],
    ]);
    expect(await unansweredInquiries(db())).toEqual({ unanswered: 0, overdue: 0 });
  });

  it("two members answering the same inquiry at once: one first answer, one refusal, never two", async () => {
    const [row] = await seed([{ name: "Ada", hoursAgo: 3 }]);
    const outcomes = await Promise.all([
      changeInquiryStatus(db(), row!.id, "contacted", "", "a@example.com"),
      changeInquiryStatus(db(), row!.id, "contacted", "", "b@example.com"),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const firstAnswers = await db()
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'inquiry.status' and ${auditEvents.details} ->> 'firstAnswer' = 'true'`);
    expect(firstAnswers).toHaveLength(1);
  });

  it("the first reading marks it opened; notes are checked; the notes go with the inquiry", async () => {
    const [row] = await seed([{ name: "Ada" }]);
    const services = createAdminServices(db(), memberSession("sam@example.com", ["sales"]), noMail);
    expect((await services.inquiryInbox({}, 1)).unopened).toBe(1);
    expect((await services.inquiry(row!.id))?.openedAt).toBeNull(); // as it was when read
    const [firstOpening] = await db().select({ openedAt: inquiries.openedAt }).from(inquiries);
    expect(firstOpening?.openedAt).toBeInstanceOf(Date);
    await services.inquiry(row!.id);
    const [again] = await db().select({ openedAt: inquiries.openedAt }).from(inquiries);
    expect(again?.openedAt?.toISOString()).toBe(firstOpening?.openedAt?.toISOString());
    expect((await services.inquiryInbox({}, 1)).unopened).toBe(0);
    expect(await services.addInquiryNote(row!.id, "  ")).toEqual({ ok: false, error: "Write the note first." });
    expect(await services.addInquiryNote(row!.id, "x".repeat(4001))).toMatchObject({ ok: false });
    expect(await services.addInquiryNote(row!.id, "Budget fits.\r\nCall Monday.")).toEqual({ ok: true });
    expect((await db().select().from(inquiryNotes)).map((note) => note.body)).toEqual(["Budget fits.\nCall Monday."]);
    await db().delete(inquiries).where(eq(inquiries.id, row!.id));
    expect(await db().select().from(inquiryNotes)).toEqual([]);
    expect(await services.inquiry(row!.id)).toBeNull();
  });

  it("exports labels, not codes, in the list's order, with the promise's columns and the notes counted, never copied", async () => {
    const [ada] = await seed([
      { name: "Ada", topic: "division:nexus", budget: "over-150k", status: "proposal", hoursAgo: 40, answered: true },
      { name: "=Bob", topic: "unsure", budget: null, hoursAgo: 30 },
    ]);
    await createAdminServices(db(), memberSession("sam@example.com", ["sales"]), noMail).addInquiryNote(ada!.id, "secret margin");
    const rows: ExportedInquiry[] = [];
    for await (const page of readInquiryExportPages(db(), {}, { key: "name", dir: "asc" })) rows.push(...page);
    const records = rows.map(inquiryExportRecord);
    expect(records.map((record) => [record.name, record.topic, record.budget, record.status, record.overdue, record.notes])).toEqual([
      ["=Bob", "Not sure yet", "", "New", "yes", 0],
      ["Ada", "Nexus", "Over €150,000", "Proposal sent", "no", 1],
    ]);
    const csv = toCsv(inquiryExportColumns, records);
    expect(csv.split("\n")[0]).toBe(inquiryExportColumns.map((column) => `"${column}"`).join(","));
    expect(csv).toContain(`"'=Bob"`);
    expect(csv).not.toContain("secret margin");
    expect(csv).not.toContain("division:nexus");
  });

  /** A route's loader or action run as the server runs it for this member: its 403, or "allowed". */
  async function asMember(
    session: Session,
    run: (args: { context: RouterContextProvider; request: Request; params: Record<string, string> }) => unknown,
    params: Record<string, string>,
    form?: Record<string, string>,
  ): Promise<"403" | "allowed"> {
    const context = new RouterContextProvider();
    context.set(requestServicesContext, {
      nonce: "n",
      receiveApplication: () => Promise.reject(new Error("unused")),
      admin: createAdminServices(db(), session, noMail),
      adminForm: new URLSearchParams(form),
    });
    try {
      await run({ context, request: new Request("http://localhost/admin/inquiries"), params });
      return "allowed";
    } catch (error) {
      if ((error as { init?: ResponseInit }).init?.status === 403) return "403";
      throw error;
    }
  }

  it("every inquiries page and action answers 403 to a member without `sales`, and applications to one without `recruiter`, all at once", async () => {
    const [inquiry] = await seed([{ name: "Ada" }]);
    const [application] = await db()
      .insert(applications)
      .values({ name: "Grace", email: "grace@example.com", division: "noxgpt", message: "Compilers, please." })
      .returning();
    const members: Record<string, TeamRole[]> = {
      recruiter: ["recruiter"],
      sales: ["sales"],
      editor: ["editor"],
      owner: ["owner"],
      both: ["owner", "recruiter", "sales"],
    };
    type Run = Parameters<typeof asMember>[1];
    const parts: { name: string; role: TeamRole; run: Run; id: number; form?: Record<string, string> }[] = [
      { name: "the inquiries", role: "sales", run: (args) => inquiriesRoute.loader(args as never), id: inquiry!.id },
      { name: "an inquiry", role: "sales", run: (args) => inquiryRoute.loader(args as never), id: inquiry!.id },
      {
        name: "an inquiry's note",
        role: "sales",
        run: (args) => inquiryRoute.action(args as never),
        id: inquiry!.id,
        form: { intent: "note", body: "Call them" },
      },
      {
        name: "an inquiry's status",
        role: "sales",
        run: (args) => inquiryRoute.action(args as never),
        id: inquiry!.id,
        form: { intent: "status", to: "contacted" },
      },
      { name: "the applications", role: "recruiter", run: (args) => inboxRoute.loader(args as never), id: application!.id },
    ];
    const cases = parts.flatMap((part) => Object.entries(members).map(([member, roles]) => ({ part, member, roles })));
    const answers = await Promise.all(
      cases.map(async ({ part, member, roles }) => {
        const answer = await asMember(memberSession(`${member}@example.com`, roles), part.run, { id: String(part.id) }, part.form);
        return [`${part.name} as ${member}`, answer] as const;
      }),
    );
    const expected = cases.map(({ part, member, roles }) => [`${part.name} as ${member}`, roles.includes(part.role) ? "allowed" : "403"] as const);
    expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(expected));
    // The refused read and wrote nothing: the views, notes and status changes are the sales members' only.
    const actors = await db().select({ actor: auditEvents.actor }).from(auditEvents).where(sql`${auditEvents.action} like 'inquiry.%'`);
    expect(new Set(actors.map((row) => row.actor))).toEqual(new Set(["sales@example.com", "both@example.com"]));
    // The services refuse on their own too, whatever page forgot to ask.
    const recruiter = createAdminServices(db(), memberSession("r@example.com", ["recruiter"]), noMail);
    await expect(recruiter.inquiryInbox({}, 1)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(recruiter.changeInquiryStatus(inquiry!.id, "won", "")).rejects.toMatchObject({ init: { status: 403 } });
    const sales = createAdminServices(db(), memberSession("s@example.com", ["sales"]), noMail);
    await expect(sales.inbox({}, 1)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(sales.application(application!.id)).rejects.toMatchObject({ init: { status: 403 } });
  });

  it("migration 0018: the database accepts `sales`, and the owners of then read the inquiries too", async () => {
    await db()
      .insert(adminUsers)
      .values([
        { email: "owner@example.com", passwordHash: "x", roles: ["owner", "recruiter"] },
        { email: "recruiter@example.com", passwordHash: "x", roles: ["recruiter"] },
        { email: "both@example.com", passwordHash: "x", roles: ["owner", "sales"] },
      ]);
    const statements = fs.readFileSync(new URL("../../drizzle/0018_sales_role.sql", import.meta.url), "utf8").split("--> statement-breakpoint");
    for (const statement of statements) await db().execute(sql.raw(statement));
    const users = await db().select({ email: adminUsers.email, roles: adminUsers.roles }).from(adminUsers).orderBy(adminUsers.email);
    expect(users).toEqual([
      { email: "both@example.com", roles: ["owner", "sales"] },
      { email: "owner@example.com", roles: ["owner", "recruiter", "sales"] },
      { email: "recruiter@example.com", roles: ["recruiter"] },
    ]);
    await expect(db().execute(sql`update admin_users set roles = '{marketing}'`)).rejects.toThrow();
  });
});
