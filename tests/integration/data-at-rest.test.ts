import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addNote } from "../../server/admin/inbox.ts";
import type { ServerConfig } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { openDatabaseOrExit } from "../../server/db/open-database-or-exit.ts";
import { DataDirUnsafeError } from "../../server/db/private-data-dir.ts";
import { applicationIdempotencyKeys, applications, inquiries, inquiryNotes, jobs } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { eraseApplicantByEmail, purgeExpiredApplications, purgeExpiredInquiries } from "../../server/retention.ts";
import { testDatabases } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const folders: string[] = [];
const newDataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-rest-"));
  folders.push(folder);
  return path.join(folder, "data");
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Every entry under `root` (root included) with its permission bits. */
function modes(root: string): { path: string; mode: number; folder: boolean }[] {
  const stat = fs.lstatSync(root);
  const here = { path: root, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  if (!stat.isDirectory()) return [here];
  return [here, ...fs.readdirSync(root).flatMap((name) => modes(path.join(root, name)))];
}

function expectPrivate(dataDir: string) {
  const all = modes(dataDir);
  expect(all.length).toBeGreaterThan(100);
  const notPrivate = all.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600)).map((entry) => `${entry.path} 0${entry.mode.toString(8)}`);
  expect(notPrivate).toEqual([]);
}

/** Files under `root` whose bytes contain `text`. */
function filesContaining(root: string, text: string): string[] {
  const needle = Buffer.from(text, "utf8");
  return modes(root)
    .filter((entry) => !entry.folder && fs.lstatSync(entry.path).isFile() && fs.readFileSync(entry.path).includes(needle))
    .map((entry) => path.relative(root, entry.path));
}

async function writeSomething(database: Database) {
  const [row] = await database.db
    .insert(applications)
    .values({ name: "Ada", email: "ada@example.com", division: "noxgpt", message: "hello" })
    .returning({ id: applications.id });
  await addNote(database.db, row!.id, "a note", "team@example.com");
}

describe("the embedded database's files", () => {
  it("are private in a fresh DATA_DIR: every folder 0700, every file 0600", async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir, logger: quiet, serveSocket: true });
    try {
      await writeSomething(database);
      await database.db.execute(sql`checkpoint`);
      expectPrivate(dataDir);
      expect((fs.statSync(path.join(dataDir, ".s.PGSQL.5432")).mode & 0o777).toString(8)).toBe("600");
    } finally {
      await database.close();
    }
    expectPrivate(dataDir);
  });

  it("are made private in a DATA_DIR an earlier version left readable and writable by everyone", async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir, logger: quiet });
    await writeSomething(first);
    await first.close();
    // What earlier versions left: folders 0755, PGlite's files 0666.
    for (const entry of modes(dataDir)) fs.chmodSync(entry.path, entry.folder ? 0o755 : 0o666);
    const database = await openDatabase({ dataDir, logger: quiet });
    try {
      expectPrivate(dataDir);
      await writeSomething(database);
    } finally {
      await database.close();
    }
    expectPrivate(dataDir);
  });

  it("refuse to start, with one clear line, on a DATA_DIR others can write to", async () => {
    for (const mode of [0o777, 0o775, 0o757]) {
      const dataDir = newDataDir();
      fs.mkdirSync(dataDir, { recursive: true });
      fs.chmodSync(dataDir, mode);
      await expect(openDatabase({ dataDir, logger: quiet })).rejects.toThrow(DataDirUnsafeError);
      // Nothing was created in it.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }

    const dataDir = newDataDir();
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o777 });
    fs.chmodSync(dataDir, 0o777);
    const lines: string[] = [];
    const logger: Logger = { ...quiet, error: (message: string) => void lines.push(message) };
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exit");
    }) as never);
    try {
      await expect(openDatabaseOrExit({ dataDir, databaseUrl: undefined } as unknown as ServerConfig, logger)).rejects.toThrow("exit");
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      exit.mockRestore();
    }
    expect(lines).toEqual([`DATA_DIR ${dataDir} can be written by other users (mode 0777): check nobody changed its files, then run chmod 700 ${dataDir}.`]);
  });

  it.runIf(process.getuid?.() === 0)("refuse a DATA_DIR holding a file of another user", async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir, logger: quiet });
    await database.close();
    const planted = path.join(dataDir, "pglite", "postgresql.auto.conf");
    fs.chownSync(planted, 65534, 65534);
    await expect(openDatabase({ dataDir, logger: quiet })).rejects.toThrow(`${planted} in DATA_DIR belongs to another user (uid 65534)`);
  });
});

