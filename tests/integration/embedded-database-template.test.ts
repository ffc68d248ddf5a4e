import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import { isInitialisedCluster, makePgliteTemplate, startClusterFromTemplate } from "../../server/db/pglite-template.ts";
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
    // gzip magic number: the copy is PGlite's own dump, a gzipped tarball.
    expect([...fs.readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    // Unpacked onto the disk, privately, with nothing left beside it; an unfinished earlier one is replaced.
    const parent = newFolder();
    const cluster = path.join(parent, "pglite");
    fs.mkdirSync(cluster);
    fs.writeFileSync(path.join(cluster, "left-by-an-unfinished-initdb"), "");
    expect(isInitialisedCluster(cluster)).toBe(false);
    expect(await startClusterFromTemplate(cluster, file)).toBe(true);
    expect(isInitialisedCluster(cluster)).toBe(true);
    expect(fs.readdirSync(parent)).toEqual(["pglite"]);
    expect(fs.existsSync(path.join(cluster, "left-by-an-unfinished-initdb"))).toBe(false);
    const modes = (folder: string): number[] =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        return [fs.statSync(full).mode & 0o777, ...(entry.isDirectory() ? modes(full) : [])];
      });
    expect(new Set(modes(cluster))).toEqual(new Set([0o700, 0o600]));

    const client = await PGlite.create({ dataDir: cluster });
    try {
      // It holds nothing of the site: the site's tables come from the migrations, on every start.
      const tables = await client.query<{ count: number }>("select count(*)::int as count from pg_tables where schemaname = 'public'");
      expect(tables.rows[0]?.count).toBe(0);
    } finally {
      await client.close();
    }
  });

  it("is refused when damaged, leaving no cluster behind", async () => {
    const folder = newFolder();
    const file = path.join(folder, "bad.tar.gz");
    const header = Buffer.alloc(512);
    header.write("../outside", 0);
    header.write("0000000", 124);
    header.write("0", 156);
    fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([header, Buffer.alloc(1024)])));
    const cluster = path.join(folder, "pglite");
    await expect(startClusterFromTemplate(cluster, file)).rejects.toThrow(/unsafe entry/);
    expect(fs.readdirSync(folder).sort()).toEqual(["bad.tar.gz"]);
  });

  it("gives a fresh DATA_DIR every migration and the site's small database cache", async () => {
    const database = await openDatabase({ dataDir: path.join(newFolder(), "data"), logger: quiet });
    try {
      const applied = (await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { count: number }[];
      };
      expect(applied.rows[0]?.count).toBe(migrationCount);
      const cache = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(cache.rows[0]?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
  });
});
