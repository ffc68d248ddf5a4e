import { and, desc, eq, notInArray, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { siteRenders } from "../db/schema.ts";
import type { Tx } from "../mail/outbox.ts";
import type { SiteFile } from "../site-files.ts";

/**
 * A publish's render kept in the database (table site_renders). The server that publishes stores its
 * render in the publish's own transaction; every other server (and the next start of any) serves that
 * version by reading it — a few hundred kilobytes — instead of rendering the whole site again, which
 * costs seconds of both cores and, on a server that has not rendered yet, its cold start. A render is
 * only used by a server of the same build (`buildId`): another build renders for itself and stores that.
 *
 * What is stored is the render's difference from the build's own files: the files whose bytes changed
 * or that the build does not have (with their brotli and gzip versions), the build's files the render
 * no longer has, and the keys the next render reuses unchanged work by (server/render/render-site.ts).
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

interface Header {
  files: { path: string; body: number; br?: number; gzip?: number; brotliQuality?: number }[];
  removed: string[];
  pageKeys: Record<string, string>;
  imageKeys: Record<string, string>;
}

/** One buffer: a 4-byte length, a JSON header, then every file's bytes in the header's order. */
export function encodeRenderDelta(delta: RenderDelta): Buffer {
  const parts: Buffer[] = [];
  const header: Header = {
    files: delta.files.map((file) => {
      parts.push(file.body);
      if (file.br) parts.push(file.br);
      if (file.gzip) parts.push(file.gzip);
      return {
        path: file.path,
        body: file.body.length,
        ...(file.br ? { br: file.br.length } : {}),
        ...(file.gzip ? { gzip: file.gzip.length } : {}),
        ...(file.brotliQuality ? { brotliQuality: file.brotliQuality } : {}),
      };
    }),
    removed: delta.removed,
    pageKeys: delta.pageKeys,
    imageKeys: delta.imageKeys,
  };
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, ...parts]);
}

export function decodeRenderDelta(bytes: Buffer): RenderDelta {
  const length = bytes.readUInt32BE(0);
  const header = JSON.parse(bytes.subarray(4, 4 + length).toString("utf8")) as Header;
  let offset = 4 + length;
  const take = (size: number) => {
    const part = bytes.subarray(offset, offset + size);
    if (part.length !== size) throw new Error("a stored render is truncated");
    offset += size;
    return part;
  };
  const files = header.files.map((entry): SiteFile => ({
    path: entry.path,
    body: take(entry.body),
    ...(entry.br !== undefined ? { br: take(entry.br) } : {}),
    ...(entry.gzip !== undefined ? { gzip: take(entry.gzip) } : {}),
    ...(entry.brotliQuality ? { brotliQuality: entry.brotliQuality } : {}),
  }));
  if (offset !== bytes.length) throw new Error("a stored render has bytes its header does not describe");
  return { files, removed: header.removed, pageKeys: header.pageKeys, imageKeys: header.imageKeys };
}

/** Renders kept per build: the newest few (a restart or a late server needs only the newest). */
const rendersKept = 3;

/** The stored render of exactly this content version by this build, or undefined. */
export async function readRender(db: Db, buildId: string, contentVersion: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ files: siteRenders.files })
    .from(siteRenders)
    .where(and(eq(siteRenders.buildId, buildId), eq(siteRenders.contentVersion, contentVersion)));
  return row?.files;
}

/**
 * Stores a render (within a publish's transaction, or after a server rendered a version nobody stored
 * for its build) and drops this build's older ones. A render already stored for that version wins.
 */
export async function storeRender(db: Db | Tx, buildId: string, contentVersion: number, files: Buffer): Promise<void> {
  await db.insert(siteRenders).values({ buildId, contentVersion, files }).onConflictDoNothing();
  const kept = db
    .select({ id: siteRenders.id })
    .from(siteRenders)
    .where(eq(siteRenders.buildId, buildId))
    .orderBy(desc(siteRenders.contentVersion))
    .limit(rendersKept);
  await db.delete(siteRenders).where(and(eq(siteRenders.buildId, buildId), notInArray(siteRenders.id, kept)));
  // Other builds' renders are of no use once a week has passed since the newest of them (a deploy rolled on).
  await db.delete(siteRenders).where(and(sql`${siteRenders.buildId} <> ${buildId}`, sql`${siteRenders.createdAt} < now() - interval '7 days'`));
}

/** The render of a version made again with brotli 11 (after a quick publish): replaces the stored one. */
export async function replaceRender(db: Db, buildId: string, contentVersion: number, files: Buffer): Promise<void> {
  await db.update(siteRenders).set({ files }).where(and(eq(siteRenders.buildId, buildId), eq(siteRenders.contentVersion, contentVersion)));
}
