import crypto from "node:crypto";
import { and, desc, eq, inArray, notInArray, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { siteRenderFiles, siteRenders } from "../db/schema.ts";
import type { Tx } from "../db/transaction.ts";
import type { SiteFile } from "../site-files.ts";

/**
 * A publish's render kept in the database. The server that publishes stores its render in the
 * publish's own transaction; every other server (and the next start of any) serves that version by
 * reading it instead of rendering the whole site again, which costs seconds of both cores and, on a
 * server that has not rendered yet, its cold start. A render is only used by a server of the same build
 * (`buildId`): another build renders for itself and stores that.
 *
 * What is stored is the render's difference from the build's own files (decision 021): a manifest row
 * (table site_renders) naming each file that differs from the build's by the hash of its bytes, the
 * build's files the render no longer has, and the keys the next render reuses unchanged work by
 * (server/render/render-site.ts); and each of those files once (table site_render_files), shared by
 * every stored render of the build that has it. So a publish writes the files no stored render had
 * (the pages it changed) and a manifest that grows with the number of pages, never with the whole
 * site's bytes; and every statement carries about a megabyte of files, however large the site.
 */

export interface RenderDelta {
  /** Files new or changed against the build's, each with its compressed versions. */
  files: SiteFile[];
  /** Paths of the build's files the render does not have (a page whose item was removed). */
  removed: string[];
  /** Each HTML file's key and each drawn image's key (src → key), as RenderedSite holds them. */
  pageKeys: Record<string, string>;
  imageKeys: Record<string, string>;
}

/** The site_renders row: the delta with each file as its hash. */
interface Manifest {
  files: { path: string; hash: string; brotliQuality?: number }[];
  removed: string[];
  pageKeys: Record<string, string>;
  imageKeys: Record<string, string>;
}

/** Renders kept per build: the newest few (a restart or a late server needs only the newest). */
const rendersKept = 3;

/**
 * Bytes of files one statement writes at most (a file larger than that goes alone). Each statement's
 * files are copied into the client's message, read whole off the socket and copied again into the
 * embedded database's WebAssembly memory, whose pages stay resident once touched: the peak a store
 * adds to the server grows with this, not with the render (docs/measurements.md, 2026-11-27).
 */
const batchBytes = 1024 * 1024;

/** Files one statement reads at most. */
const readBatch = 64;

/** Advisory lock (two-key form) of one build's stored renders: a store and its clean-up take turns. */
const renderStoreLock = 9021;

/** What a file is stored under: the hash of its bytes and of each compressed version (a recompression is a new file). */
export function storedFileHash(file: SiteFile): string {
  const hash = crypto.createHash("sha256");
  for (const part of [file.body, file.br, file.gzip]) {
    const length = Buffer.alloc(5);
    if (part) length.writeUInt32BE(part.length, 1);
    else length[0] = 1;
    hash.update(length);
    if (part) hash.update(part);
  }
  return hash.digest("hex").slice(0, 40);
}

function sizeOf(file: SiteFile): number {
  return file.body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0);
}

/** The stored render of exactly this content version by this build, or undefined; throws when one of its files is missing. */
export async function readRender(db: Db, buildId: string, contentVersion: number): Promise<RenderDelta | undefined> {
  const [row] = await db
    .select({ manifest: siteRenders.manifest })
    .from(siteRenders)
    .where(and(eq(siteRenders.buildId, buildId), eq(siteRenders.contentVersion, contentVersion)));
  if (!row) return undefined;
  const manifest = JSON.parse(row.manifest.toString("utf8")) as Manifest;
  const hashes = [...new Set(manifest.files.map((file) => file.hash))];
  const byHash = new Map<string, { body: Buffer; br: Buffer | null; gzip: Buffer | null }>();
  for (let start = 0; start < hashes.length; start += readBatch) {
    const rows = await db
      .select({ hash: siteRenderFiles.hash, body: siteRenderFiles.body, br: siteRenderFiles.br, gzip: siteRenderFiles.gzip })
      .from(siteRenderFiles)
      .where(and(eq(siteRenderFiles.buildId, buildId), inArray(siteRenderFiles.hash, hashes.slice(start, start + readBatch))));
    for (const file of rows) byHash.set(file.hash, file);
  }
  const files = manifest.files.map((entry): SiteFile => {
    const file = byHash.get(entry.hash);
    if (!file) throw new Error(`the stored render of version ${contentVersion} is missing ${entry.path}`);
    return {
      path: entry.path,
      body: file.body,
      ...(file.br ? { br: file.br } : {}),
      ...(file.gzip ? { gzip: file.gzip } : {}),
      ...(entry.brotliQuality ? { brotliQuality: entry.brotliQuality } : {}),
    };
  });
  return { files, removed: manifest.removed, pageKeys: manifest.pageKeys, imageKeys: manifest.imageKeys };
}

