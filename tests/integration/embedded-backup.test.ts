// npm run backup / restore's mechanism (server/db/embedded-backup.ts): round trips with and without a server
// holding DATA_DIR, and every refusal that keeps a restore from overwriting anything.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/database.ts";
import { sql } from "../../server/db/drizzle.ts";
import { BackupError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from "../../server/db/embedded-backup.ts";
import { acquireDataDirLock } from "../../server/db/lock.ts";
import { pgliteTemplateFile } from "../../server/db/pglite-template.ts";
import type { Logger } from "../../server/logger.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const folders: string[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-backup-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const apply = (database: Database, email: string) =>
  database.db.execute(sql`insert into contact_submissions (name, email, division, message) values ('Kept Applicant', ${email}, 'nexus', 'Kept in a backup.')`);
const emailsIn = async (database: Database) =>
  ((await database.db.execute(sql`select email from contact_submissions order by id`)) as unknown as { rows: { email: string }[] }).rows.map(
    (row) => row.email,
  );

describe("backups of the embedded database", () => {
  it("copies a folder no server holds, and restores it into a new DATA_DIR that then opens with its rows", async () => {
    const live = path.join(newFolder(), "data");
    const database = await openDatabase({ dataDir: live, logger: quiet });
    await apply(database, "kept@example.com");
    await database.close();

    const file = path.join(newFolder(), "site.backup");
    const made = await backupEmbeddedDatabase({ dataDir: live, file });
    expect(made.via).toBe("direct");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["site.backup"]); // nothing staged or partial left
    // And the folder is free again: a server can start on it.
    await (await acquireDataDirLock(live))();

    const restored = path.join(newFolder(), "restored");
    const { manifest } = await restoreEmbeddedDatabase({ dataDir: restored, file });
    expect(manifest).toMatchObject({ format: "vesper-embedded-database", version: 1, via: "direct" });
    const reopened = await openDatabase({ dataDir: restored, logger: quiet });
    try {
      expect(await emailsIn(reopened)).toEqual(["kept@example.com"]);
    } finally {
      await reopened.close();
    }
  });

  it("copies through a running server's socket while it writes: the copy is one moment, whole applications only", async () => {
    const live = path.join(newFolder(), "data");
    const server = await openDatabase({ dataDir: live, logger: quiet, serveSocket: true });
    const file = path.join(newFolder(), "site.backup");
    try {
      await apply(server, "before@example.com");
      const during = Array.from({ length: 20 }, (_, i) => apply(server, `during-${i}@example.com`));
      const made = await backupEmbeddedDatabase({ dataDir: live, file });
      await Promise.all(during);
      expect(made.via).toBe("socket");
      expect(made.heldMs).toBeGreaterThan(0);
      // The server's database goes on after the copy.
      await apply(server, "after@example.com");
    } finally {
      await server.close();
    }
    const restored = path.join(newFolder(), "restored");
    await restoreEmbeddedDatabase({ dataDir: restored, file });
    const reopened = await openDatabase({ dataDir: restored, logger: quiet });
    try {
      const emails = await emailsIn(reopened);
      expect(emails[0]).toBe("before@example.com");
      expect(emails).not.toContain("after@example.com");
      expect(new Set(emails).size).toBe(emails.length);
      for (const email of emails.slice(1)) expect(email).toMatch(/^during-\d+@example\.com$/);
    } finally {
      await reopened.close();
    }
  });

  it("never overwrites: a held DATA_DIR, a folder with anything in it, an existing backup file", async () => {
    const live = path.join(newFolder(), "data");
    const database = await openDatabase({ dataDir: live, logger: quiet });
    await database.close();
    const file = path.join(newFolder(), "site.backup");
    await backupEmbeddedDatabase({ dataDir: live, file });
    const before = fs.readFileSync(file);
    await expect(backupEmbeddedDatabase({ dataDir: live, file })).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    const release = await acquireDataDirLock(live);
    try {
      await expect(restoreEmbeddedDatabase({ dataDir: live, file })).rejects.toThrow(/is using/);
    } finally {
      await release();
    }
    // A folder nobody holds but that has something in it: the live folder itself, and a stranger's.
    await expect(restoreEmbeddedDatabase({ dataDir: live, file })).rejects.toThrow(/is not empty/);
    const occupied = newFolder();
    fs.writeFileSync(path.join(occupied, "notes.txt"), "mine");
    await expect(restoreEmbeddedDatabase({ dataDir: occupied, file })).rejects.toThrow(BackupError);
    expect(fs.readdirSync(occupied)).toEqual(["notes.txt"]);

    await expect(backupEmbeddedDatabase({ dataDir: newFolder(), file: path.join(newFolder(), "x") })).rejects.toThrow(/no embedded database/);
  });

  it("restores only its own backups: not a damaged file, not another tarball", async () => {
    const folder = newFolder();
    const garbage = path.join(folder, "garbage.backup");
    fs.writeFileSync(garbage, "not a backup");
    await expect(restoreEmbeddedDatabase({ dataDir: path.join(folder, "a"), file: garbage })).rejects.toThrow(/is not a backup of this site/);
    // PGlite's own dump (the empty cluster new folders start from): a gzipped tar, but no manifest.
    await expect(restoreEmbeddedDatabase({ dataDir: path.join(folder, "b"), file: pgliteTemplateFile })).rejects.toThrow(/not a backup made by npm run backup/);
    const truncated = path.join(folder, "truncated.backup");
    fs.writeFileSync(truncated, zlib.gzipSync(Buffer.alloc(100)));
    await expect(restoreEmbeddedDatabase({ dataDir: path.join(folder, "c"), file: truncated })).rejects.toThrow(BackupError);
    expect(fs.readdirSync(folder).sort()).toEqual(["garbage.backup", "truncated.backup"]);
  });
});
