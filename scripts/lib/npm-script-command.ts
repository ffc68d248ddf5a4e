import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * What `npm run <script>` gives Node after "node": its flags and its file, read from package.json, so a
 * script or a test that spawns an operator command with `process.execPath` runs exactly what an operator
 * runs (the embedded database's WebAssembly flag included, decision 019).
 */
export function npmScriptArgs(script: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const [node, ...rest] = (scripts[script] ?? "").split(" ");
  if (node !== "node" || rest.length === 0) throw new Error(`package.json's "${script}" script is not "node …": ${scripts[script]}`);
  return rest;
}
