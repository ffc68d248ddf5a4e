/**
 * A small React Router server build, made by hand, for testing the render pipeline without running
 * `react-router build`: a root document with an inline script and style and the stylesheet link (as the
 * site's root has), a page whose loader reads its words from the request context (as route loaders read
 * content), /join, /contact, /blog, /news and the newsletter's link pages (whose states are special pages), the search page's shell, a feed (a resource route), and a catch-all answering 404 — enough for every special
 * page of the registry. Its entry exports the content's context keys as the site's does, so a publish's
 * renderer (server/content/site-renderer.ts) can render it: the page then shows the web service's price.
 */
import fs from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import type { ContentDocuments } from "../../../app/content/documents.ts";
import { createContext, data, Outlet, ServerRouter, useLoaderData, type EntryContext, type RouterContextProvider, type ServerBuild } from "react-router";

/** What the request context carries for the fixture's page: the words it shows. */
export const wordsContext = createContext<string>("shipped words");
/** The build's content keys (app/lib/pages/content-source.ts): a publish's render sets the documents here. */
export const contentContext = createContext<ContentDocuments | null>(null);
export const publishedDatesContext = createContext<Record<string, string>>({});

/** The page's words: the web service's price where a render carries documents, else the words of the context. */
function wordsOf(context: RouterContextProvider): string {
  return context.get(contentContext)?.services.serviceDetails.web.pricing ?? context.get(wordsContext);
}

export const stylesheetPath = "/assets/app-abc123.css";
export const stylesheet = "body{margin:0}p{color:red}h1{color:blue}.unused{color:green}";

function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <style>{"@font-face{font-family:x;src:url(/x.woff2)}"}</style>
        <link rel="stylesheet" href={stylesheetPath} />
      </head>
      <body>
        <Outlet />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the fixture's own constant script. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.ready='1'" }} />
      </body>
    </html>
  );
}

function Page() {
  const { words } = useLoaderData<{ words: string }>();
  return (
    <main>
      <h1>Fixture</h1>
      <p>{words}</p>
      <a href="/contact?service=web#start">Start</a>
      <a href="/join">Join</a>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's words, JSON-encoded, as the test wants them in a script. */}
      <script dangerouslySetInnerHTML={{ __html: `console.log(${JSON.stringify(words)})` }} />
    </main>
  );
}

const modules = {
  root: { default: Root },
  page: { default: Page, loader: ({ context }: { context: RouterContextProvider }) => ({ words: wordsOf(context) }) },
  join: {
    default: () => (
      <p>
        Join <a href="/join">again</a>
      </p>
    ),
  },
  search: {
    default: () => (
      <main>
        <h1>Search</h1>
        <input name="q" data-search-query="" />
        <div data-search-results="" />
      </main>
    ),
  },
  contact: { default: () => <p>Contact</p> },
  blog: { default: () => <p>Blog</p> },
  news: { default: () => <p>News</p> },
  "newsletter-link": { default: () => <p>Newsletter</p> },
  feed: {
    loader: ({ context }: { context: RouterContextProvider }) =>
      new Response(`<rss>${wordsOf(context)}</rss>`, { headers: { "Content-Type": "application/rss+xml" } }),
  },
  "not-found": {
    default: () => (
      <p>
        Not found <a href="/join">Join</a>
      </p>
    ),
    loader: () => data(null, { status: 404 }),
  },
};

const routeList = [
  { id: "root", path: "" },
  { id: "page", parentId: "root", path: "page" },
  { id: "join", parentId: "root", path: "join" },
  { id: "contact", parentId: "root", path: "contact" },
  { id: "search", parentId: "root", path: "search" },
  { id: "blog", parentId: "root", path: "blog" },
  { id: "news", parentId: "root", path: "news" },
  { id: "newsletter-link", parentId: "root", path: "newsletter/:link" },
  { id: "feed", parentId: "root", path: "feed.xml" },
  { id: "not-found", parentId: "root", path: "*" },
] as const;

function handleRequest(_request: Request, status: number, headers: Headers, context: EntryContext) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={_request.url} />)}`, { status, headers });
}

export function fixtureServerBuild(): ServerBuild {
  const routes = Object.fromEntries(
    routeList.map((route) => [
      route.id,
      { ...route, parentId: "parentId" in route ? route.parentId : undefined, index: undefined, caseSensitive: undefined, module: modules[route.id] },
    ]),
  );
  const manifestRoutes = Object.fromEntries(
    routeList.map((route) => {
      const module = modules[route.id] as Record<string, unknown>;
      return [
        route.id,
        {
          id: route.id,
          parentId: "parentId" in route ? route.parentId : undefined,
          path: route.path,
          hasAction: false,
          hasLoader: "loader" in module,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasDefaultExport: "default" in module,
          hasErrorBoundary: false,
          module: `/assets/${route.id}.js`,
          imports: [],
          css: [],
        },
      ];
    }),
  );
  return {
    entry: { module: { default: handleRequest, contentContext, publishedDatesContext } },
    routes,
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: manifestRoutes, url: "/assets/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    basename: "/",
  } as unknown as ServerBuild;
}

/** The client folder the pipeline takes its assets from: the stylesheet, a hashed script, the site's mark. */
export function writeFixtureClientDir(dir: string): void {
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  write(stylesheetPath.slice(1), stylesheet);
  write("assets/entry-abc123.js", "console.log(1)");
  write(
    "favicon.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#05060b"/><path d="M4 5h6l6 15 6-15h6L19 27h-6z" fill="#22d3ee"/></svg>',
  );
}
