import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several checkouts or helpers build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // No `prerender`: every page is rendered after the build by the render pipeline that publish uses too
  // (server/render/, scripts/postbuild.ts, decision 013); the server renders /join's post and /admin.
} satisfies Config;
