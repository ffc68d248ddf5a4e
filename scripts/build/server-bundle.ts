import type { Plugin } from "esbuild";
import fs from "node:fs";
import path from "node:path";

/**
 * The production server as JavaScript: server/main.ts, the embedded database's thread
 * (server/db/pglite-host.worker.ts) and a render's two child processes, for critical CSS
 * (server/render/critical-css.child.ts) and the social cards (server/render/social-cards.child.ts), bundled by
 * esbuild into build/server-bin. Running the TypeScript directly costs each of those threads and processes about 17 MB resident for Node's type stripper (amaro, a
 * WebAssembly build of swc), which stays loaded for the life of the process (docs/architecture.md, "Footprint").
 *
 * Packages stay external (node_modules, as installed), except Drizzle, bundled into the server's scope
 * as its cached bundle is for the TypeScript server (server/db/drizzle-bundle.ts, decision 012).
 * Dynamic imports stay separate chunks, loaded when first needed. The folder sits two levels below
 * the project, like server/db, so the paths the server finds from its own file (drizzle/,
 * node_modules/.cache) are the same from either.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
export const serverBundleDir = path.join(root, "build", "server-bin");
/** What `npm run serve` runs. */
export const serverBundleEntry = path.join(serverBundleDir, "start.mjs");

const drizzleModule = path.join(root, "server", "db", "drizzle.ts");
const drizzleParts = path.join(root, "server", "db", "drizzle-parts.ts");

const plugin: Plugin = {
  name: "server-bundle",
  setup(build) {
    // server/db/drizzle.ts loads the cached bundle by its path at run time; bundled, it is drizzle-parts itself.
    build.onResolve({ filter: /drizzle\.ts$/ }, (args) => (path.resolve(args.resolveDir, args.path) === drizzleModule ? { path: drizzleParts } : undefined));
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === "drizzle-orm" || args.path.startsWith("drizzle-orm/") ? undefined : { path: args.path, external: true },
    );
  },
};

export async function makeServerBundle(): Promise<{ bytes: number; files: number }> {
  const esbuild = await import("esbuild");
  const partial = `${serverBundleDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: {
      "production-env": path.join(root, "server", "production-env.ts"),
      main: path.join(root, "server", "main.ts"),
      "pglite-host.worker": path.join(root, "server", "db", "pglite-host.worker.ts"),
      "critical-css.child": path.join(root, "server", "render", "critical-css.child.ts"),
      "social-cards.child": path.join(root, "server", "render", "social-cards.child.ts"),
    },
    outdir: partial,
    outExtension: { ".js": ".mjs" },
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node24",
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
    plugins: [plugin],
  });
  // An ES module's imports are loaded before its code runs: NODE_ENV must be set by a module of its own
  // before main's imports load React (server/production-env.ts).
  fs.writeFileSync(path.join(partial, "start.mjs"), 'import "./production-env.mjs";\nawait import("./main.mjs");\n');
  fs.rmSync(serverBundleDir, { recursive: true, force: true });
  fs.renameSync(partial, serverBundleDir);
  const outputs = Object.values(result.metafile.outputs);
  return { bytes: outputs.reduce((sum, output) => sum + output.bytes, 0), files: outputs.length + 1 };
}
