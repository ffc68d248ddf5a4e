import type { BuildOptions } from "esbuild";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Drizzle as one ES module: the parts the server uses (drizzle-parts.ts), bundled by esbuild into a
 * single scope. Drizzle's own ES module build is some 150 files re-exporting each other; its CommonJS
 * build answered ~20% fewer applications per second, every internal call crossing a getter-based
 * re-export (decision 012). `npm run build` and the tests' setup make the bundle; a process that finds
 * none makes it once, the same way. It lives in the dependency cache, named by Drizzle's version and a
 * hash of what it is made from, so a change of either makes a new one.
 */
const partsFile = path.join(import.meta.dirname, "drizzle-parts.ts");
const drizzleFolder = path.dirname(createRequire(import.meta.url).resolve("drizzle-orm"));
const drizzleVersion = (JSON.parse(fs.readFileSync(path.join(drizzleFolder, "package.json"), "utf8")) as { version: string }).version;

const bundleOptions = {
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node24",
  // pg stays the server's own copy: the pools are made by server/db/database.ts.
  external: ["pg"],
  legalComments: "none",
  logLevel: "silent",
} satisfies BuildOptions;

const madeFrom = crypto.createHash("sha256").update(fs.readFileSync(partsFile)).update(JSON.stringify(bundleOptions)).digest("hex").slice(0, 12);

/** Where the bundle lives: the dependency cache, beside the Drizzle it was made from. */
export const drizzleBundleFile = path.resolve(import.meta.dirname, "../../node_modules/.cache/vesper", `drizzle-orm-${drizzleVersion}-${madeFrom}.mjs`);

/** Bundles drizzle-parts.ts with esbuild and writes it (atomically: a process never reads half a file). */
export async function makeDrizzleBundle(file = drizzleBundleFile): Promise<{ bytes: number; modules: number }> {
  let esbuild: typeof import("esbuild");
  try {
    esbuild = await import("esbuild");
  } catch (error) {
    throw new Error(
      `Drizzle's bundle ${file} is missing, and esbuild, which makes it, is not installed (a devDependency): ` +
        "run `npm run build` with the dev dependencies installed, then start the server",
      { cause: error },
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const result = await esbuild.build({ ...bundleOptions, entryPoints: [partsFile], outfile: file, write: false, metafile: true });
  const contents = result.outputFiles[0]?.contents;
  if (!contents) throw new Error("esbuild made no Drizzle bundle");
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.partial`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
  return { bytes: contents.length, modules: Object.keys(result.metafile.inputs).length };
}

/** The bundle's path, made now if there is none. */
export async function drizzleBundle(file = drizzleBundleFile): Promise<string> {
  if (!fs.existsSync(file)) await makeDrizzleBundle(file);
  return file;
}
