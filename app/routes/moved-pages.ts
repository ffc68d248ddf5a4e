import type { Route } from "./+types/moved-pages";
import { contentOf } from "~/lib/pages/content-source";

/**
 * The addresses that are not pages any more (the document "redirects"), as the render writes them for
 * the static server (server/static-site.ts): a moved page answers 301 with its new address, a removed
 * one 410. Written under _status/ with the special pages, so it travels with every render.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { moved, removed } = contentOf(context).redirects;
  const body = JSON.stringify({ moved: moved.map(({ from, to }) => [from, to]), removed: removed.map(({ path }) => path) });
  return new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
