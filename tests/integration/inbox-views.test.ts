import fs from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInboxFilter, readInboxSort } from "../../app/lib/contracts/inbox-filter.ts";
import { createAdminServices } from "../../server/admin/admin-services.ts";
import { inboxDeliveryState } from "../../server/admin/inbox-delivery-state.ts";
import { addNote, exportPageRows, readExportPages, readInbox } from "../../server/admin/inbox.ts";
import { readForExport } from "./read-export.ts";
import type { Session } from "../../server/admin/sessions.ts";
import type { Database } from "../../server/db/database.ts";
import { auditEvents, applications, jobs } from "../../server/db/schema.ts";
import { inboxExportColumns, inboxExportRecord } from "../../server/export/application-records.ts";
import { toCsv } from "../../server/export/csv.ts";
import type { Logger } from "../../server/logger.ts";
import { createApplicationStore } from "../../server/applications/store.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

// Each test works on applications carrying its own word and filters on it, so suites sharing the
// test PostgreSQL do not see each other's rows.
let counter = 0;
const uniqueWord = (prefix: string) => `${prefix}${process.pid}x${Date.now().toString(36)}x${counter++}`;

const memberSession = (email: string): Session => ({ tokenHash: "unused", userId: 0, email, csrfToken: "unused", roles: ["owner", "recruiter"] });
/** A server without SMTP_URL or a mailer, as these tests are. */
const noMail = { configured: false };

