/**
 * Text files are compressed once, when the site is rendered, with the strongest settings (brotli 11,
 * gzip 9), so the server never compresses per request: it sends `file.br` or `file.gz` as they are.
 * A file whose bytes did not change since the previous render keeps its compressed versions, so a
 * publish spends brotli's time only on the pages it changed. Brotli 11 costs seconds over every page on
 * two cores: a publish that changes many pages may compress at a lower quality first, serve that, and
 * finish at 11 afterwards (render-site.ts `finishCompression`).
 */
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { SiteFile } from "../site-files.ts";
import { mapLimited } from "./work-limit.ts";

export const compressibleExtensions = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressReport {
  files: SiteFile[];
  /** Files compressed now, and their size before and after brotli. */
  compressed: number;
  bytes: number;
  brotliBytes: number;
  /** Files whose compressed versions came from the previous render. */
  reused: number;
}

/**
 * Every compressible file with its brotli and gzip versions. Compression runs on libuv's threads, at most
 * `concurrency` files at a time, so the server's own thread stays free for visitors.
 */
export const bestBrotliQuality = 11;

export async function precompress(
  files: readonly SiteFile[],
  previous: ReadonlyMap<string, SiteFile>,
  concurrency: number,
  brotliQuality = bestBrotliQuality,
): Promise<PrecompressReport> {
  const report = { compressed: 0, bytes: 0, brotliBytes: 0, reused: 0 };
  const done = await mapLimited(files, concurrency, async (file): Promise<SiteFile> => {
    if (!compressibleExtensions.has(path.extname(file.path))) return file;
    if (file.br && file.gzip && (file.brotliQuality ?? bestBrotliQuality) >= brotliQuality) return file;
    const before = previous.get(file.path);
    if (before?.br && before.gzip && (before.brotliQuality ?? bestBrotliQuality) >= brotliQuality && before.body.equals(file.body)) {
      report.reused += 1;
      return { ...file, br: before.br, gzip: before.gzip };
    }
    // One after the other: `concurrency` is the number of threads this step keeps busy.
    const br = await brotli(file.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
    });
    const gz = await gzip(file.body, { level: 9 });
    report.compressed += 1;
    report.bytes += file.body.length;
    report.brotliBytes += br.length;
    const { brotliQuality: _, ...rest } = file;
    return { ...rest, br, gzip: gz, ...(brotliQuality < bestBrotliQuality ? { brotliQuality } : {}) };
  });
  return { files: done, ...report };
}
