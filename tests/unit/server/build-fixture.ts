import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes.ts";
import { specialPages } from "../../../app/lib/pages/page-registry.ts";
import type { RouteListEntry } from "../../../server/http/dynamic-paths.ts";

/** The special pages a built site has (the not-found states of every collection, /join received), by file name without .html. */
export const specialPageNames: string[] = specialPages.map((page) => page.file.replace(/\.html$/, ""));

/** Writes one file of a stand-in build/client folder, with the brotli and gzip twins the build makes. */
export function writeBuildFile(dir: string, relative: string, content: string, compress = true): void {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (compress) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with nothing added or decoded by a client library: the raw status, headers and bytes. */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** The route list (app/routes.ts) as the server build holds it: flat, by id, under the root route. */
export function routeList(config: readonly RouteConfigEntry[] = routes): Record<string, RouteListEntry> {
  const list: Record<string, RouteListEntry> = { root: { id: "root", path: "" } };
  const add = (entries: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[tj]sx?$/, "");
      list[id] = { id, path: entry.path, parentId };
      add(entry.children ?? [], id);
    }
  };
  add(config, "root");
  return list;
}
