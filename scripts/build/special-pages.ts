/**
 * Pages the server answers with a status other than 200, rendered once at build time so that no
 * visitor's request reaches React Router rendering: the not-found page (404), the not-found state of
 * each collection of the page registry (404), and /join in its "received" state (where the no-JavaScript
 * form post lands). The list is the registry's `specialPages`; server/static-site.ts serves them. React
 * Router's prerender only writes 200 pages, so this renders them through the server build.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { specialPages } from "../../app/lib/page-registry.ts";

export const specialPagesDir = "_status";

export async function renderSpecialPages(buildDir: string): Promise<string[]> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const outDir = path.join(buildDir, "client", specialPagesDir);
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const page of specialPages) {
    const response = await handle(new Request(new URL(page.url, "http://localhost")));
    if (response.status !== page.status) throw new Error(`${page.url} answered ${response.status}, expected ${page.status}`);
    const file = path.join(outDir, page.file);
    fs.writeFileSync(file, await response.text());
    written.push(file);
  }
  return written;
}
