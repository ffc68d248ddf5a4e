import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-paths.ts";

export default {
  ssr: true,
  // Every content page becomes static HTML at build time; the server renders /join, actions and 404s.
  prerender: () => prerenderPaths,
} satisfies Config;
