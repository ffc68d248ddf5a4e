import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { isInitialisedCluster, makePgliteTemplate, pgliteTemplate } from "../../server/db/pglite-template.ts";
import type { Logger } from "../../server/logger.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const folders: string[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-template-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const migrationCount = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] })
  .entries.length;

describe("the empty embedded database a new DATA_DIR starts from", () => {
  it("is made once, atomically, and a cluster loaded from it opens", async () => {
    const file = path.join(newFolder(), "cache", "empty-cluster.tar.gz");
    const { bytes } = await makePgliteTemplate(file);
    expect(fs.statSync(file).size).toBe(bytes);
    expect(fs.readdirSync(path.dirname(file))).toEqual(["empty-cluster.tar.gz"]); // no partial file left
    // gzip magic number: the copy is the tarball PGlite's loadDataDir reads.
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const cluster = path.join(newFolder(), "pglite");
    expect(isInitialisedCluster(cluster)).toBe(false);
    const client = await PGlite.create({ dataDir: cluster, loadDataDir: await pgliteTemplate(file) });
    try {
      expect(isInitialisedCluster(cluster)).toBe(true);
      // It holds nothing of the site: the site's tables come from the migrations, on every start.
      const tables = await client.query<{ count: number }>("select count(*)::int as count from pg_tables where schemaname = 'public'");
      expect(tables.rows[0]?.count).toBe(0);
    } finally {
      await client.close();
    }
  });

  it("gives a fresh DATA_DIR every migration and the site's small database cache", async () => {
    const database = await openDatabase({ dataDir: path.join(newFolder(), "data"), logger: quiet });
    try {
      const applied = (await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]?.count).toBe(migrationCount);
      const cache = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(cache.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});
