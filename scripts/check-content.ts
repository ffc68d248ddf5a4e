/**
 * The build's first step (package.json "build"): every content module must match its schema
 * (app/content/schemas/), or the build stops here and says which field of which file is wrong.
 */
import { contentProblems } from "../app/content/schemas/content-modules.ts";

const problems = contentProblems();
if (problems.length > 0) {
  console.error(
    `check-content: ${problems.length} problem${problems.length === 1 ? "" : "s"} in app/content:\n${problems.map((line) => `  ${line}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("check-content: every content module matches its schema");