describe.each(testDatabases(quiet, "vesper-scrub-"))("erasure and purge leave nothing readable ($name)", ({ name, open }) => {
  /** One applicant whose name, address, message and note each carry the marker. */
  async function applicant(database: Database, marker: string, values: Partial<typeof applications.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(applications)
      .values({
        name: `Name ${marker}`,
        email: `${marker}@example.com`,
        division: "noxgpt",
        message: `Message ${marker} ${"long enough to be compressed out of line ".repeat(200)}${marker}`,
        ...values,
      })
      .returning({ id: applications.id });
    await addNote(database.db, row!.id, `Note ${marker}`, "team@example.com");
    await database.db.insert(jobs).values({ submissionId: row!.id, kind: "team-notification", messageId: `<${marker}@vesper.test>` });
    await database.db.insert(applicationIdempotencyKeys).values({ key: `key-${marker}`, bodyHash: "h", submissionId: row!.id });
    return row!.id;
  }

  it("after an erasure", async () => {
    const { database, cleanup } = await open();
    try {
      await database.db.execute(sql`truncate contact_submissions cascade`);
      const marker = `erasezq${Date.now()}`;
      await applicant(database, marker);
      await applicant(database, `keptzq${Date.now()}`);
      // Column statistics can hold sample values: have some, as autovacuum would.
      await database.db.execute(sql`analyze contact_submissions`);
      await database.db.execute(sql`checkpoint`);
      const dataDir = database.dataDir;
      if (dataDir) expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

      const result = await eraseApplicantByEmail(database.db, `${marker.toUpperCase()}@EXAMPLE.COM`, "cli");
      expect(result).toMatchObject({
        deleted: 1,
        scrubbed: { tablesRewritten: true, statisticsRewritten: true, checkpointed: true, walRemoved: name === "PGlite" },
      });
      expect(await database.db.$count(applications)).toBe(1);
      if (dataDir) {
        expect(filesContaining(dataDir, marker)).toEqual([]);
        expect(filesContaining(dataDir, "keptzq").length).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
      cleanup();
    }
  });

  /** One client whose name, address, description and the team's note each carry the marker. */
  async function client(database: Database, marker: string, values: Partial<typeof inquiries.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(inquiries)
      .values({
        name: `Name ${marker}`,
        email: `${marker}@example.com`,
        topic: "service:web",
        description: `Project ${marker} ${"long enough to be compressed out of line ".repeat(200)}${marker}`,
        teamEmail: "sales@example.com",
        answerDueAt: new Date(Date.now() + 86_400_000),
        ...values,
      })
      .returning({ id: inquiries.id });
    await database.db.insert(inquiryNotes).values({ inquiryId: row!.id, author: "sales@example.com", body: `Note ${marker}` });
    await database.db.insert(jobs).values({ inquiryId: row!.id, kind: "inquiry-team-notification", messageId: `<${marker}@vesper.test>` });
    return row!.id;
  }

  it("after an erasure of a client's project inquiries", async () => {
    const { database, cleanup } = await open();
    try {
      await database.db.execute(sql`truncate inquiries cascade`);
      const marker = `inqerasezq${Date.now()}`;
      await client(database, marker);
      await client(database, `inqkeptzq${Date.now()}`);
      await database.db.execute(sql`analyze inquiries`);
      await database.db.execute(sql`checkpoint`);
      const dataDir = database.dataDir;
      if (dataDir) expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

      const result = await eraseApplicantByEmail(database.db, `${marker}@example.com`, "cli");
      expect(result).toMatchObject({ deleted: 0, inquiries: 1, scrubbed: { tablesRewritten: true } });
      expect(await database.db.$count(inquiries)).toBe(1);
      if (dataDir) {
        expect(filesContaining(dataDir, marker)).toEqual([]);
        expect(filesContaining(dataDir, "inqkeptzq").length).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
      cleanup();
    }
  });

  it("after the inquiries' retention purge", async () => {
    const { database, cleanup } = await open();
    try {
      await database.db.execute(sql`truncate inquiries cascade`);
      const marker = `inqpurgezq${Date.now()}`;
      await client(database, marker, { createdAt: new Date("2020-01-01T00:00:00Z") });
      await database.db.execute(sql`checkpoint`);
      const dataDir = database.dataDir;
      if (dataDir) expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

      const result = await purgeExpiredInquiries(database.db, "system");
      expect(result).toMatchObject({ deleted: 1, scrubbed: { tablesRewritten: true } });
      if (dataDir) expect(filesContaining(dataDir, marker)).toEqual([]);
    } finally {
      await database.close();
      cleanup();
    }
  });

  it("after the retention purge", async () => {
    const { database, cleanup } = await open();
    try {
      await database.db.execute(sql`truncate contact_submissions cascade`);
      const marker = `purgezq${Date.now()}`;
      await applicant(database, marker, { createdAt: new Date("2020-01-01T00:00:00Z") });
      await applicant(database, `keptzq${Date.now()}`);
      await database.db.execute(sql`checkpoint`);
      const dataDir = database.dataDir;
      if (dataDir) expect(filesContaining(dataDir, marker).length).toBeGreaterThan(0);

      const result = await purgeExpiredApplications(database.db, "system");
      expect(result).toMatchObject({ deleted: 1, scrubbed: { tablesRewritten: true, checkpointed: true } });
      if (dataDir) expect(filesContaining(dataDir, marker)).toEqual([]);
    } finally {
      await database.close();
      cleanup();
    }
  });
});
