/**
 * Static text files are compressed once, at build time, with the strongest settings (brotli 11, gzip 9),
 * so the server never compresses per request: it sends `file.br` or `file.gz` as they are.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const compressibleExtensions = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest"]);

export function precompress(clientDir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (compressibleExtensions.has(path.extname(entry.name))) {
        const source = fs.readFileSync(full);
        const br = zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = zlib.gzipSync(source, { level: 9 });
        fs.writeFileSync(`${full}.br`, br);
        fs.writeFileSync(`${full}.gz`, gz);
        files += 1;
        bytes += source.length;
        brotliBytes += br.length;
      }
    }
  };
  walk(clientDir);
  return { files, bytes, brotliBytes };
}

/** React Router's prerender writes a .data file per page for its client router, which this site does not load. */
export function removeRouterData(clientDir: string): number {
  let removed = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".data")) {
        fs.rmSync(full);
        removed += 1;
      }
    }
  };
  walk(clientDir);
  return removed;
}
