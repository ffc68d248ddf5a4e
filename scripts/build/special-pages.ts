/**
 * Pages the server answers with a status other than 200, rendered once at build time so that no
 * visitor's request reaches React Router rendering: the not-found page (404), the not-found states of
 * the four sections with ids (404), and /join in its "received" state (where the no-JavaScript form post
 * lands). React Router's prerender only writes 200 pages, so this renders them through the server build.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";

export interface SpecialPage {
  /** The file under build/client/_status/. */
  file: string;
  /** What is rendered for it. */
  url: string;
  status: number;
}

/** Where each special page comes from; the server (server/special-pages.ts) maps requests to these files. */
export const specialPages: SpecialPage[] = [
  { file: "not-found.html", url: "/__not-found", status: 404 },
  { file: "divisions-not-found.html", url: "/divisions/__not-found", status: 404 },
  { file: "services-not-found.html", url: "/services/__not-found", status: 404 },
  { file: "docs-not-found.html", url: "/docs/__not-found", status: 404 },
  { file: "news-not-found.html", url: "/news/__not-found", status: 404 },
  { file: "join-received.html", url: "/join?status=received", status: 200 },
];

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