describe.each(testDatabases(quiet, "vesper-inbox-views-"))("the inbox's order, unread marks, export and mail panel on $name", (driver) => {
  let database: Database;
  let cleanup: () => void;
  const words: string[] = [];
  beforeAll(async () => {
    ({ database, cleanup } = await driver.open());
  });
  afterAll(async () => {
    for (const word of words) await database.db.delete(applications).where(sql`${applications.message} = ${word}`);
    await database.close();
    cleanup();
  });

  /** Applications whose message is `word` (what the filter finds them by), received a minute apart in this order. */
  async function seed(word: string, rows: { name: string; division?: string; status?: string }[]) {
    words.push(word);
    const start = Date.parse("2026-03-01T09:00:00Z");
    const inserted = await database.db
      .insert(applications)
      .values(
        rows.map((row, i) => ({
          name: row.name,
          email: `${row.name.toLowerCase().replace(/\W/g, "")}.${word}@example.com`,
          division: row.division ?? "nexus",
          status: row.status ?? "new",
          message: word,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: applications.id, name: applications.name });
    return inserted;
  }
  const namesOf = async (word: string, query: string, page = 1) => {
    const params = new URLSearchParams(`q=${word}&${query}`);
    return (await readInbox(database.db, readInboxFilter(params), page, readInboxSort(params))).rows.map((row) => row.name);
  };

  it("an export is read a page at a time after the last row of the page before, in every order, ties included", async () => {
    const word = uniqueWord("paged");
    words.push(word);
    const names = ["bob", "Alice", "carol", "Dave", "alice"];
    const divisions = ["nexus", "general", "vesperguard"];
    // Two inserts of many rows each: within one, every row has the same time (one transaction's now()).
    for (const batch of [0, 1]) {
      await database.db.insert(applications).values(
        Array.from({ length: exportPageRows + 123 }, (_, i) => ({
          name: names[i % names.length]!,
          email: `${word}-${batch}-${i}@example.com`,
          division: divisions[i % divisions.length]!,
          message: word,
          status: i % 7 === 0 ? "reviewing" : "new",
        })),
      );
    }
    const all = await database.db.select({ id: applications.id }).from(applications).where(eq(applications.message, word));
    for (const key of ["received", "name", "division", "status"] as const) {
      for (const dir of ["asc", "desc"] as const) {
        const pages: number[][] = [];
        for await (const page of readExportPages(database.db, { q: word }, { key, dir })) pages.push(page.map((row) => row.id));
        const ids = pages.flat();
        expect(pages.length, `${key} ${dir}: pages`).toBe(Math.ceil(all.length / exportPageRows));
        expect(new Set(ids).size, `${key} ${dir}: each row once`).toBe(all.length);
        // The same order as the list's own query, on both sides of the first page boundary (its pages of 25 are slices of it).
        for (const listPage of [1, exportPageRows / 25, exportPageRows / 25 + 1]) {
          const shown = await readInbox(database.db, { q: word }, listPage, { key, dir });
          expect(shown.rows).toHaveLength(25);
          expect(ids.slice((listPage - 1) * 25, listPage * 25), `${key} ${dir}: the list's page ${listPage}`).toEqual(shown.rows.map((row) => row.id));
        }
      }
    }
  });

  it("sorts by received date, name (whatever its case), division label and workflow status, both ways; the export follows", async () => {
    const word = uniqueWord("sort");
    await seed(word, [
      { name: "carol", division: "vespergames", status: "offer" },
      { name: "Alice", division: "viad", status: "rejected" },
      { name: "bob", division: "vesperholdings", status: "new" },
      { name: "Dave", division: "vcomm", status: "interview" },
    ]);
    expect(await namesOf(word, "")).toEqual(["Dave", "bob", "Alice", "carol"]);
    expect(await namesOf(word, "sort=received&dir=asc")).toEqual(["carol", "Alice", "bob", "Dave"]);
    expect(await namesOf(word, "sort=name")).toEqual(["Alice", "bob", "carol", "Dave"]);
    expect(await namesOf(word, "sort=name&dir=desc")).toEqual(["Dave", "carol", "bob", "Alice"]);
    // By the label the team reads: VComm, Vesper Holdings, VesperGames, VIAD — not by the stored code
    // (vcomm, vespergames, vesperholdings, viad).
    expect(await namesOf(word, "sort=division&dir=asc")).toEqual(["Dave", "bob", "carol", "Alice"]);
    expect(await namesOf(word, "sort=division&dir=desc")).toEqual(["Alice", "carol", "bob", "Dave"]);
    // Workflow order: new, reviewing, interview, offer, hired, rejected, withdrawn.
    expect(await namesOf(word, "sort=status")).toEqual(["bob", "Dave", "carol", "Alice"]);
    expect(await namesOf(word, "sort=status&dir=desc")).toEqual(["Alice", "carol", "Dave", "bob"]);
    // Unknown values are dropped, as in the filter: the default order, or the column's own direction.
    expect(await namesOf(word, "sort=email&dir=sideways")).toEqual(["Dave", "bob", "Alice", "carol"]);
    expect(await namesOf(word, "sort=name&dir=up")).toEqual(["Alice", "bob", "carol", "Dave"]);
    const params = new URLSearchParams(`q=${word}&sort=name&dir=desc`);
    expect((await readForExport(database.db, readInboxFilter(params), readInboxSort(params))).map((row) => row.name)).toEqual([
      "Dave",
      "carol",
      "bob",
      "Alice",
    ]);
  });

  it("keeps the order across pages, ties newest first", async () => {
    const word = uniqueWord("pages");
    await seed(
      word,
      Array.from({ length: 30 }, (_, i) => ({ name: i % 2 ? "Same" : `Other ${String(i).padStart(2, "0")}` })),
    );
    const first = await namesOf(word, "sort=name&dir=asc", 1);
    const second = await namesOf(word, "sort=name&dir=asc", 2);
    expect(first).toHaveLength(25);
    expect([...first, ...second]).toEqual([...Array.from({ length: 15 }, (_, i) => `Other ${String(i * 2).padStart(2, "0")}`), ...Array(15).fill("Same")]);
  });

  it("marks an application opened the first time any member opens it, and counts the unopened", async () => {
    const word = uniqueWord("unread");
    const [first, second] = await seed(word, [{ name: "First" }, { name: "Second" }]);
    const inbox = () => readInbox(database.db, { q: word }, 1);
    const before = await inbox();
    expect(before.unopened).toBe(2);
    expect(before.rows.map((row) => row.openedAt)).toEqual([null, null]);

    const ada = createAdminServices(database.db, memberSession("ada@example.com"), noMail);
    const bob = createAdminServices(database.db, memberSession("bob@example.com"), noMail);
    await ada.application(first!.id);
    const [{ openedAt } = { openedAt: null }] = await database.db
      .select({ openedAt: applications.openedAt })
      .from(applications)
      .where(eq(applications.id, first!.id));
    expect(openedAt).toBeInstanceOf(Date);
    // Another member opening it later leaves the first opening as it was.
    await bob.application(first!.id);
    const after = await inbox();
    expect(after.unopened).toBe(1);
    expect(after.rows.find((row) => row.id === first!.id)?.openedAt).toBe(openedAt!.toISOString());
    expect(after.rows.find((row) => row.id === second!.id)?.openedAt).toBeNull();
    // Reading the list opens nothing.
    expect((await inbox()).unopened).toBe(1);
  });

  it("counts by status whatever the status filter, and gives the filtered list its own total, unopened and pages", async () => {
    const word = uniqueWord("counts");
    const rows = [
      ...Array.from({ length: 27 }, (_, i) => ({ name: `Review ${i}`, status: "reviewing" })),
      ...Array.from({ length: 3 }, (_, i) => ({ name: `New ${i}`, status: "new" })),
      { name: "Hired", status: "hired" },
    ];
    const [opened] = await seed(word, rows);
    await database.db.update(applications).set({ openedAt: new Date() }).where(eq(applications.id, opened!.id));
    const all = await readInbox(database.db, { q: word }, 1);
    expect([all.total, all.unopened, all.pageCount]).toEqual([31, 30, 2]);
    expect(all.counts).toMatchObject({ new: 3, reviewing: 27, hired: 1, offer: 0 });
    const reviewing = await readInbox(database.db, { q: word, status: "reviewing" }, 5);
    expect([reviewing.total, reviewing.unopened, reviewing.pageCount, reviewing.page]).toEqual([27, 26, 2, 2]);
    expect(reviewing.rows).toHaveLength(2);
    expect(reviewing.counts).toEqual(all.counts);
    const none = await readInbox(database.db, { q: word, status: "withdrawn" }, 1);
    expect([none.total, none.unopened, none.pageCount, none.rows.length]).toEqual([0, 0, 1, 0]);
  });

  it("exports what the team sees: division and status labels, when it was opened, the notes' count and last note's time", async () => {
    const word = uniqueWord("export");
    const [noted, bare] = await seed(word, [
      { name: "=Noted", division: "vesperholdings", status: "interview" },
      { name: "Bare", division: "general" },
    ]);
    await addNote(database.db, noted!.id, "First call went well.", "ada@example.com");
    await addNote(database.db, noted!.id, "Second call booked.", "ada@example.com");
    await createAdminServices(database.db, memberSession("ada@example.com"), noMail).application(noted!.id);
    const rows = await readForExport(database.db, { q: word });
    const records = rows.map(inboxExportRecord);
    expect(records.find((record) => record.id === noted!.id)).toMatchObject({
      division: "Vesper Holdings",
      status: "Interview",
      notes: 2,
      openedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastNoteAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(records.find((record) => record.id === bare!.id)).toMatchObject({
      division: "General Application - Let Us Decide",
      status: "New",
      notes: 0,
      openedAt: "",
      lastNoteAt: "",
    });
    const csv = toCsv(inboxExportColumns, records);
    expect(csv.split("\n")[0]).toBe(
      '"id","createdAt","name","email","discord","division","portfolio","message","status","statusChangedAt","openedAt","notes","lastNoteAt"',
    );
    // Still formula-safe.
    expect(csv).toContain(`"'=Noted"`);
    expect(csv).not.toContain("First call went well.");
  });

  it("says plainly, for the team, that mail is not set up when the server has no SMTP_URL", async () => {
    const word = uniqueWord("mail");
    words.push(word);
    const stored = await createApplicationStore(database.db).submit({
      name: "Mail Less",
      email: `${word}@example.com`,
      division: "nexus",
      message: word,
      discord: "",
      portfolio: "",
    });
    if (stored.kind !== "stored") throw new Error("not stored");
    const id = stored.receipt.id;
    // As the detail page reads it: through the member's services.
    const without = (await createAdminServices(database.db, memberSession("ada@example.com"), noMail).application(id))!.delivery;
    expect(without.messages.map((message) => message.label)).toEqual(["Notification to the hiring team", "Confirmation to the applicant"]);
    for (const message of without.messages) {
      // In words for the hiring team reading it, not a setting's name or a developer's document.
      expect(message.state).toBe("not sent — this site does not send e-mail yet");
      expect(message.detail).toMatch(/^It waits and goes out once whoever runs the site sets up its e-mail\./);
      expect(`${message.state} ${message.detail}`).not.toMatch(/SMTP|README/);
      // No "next attempt" time that has already gone by.
      expect(message.at).toBeUndefined();
    }
    const configured = await inboxDeliveryState(database.db, id, { configured: true });
    expect(configured.messages[0]).toMatchObject({ state: "waiting to be sent, next attempt", at: expect.any(String) });

    // An SMTP answer that echoes a typed address with a bidi override and an escape sequence is shown neutral.
    await database.db.update(jobs).set({ attempts: 1, lastError: "550 \u202Egro.elpmaxe@\u001b[31mmallory\r\nrejected" }).where(eq(jobs.submissionId, id));
    const refused = await inboxDeliveryState(database.db, id, { configured: true });
    expect(refused.messages[0]?.detail).toBe("1 attempt so far — 550 gro.elpmaxe@[31mmallory rejected");
  });

  it("migration 0005 marks existing applications opened at their first recorded view, or when their status changed; the rest unread", async () => {
    const word = uniqueWord("migrate");
    const [viewed, decided, untouched] = await seed(word, [{ name: "Viewed" }, { name: "Decided", status: "rejected" }, { name: "Untouched" }]);
    const ids = [viewed!.id, decided!.id, untouched!.id];
    const backfill = fs.readFileSync(new URL("../../drizzle/0005_applications_opened_at.sql", import.meta.url), "utf8").split("--> statement-breakpoint")[1]!;
    class Rollback extends Error {}
    let result: { id: number; openedAt: Date | null }[] = [];
    // Run the migration's backfill on these rows and roll it back: other suites share the database.
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ openedAt: null, statusChangedAt: new Date("2026-04-01T00:00:00Z") })
          .where(eq(applications.id, decided!.id));
        await tx.insert(auditEvents).values(
          ["2026-03-07T00:00:00Z", "2026-03-05T00:00:00Z"].map((at) => ({
            actor: "ada@example.com",
            action: "application.view",
            subject: `application:${viewed!.id}`,
            at: new Date(at),
          })),
        );
        await tx.execute(sql.raw(backfill));
        result = await tx.select({ id: applications.id, openedAt: applications.openedAt }).from(applications).where(inArray(applications.id, ids));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const openedAt = Object.fromEntries(result.map((row) => [row.id, row.openedAt]));
    expect(openedAt[viewed!.id]).toEqual(new Date("2026-03-05T00:00:00Z"));
    expect(openedAt[decided!.id]).toEqual(new Date("2026-04-01T00:00:00Z"));
    expect(openedAt[untouched!.id]).toBeNull();
  });
});
