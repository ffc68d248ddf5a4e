import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-paths.ts";

export default {
  ssr: true,
  // Separate build folders let several checkouts or helpers build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every content page becomes static HTML at build time; the server renders /join, actions and 404s.
  prerender: () => prerenderPaths,
} satisfies Config;
