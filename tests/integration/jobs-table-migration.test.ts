import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../support/worker-postgres.ts";

/**
 * Migration 0019 gives the job queue its own table: `mail_outbox` becomes `jobs`. A database made by
 * migrations 0000–0018, holding mail of each kind (sent, pending, claimed mid-send, skipped), a pending
 * publish hook and a scheduled publish, is migrated to 0019: every row is in `jobs` as it was, the ids
 * go on from the same sequence, and the table's rules (one thing per mail, a payload per content job,
 * the cascades an erasure relies on) still hold.
 */

const drizzleFolder = path.resolve(import.meta.dirname, "../../drizzle");
const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
const migration = (tag: string) => fs.readFileSync(path.join(drizzleFolder, `${tag}.sql`), "utf8");
const before0019 = journal.entries.filter((entry) => entry.idx < 19).map((entry) => entry.tag);
const the0019 = journal.entries.find((entry) => entry.idx === 19)!.tag;

/** A session that runs SQL: the migrations' files whole (their breakpoints are comments), and queries with parameters. */
interface Session {
  exec(statements: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

async function pgliteSession(): Promise<Session> {
  const db = new PGlite();
  return {
    exec: async (statements) => void (await db.exec(statements)),
    query: async <Row>(text: string, params?: unknown[]) => (await db.query<Row>(text, params)).rows,
    close: () => db.close(),
  };
}

/** A new database on the server of TEST_DATABASE_URL (tests/support/worker-postgres.ts), dropped again at close. */
async function postgresSession(): Promise<Session> {
  const database = await freshDatabase(process.env.TEST_DATABASE_URL!, `jobs_0019_${process.pid}`);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    exec: async (statements) => void (await client.query(statements)),
    query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const sessions: [string, () => Promise<Session>][] = [["PGlite", pgliteSession]];
if (process.env.TEST_DATABASE_URL) sessions.push(["PostgreSQL", postgresSession]);

const columns =
  "id, kind, status, submission_id, account_token_id, inquiry_id, message_id, recipient_key, attempts, next_attempt_at, claimed_until, queued_at, last_error, sent_at, created_at, payload, created_by";

describe.each(sessions)("migration 0019 (the jobs table) on %s", (_name, open) => {
  let session: Session;
  let rowsBefore: Record<string, unknown>[];

  beforeAll(async () => {
    session = await open();
    for (const tag of before0019) await session.exec(migration(tag));
    const [application] = await session.query<{ id: number }>(
      "insert into contact_submissions (name, email, division, message) values ('Ada', 'ada@example.com', 'general', 'Hello') returning id",
    );
    const [link] = await session.query<{ id: number }>(
      "insert into admin_account_tokens (purpose, email, requested_by, expires_at) values ('invitation', 'new@example.com', 'owner@example.com', now() + interval '1 day') returning id",
    );
    const [inquiry] = await session.query<{ id: number }>(
      "insert into inquiries (name, email, topic, description, team_email, answer_due_at) values ('Bo', 'bo@example.com', 'web', 'A site', 'sales@example.com', now() + interval '1 day') returning id",
    );
    await session.query(
      "insert into mail_outbox (kind, status, submission_id, message_id, attempts, sent_at) values ('team-notification', 'sent', $1, '<1@vesper.example>', 1, now())",
      [application!.id],
    );
    await session.query(
      "insert into mail_outbox (kind, status, submission_id, message_id, recipient_key, attempts, claimed_until, last_error) values ('applicant-confirmation', 'pending', $1, '<2@vesper.example>', 'key-ada', 2, now() + interval '2 minutes', '421 try later')",
      [application!.id],
    );
    await session.query("insert into mail_outbox (kind, account_token_id, message_id) values ('member-invitation', $1, '<3@vesper.example>')", [link!.id]);
    await session.query(
      "insert into mail_outbox (kind, inquiry_id, message_id, next_attempt_at, queued_at) values ('inquiry-answer-reminder', $1, '<4@vesper.example>', now() + interval '1 day', now() + interval '1 day')",
      [inquiry!.id],
    );
    await session.query(
      "insert into mail_outbox (kind, status, inquiry_id, message_id, recipient_key, last_error) values ('inquiry-client-confirmation', 'skipped', $1, '<5@vesper.example>', 'key-bo', 'not sent: limit')",
      [inquiry!.id],
    );
    await session.query(`insert into mail_outbox (kind, message_id, payload) values ('publish-hook', 'hook:1', '{"event":"publish","paths":["/"]}')`);
    await session.query(
      `insert into mail_outbox (kind, message_id, payload, created_by, next_attempt_at, queued_at) values ('scheduled-publish', 'schedule:1', '{"documentId":"home","data":{}}', 'editor@example.com', now() + interval '1 hour', now() + interval '1 hour')`,
    );
    rowsBefore = await session.query(`select ${columns} from mail_outbox order by id`);
    await session.exec(migration(the0019));
  });

  afterAll(async () => {
    await session.close();
  });

  it("keeps every row, as it was, in `jobs`; `mail_outbox` is gone", async () => {
    expect(rowsBefore).toHaveLength(7);
    expect(await session.query(`select ${columns} from jobs order by id`)).toEqual(rowsBefore);
    const [table] = await session.query<{ name: string | null }>("select to_regclass('public.mail_outbox')::text as name");
    expect(table!.name).toBeNull();
    // Nothing keeps the old name: every constraint, index and the id sequence are the jobs table's.
    const names = await session.query<{ name: string }>(
      `select conname as name from pg_constraint where conrelid = 'jobs'::regclass
       union all select indexrelid::regclass::text from pg_index where indrelid = 'jobs'::regclass
       union all select pg_get_serial_sequence('jobs', 'id')`,
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((row) => row.name.includes("mail_outbox"))).toEqual([]);
  });

  it("goes on numbering from the old ids, and still enforces what a row may be about", async () => {
    const [next] = await session.query<{ id: number }>(`insert into jobs (kind, message_id, payload) values ('publish-hook', 'hook:2', '{}') returning id`);
    expect(next!.id).toBe(8);
    // A mail about nothing, or a content job about an application, is refused as before.
    await expect(session.query("insert into jobs (kind, message_id) values ('team-notification', '<6@vesper.example>')")).rejects.toThrow(
      /jobs_about_one_thing/,
    );
    await expect(session.query("insert into jobs (kind, message_id, payload) values ('publish-hook', 'hook:1', '{}')")).rejects.toThrow(
      /jobs_message_id_unique/,
    );
  });

  it("still deletes a person's mail with them (the erasure's cascade)", async () => {
    await session.query("delete from contact_submissions");
    await session.query("delete from inquiries");
    const kinds = await session.query<{ kind: string }>("select kind from jobs order by id");
    expect(kinds.map((row) => row.kind)).toEqual(["member-invitation", "publish-hook", "scheduled-publish", "publish-hook"]);
  });
});
