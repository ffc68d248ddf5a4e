/**
 * `npm run lint:imports`: checks that imports run one way (.dependency-cruiser.cjs) over app/, server/
 * and scripts/; `npm run lint:deps` checks server/ alone (`node scripts/lint-imports.ts server`), where
 * the rule against two-way dependencies between server folders is the one that speaks (decision 030). dependency-cruiser parses TypeScript with swc here (TypeScript 7 has no compiler API);
 * without swc it would silently skip every .ts file, so its absence is an error, not a pass.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const folders = process.argv.length > 2 ? process.argv.slice(2) : ["app", "server", "scripts"];
try {
  await import("@swc/core");
} catch (error) {
  console.error(`lint:imports needs @swc/core (a devDependency) to parse TypeScript: ${(error as Error).message}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs"),
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "err",
    ...folders,
  ],
  { cwd: root, stdio: "inherit" },
);
process.exit(result.status ?? 1);
