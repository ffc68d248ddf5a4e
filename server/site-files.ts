/**
 * The site as files: what the build writes to build/client and what the server holds in memory are the
 * same list — each file by its path under build/client, with the brotli and gzip versions made once by
 * the render pipeline (server/render/precompress.ts). The build writes the list to disk; the server reads
 * it back at start, or gets it straight from a re-render (server/render/render-site.ts).
 */
import fs from "node:fs";
import path from "node:path";

export interface SiteFile {
  /** Path under build/client, with forward slashes: "index.html", "about/index.html", "_status/not-found.html", "assets/x.js". */
  path: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The quality `br` was made with, when below the build's 11: a publish's quick first compression. */
  brotliQuality?: number;
}

/** Where the pages served with another status than 200 (404s, /join received) live, under build/client. */
export const specialPagesDir = "_status";

/** The indexed pages' words the server's /search quotes from (server/render/search-index.ts writes it), never served. */
export const searchDocumentsName = "search-documents.json";

/** Every file under `clientDir`, with its `.br` and `.gz` twins attached rather than listed. */
export function readSiteFiles(clientDir: string): SiteFile[] {
  const files: SiteFile[] = [];
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith(".br") || entry.name.endsWith(".gz")) continue;
    const full = path.join(entry.parentPath, entry.name);
    const twin = (suffix: string) => (fs.existsSync(`${full}.${suffix}`) ? fs.readFileSync(`${full}.${suffix}`) : undefined);
    files.push({ path: path.relative(clientDir, full).split(path.sep).join("/"), body: fs.readFileSync(full), br: twin("br"), gzip: twin("gz") });
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Writes each file, and its twins beside it as `file.br` and `file.gz`. */
export function writeSiteFiles(clientDir: string, files: readonly SiteFile[]): void {
  for (const file of files) {
    const full = path.join(clientDir, ...file.path.split("/"));
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.body);
    if (file.br) fs.writeFileSync(`${full}.br`, file.br);
    if (file.gzip) fs.writeFileSync(`${full}.gz`, file.gzip);
  }
}