/**
 * Stores a render (within a publish's transaction, or after a server rendered a version nobody stored
 * for its build): the files no stored render of the build has, about a megabyte per statement, then the
 * manifest. A render already stored for that version wins, unless `replace` (the same render with its
 * final compression). The build's older renders are dropped, and the files no kept render lists.
 */
export async function storeRender(
  db: Db | Tx,
  buildId: string,
  contentVersion: number,
  delta: RenderDelta,
  options: { replace?: boolean } = {},
): Promise<void> {
  const entries = delta.files.map((file) => ({ file, hash: storedFileHash(file) }));
  const manifest: Manifest = {
    files: entries.map(({ file, hash }) => ({ path: file.path, hash, ...(file.brotliQuality ? { brotliQuality: file.brotliQuality } : {}) })),
    removed: delta.removed,
    pageKeys: delta.pageKeys,
    imageKeys: delta.imageKeys,
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${renderStoreLock}, hashtext(${buildId}))`);
    const wanted = [...new Map(entries.map((entry) => [entry.hash, entry.file])).entries()];
    const present = new Set<string>();
    for (let start = 0; start < wanted.length; start += 512) {
      const rows = await tx
        .select({ hash: siteRenderFiles.hash })
        .from(siteRenderFiles)
        .where(
          and(
            eq(siteRenderFiles.buildId, buildId),
            inArray(
              siteRenderFiles.hash,
              wanted.slice(start, start + 512).map(([hash]) => hash),
            ),
          ),
        );
      for (const row of rows) present.add(row.hash);
    }
    let batch: { buildId: string; hash: string; body: Buffer; br: Buffer | null; gzip: Buffer | null }[] = [];
    let bytes = 0;
    const flush = async () => {
      if (batch.length > 0) await tx.insert(siteRenderFiles).values(batch).onConflictDoNothing();
      batch = [];
      bytes = 0;
    };
    for (const [hash, file] of wanted) {
      if (present.has(hash)) continue;
      if (bytes > 0 && bytes + sizeOf(file) > batchBytes) await flush();
      batch.push({ buildId, hash, body: file.body, br: file.br ?? null, gzip: file.gzip ?? null });
      bytes += sizeOf(file);
    }
    await flush();

    const json = Buffer.from(JSON.stringify(manifest), "utf8");
    if (options.replace) {
      await tx
        .update(siteRenders)
        .set({ manifest: json })
        .where(and(eq(siteRenders.buildId, buildId), eq(siteRenders.contentVersion, contentVersion)));
    } else {
      await tx.insert(siteRenders).values({ buildId, contentVersion, manifest: json }).onConflictDoNothing();
    }
    const kept = tx
      .select({ id: siteRenders.id })
      .from(siteRenders)
      .where(eq(siteRenders.buildId, buildId))
      .orderBy(desc(siteRenders.contentVersion))
      .limit(rendersKept);
    await tx.delete(siteRenders).where(and(eq(siteRenders.buildId, buildId), notInArray(siteRenders.id, kept)));
    // Other builds' renders are of no use once a week has passed since the newest of them (a deploy rolled on).
    await tx.delete(siteRenders).where(and(sql`${siteRenders.buildId} <> ${buildId}`, sql`${siteRenders.createdAt} < now() - interval '7 days'`));
    // The files no kept render lists: this build's read from its manifests, any other build's once none of its renders is left.
    await tx.execute(sql`
      delete from site_render_files
      where build_id = ${buildId}
        and hash not in (
          select entry ->> 'hash'
          from site_renders, jsonb_array_elements(convert_from(manifest, 'UTF8')::jsonb -> 'files') as entry
          where site_renders.build_id = ${buildId}
        )`);
    await tx.execute(sql`
      delete from site_render_files
      where build_id <> ${buildId}
        and not exists (select 1 from site_renders where site_renders.build_id = site_render_files.build_id)`);
  });
}

/** The render of a version made again with brotli 11 (after a quick publish): replaces the stored one. */
export async function replaceRender(db: Db, buildId: string, contentVersion: number, delta: RenderDelta): Promise<void> {
  await storeRender(db, buildId, contentVersion, delta, { replace: true });
}
