import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runOperatorCli, type CliResult } from "../support/run-operator-cli.ts";
import { openDatabase } from "../../server/db/database.ts";
import type { Logger } from "../../server/logger.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-cli-"));

function cli(script: "admin" | "applications", args: string[], stdin = ""): Promise<CliResult> {
  return runOperatorCli(script, args, { DATA_DIR: dataDir, DATABASE_URL: "" }, stdin);
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// The embedded database's two cases: no server (the CLI opens the directory itself, taking its lock)
// and a process holding it that serves the socket (the CLI goes through it). The running production
// server's case is tests/e2e/admin-cli.spec.ts.
// Each command is a new Node process, and PGlite opens and Argon2 hashes on purpose slowly: on a
// loaded machine one test takes well over Vitest's default 30 s, so these get a generous limit.
const cliTestTimeout = 180_000;

describe("the operator CLIs' names", () => {
  it("npm run applications, and npm run submissions, its former name, run the same script", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.applications).toBe("node --liftoff-only scripts/applications.ts");
    expect(scripts.submissions).toBe(scripts.applications);
  });
});

describe("the operator CLIs on the embedded database", () => {
  it("work with no server running", { timeout: cliTestTimeout }, async () => {
    const added = await cli("admin", ["add-user", "ada@example.com", "--password-stdin"], "correct horse battery\n");
    expect(added).toMatchObject({ code: 0, stderr: "" });
    const listed = await cli("admin", ["list-users"]);
    expect(listed.stdout).toMatch(/^ada@example\.com\tadded \d{4}-\d{2}-\d{2}/);
    expect((await cli("applications", ["--purge"])).stdout).toBe("Purge: 0 applications and 0 project inquiries past the retention period deleted.\n");
    // The CLI let go of the directory: a server can open it now.
    const database = await openDatabase({ dataDir, logger: quiet });
    await database.close();
  });

  it("go through the socket of the process holding the database, which keeps working meanwhile", { timeout: cliTestTimeout }, async () => {
    const database = await openDatabase({ dataDir, logger: quiet, serveSocket: true });
    try {
      expect(database.socketPath).toBe(path.join(dataDir, ".s.PGSQL.5432"));
      // The holder answers its own queries while the CLI works.
      const [added] = await Promise.all([cli("admin", ["add-user", "bob@example.com", "--password-stdin"], "another long password\n"), database.ping()]);
      expect(added).toMatchObject({ code: 0, stderr: "" });
      const users = await cli("admin", ["list-users"]);
      expect(users.stdout).toContain("ada@example.com");
      expect(users.stdout).toContain("bob@example.com");
      await database.ping();
      const removed = await cli("admin", ["remove-user", "nobody@example.com"]);
      expect(removed.code).toBe(1);
      expect(removed.stderr).toContain("nobody@example.com has no account.");
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, ".s.PGSQL.5432"))).toBe(false);
  });
});
