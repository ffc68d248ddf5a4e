/**
 * `npm run db:generate -- --name what_changed`: drizzle-kit's migration generator over server/db/schema.ts.
 * The schema imports Drizzle through server/db/drizzle.ts (one bundled ES module, loaded with a top-level
 * await), which drizzle-kit's CommonJS loader cannot run; so it reads a copy of the schema that imports
 * drizzle-orm directly, deleted afterwards.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const schema = fs.readFileSync(path.join(root, "server/db/schema.ts"), "utf8");
const fromDrizzle = /import \{([^}]*)\} from "\.\/drizzle\.ts";/;
const names = fromDrizzle
  .exec(schema)?.[1]
  ?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
if (!names) throw new Error("server/db/schema.ts no longer imports from ./drizzle.ts: update scripts/db-generate.ts");
const core = names.filter((name) => name !== "sql");
const copy = schema.replace(
  fromDrizzle,
  `import { ${core.join(", ")} } from "drizzle-orm/pg-core";${names.includes("sql") ? ' import { sql } from "drizzle-orm";' : ""}`,
);
const copyFile = path.join(root, "server/db/schema.drizzle-kit.ts");
const configFile = path.join(root, "drizzle-kit.generate.config.ts");
fs.writeFileSync(copyFile, copy);
fs.writeFileSync(
  configFile,
  `import { defineConfig } from "drizzle-kit";\nexport default defineConfig({ dialect: "postgresql", schema: "./server/db/schema.drizzle-kit.ts", out: "./drizzle" });\n`,
);
try {
  const result = spawnSync("npx", ["drizzle-kit", "generate", "--config", configFile, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
  process.exitCode = result.status ?? 1;
} finally {
  fs.rmSync(copyFile, { force: true });
  fs.rmSync(configFile, { force: true });
}
