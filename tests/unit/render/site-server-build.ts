/**
 * The site's own React Router server build, assembled in the test from its real modules rather than by
 * `react-router build`: the route list (app/routes.ts), every route module it names, the root and the
 * server entry, each loaded by Vitest as the app's source. What differs from the built one is only what
 * no page's words depend on: the asset manifest names made-up files (no client build exists in a unit
 * test), and the stylesheet is not compiled. So the render pipeline's pages come out as the build's do,
 * with the shipped content (the loaders read app/content when the request context carries none).
 * Each module's components are wrapped as React Router's Vite plugin wraps them, so they get their
 * `loaderData`, `params` and `error` as props.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type ServerBuild, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, UNSAFE_withHydrateFallbackProps } from "react-router";
import routes from "../../../app/routes.ts";

const appDir = path.resolve(import.meta.dirname, "../../../app");

/** A route module as the build holds it: its components given their props, as the Vite plugin does. */
function asBuilt(module: Record<string, unknown>): Record<string, unknown> {
  const wrapped = { ...module };
  const wrap = (name: string, by: (component: never) => unknown) => {
    if (typeof module[name] === "function") wrapped[name] = by(module[name] as never);
  };
  wrap("default", UNSAFE_withComponentProps);
  wrap("ErrorBoundary", UNSAFE_withErrorBoundaryProps);
  wrap("HydrateFallback", UNSAFE_withHydrateFallbackProps);
  return wrapped;
}

interface BuildRoute {
  id: string;
  parentId: string | undefined;
  path: string | undefined;
  index: boolean | undefined;
  file: string;
}

/** The route list flattened under the root route, with React Router's ids (the file without its extension unless the entry names one). */
function flatRoutes(entries: readonly RouteConfigEntry[], parentId: string, into: BuildRoute[] = []): BuildRoute[] {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[tj]sx?$/, "");
    into.push({ id, parentId, path: entry.path, index: entry.index, file: entry.file });
    flatRoutes(entry.children ?? [], id, into);
  }
  return into;
}

export async function siteServerBuild(): Promise<ServerBuild> {
  const list: BuildRoute[] = [{ id: "root", parentId: undefined, path: "", index: undefined, file: "root.tsx" }, ...flatRoutes(routes, "root")];
  const modules = new Map<string, Record<string, unknown>>();
  for (const route of list) modules.set(route.id, asBuilt((await import(path.join(appDir, route.file))) as Record<string, unknown>));
  const entry = (await import(path.join(appDir, "entry.server.tsx"))) as Record<string, unknown>;
  const moduleOf = (id: string) => modules.get(id) ?? {};
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      list.map((route) => [
        route.id,
        { id: route.id, parentId: route.parentId, path: route.path, index: route.index, caseSensitive: undefined, module: moduleOf(route.id) },
      ]),
    ),
    assets: {
      entry: { module: "/assets/entry.client-test.js", imports: [] },
      routes: Object.fromEntries(
        list.map((route) => {
          const module = moduleOf(route.id);
          return [
            route.id,
            {
              id: route.id,
              parentId: route.parentId,
              path: route.path,
              index: route.index,
              hasAction: "action" in module,
              hasLoader: "loader" in module,
              hasClientAction: "clientAction" in module,
              hasClientLoader: "clientLoader" in module,
              hasClientMiddleware: "clientMiddleware" in module,
              hasDefaultExport: "default" in module,
              hasErrorBoundary: "ErrorBoundary" in module,
              module: `/assets/${route.id.replaceAll("/", "-")}-test.js`,
              imports: [],
              css: [],
            },
          ];
        }),
      ),
      url: "/assets/manifest-test.js",
      version: "test",
    },
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
