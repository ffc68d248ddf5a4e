import { spawn } from "node:child_process";
import path from "node:path";
import { npmScriptArgs } from "../../scripts/lib/npm-script-command.ts";

const root = path.resolve(import.meta.dirname, "../..");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator command (`npm run admin`, `applications`, `content`, `backup`, `restore`) as an operator
 * runs it (package.json's command line, Node flags included, with this Node), with `stdin` written and
 * closed (for `--password-stdin`). `env` is added to this process's environment.
 */
export function runOperatorCli(
  script: "admin" | "applications" | "content" | "backup" | "restore",
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = "",
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...npmScriptArgs(script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
