import type { Express } from "express";
import { kindOfRoute } from "../../app/lib/pages/page-registry.ts";

/**
 * Which paths something other than the build's files answers on GET: the static fast path
 * (static-fast-path.ts) leaves them to Express rather than answer an unknown one with the not-found
 * page. Derived, never kept by hand, from the two route lists the server has:
 * - React Router's (app/routes.ts, as the server build holds it): every route that is not a page of the
 *   page registry (app/lib/pages/page-registry.ts) nor the catch-all not-found route is rendered per request
 *   (the team's /admin);
 * - Express's own: every route that answers GET (`/healthz`, `/api/contact`).
 * Each gives the first segment of its path ("/admin", "/api"): everything under it goes to Express,
 * which can only answer the same not-found page for an unknown path, or something better.
 */

/** A route of the route list as the server build has it (`ServerBuild["routes"]`): flat, with its parent's id. */
export interface RouteListEntry {
  id: string;
  path?: string;
  parentId?: string;
}

function firstSegment(path: string): string | undefined {
  const segment = path.split("/").find(Boolean);
  return segment && !segment.startsWith(":") && segment !== "*" ? `/${segment}` : undefined;
}

/** Routes React Router renders per request, by the first segment of their full path. */
export function serverRenderedPrefixes(routes: Readonly<Record<string, RouteListEntry | undefined>>): string[] {
  const fullPath = (route: RouteListEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return [parent ? fullPath(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const prefixes: string[] = [];
  for (const route of Object.values(routes)) {
    if (!route || kindOfRoute(route.id)) continue;
    const prefix = firstSegment(fullPath(route));
    if (prefix) prefixes.push(prefix);
  }
  return prefixes;
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Express's own routes that answer GET (or every method), nested routers included, by the first segment of their path, once each. */
export function expressGetPrefixes(app: Express): string[] {
  const prefixes: string[] = [];
  const visit = (stack: readonly RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const { path, methods } = layer.route;
        if (!(methods.get || methods._all)) continue;
        for (const one of Array.isArray(path) ? path : [path]) {
          const prefix = typeof one === "string" ? firstSegment(one) : undefined;
          if (prefix) prefixes.push(prefix);
        }
      } else if (layer.handle?.stack) {
        visit(layer.handle.stack);
      }
    }
  };
  visit((app.router as unknown as { stack: RouterLayer[] }).stack);
  return [...new Set(prefixes)];
}

/** Every path prefix the static fast path leaves to Express, once each. */
export function dynamicPathPrefixes(app: Express, routes: Readonly<Record<string, RouteListEntry | undefined>>): string[] {
  return [...new Set([...expressGetPrefixes(app), ...serverRenderedPrefixes(routes)])];
}
