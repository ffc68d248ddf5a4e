/**
 * The end of `npm test` (scripts/test-all.ts): what was skipped and why, what the servers under test
 * logged (to files, not among the results), and the closing line CI reads, "N passed, N failed, N skipped",
 * alone on the last line.
 */
import fs from "node:fs";
import path from "node:path";

/** Skipped tests of one kind, and why they did not run. */
export interface Skipped {
  count: number;
  reason: string;
}

/** Vitest's JSON report, as far as the summary reads it. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; assertionResults?: { status: string }[] }[];
}

/**
 * Vitest's skipped tests, per file. Without TEST_DATABASE_URL the tests of PostgreSQL alone
 * (`describe.runIf(TEST_DATABASE_URL)`) are the skipped ones, and the reason says so.
 */
export function vitestSkipped(report: VitestReport, root: string, databaseUrlSet: boolean): Skipped[] {
  const perFile = (report.testResults ?? [])
    .map((file) => ({
      file: path.relative(root, file.name),
      count: (file.assertionResults ?? []).filter((test) => test.status === "skipped" || test.status === "pending" || test.status === "todo").length,
    }))
    .filter((file) => file.count > 0);
  const total = perFile.reduce((sum, file) => sum + file.count, 0);
  if (total === 0) return [];
  const where = perFile.map((file) => `${file.file} ${file.count}`).join(", ");
  return [{ count: total, reason: `${databaseUrlSet ? "skipped by their own condition" : "TEST_DATABASE_URL not set (tests of PostgreSQL alone)"}: ${where}` }];
}

/** Warning and error lines the servers under test wrote to their log files (one JSON object a line). */
export function serverLogCounts(dir: string): { files: number; warnings: number; errors: number } {
  let files = 0;
  let warnings = 0;
  let errors = 0;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    files += 1;
    for (const line of fs.readFileSync(path.join(dir, name), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      let level: unknown;
      try {
        level = (JSON.parse(line) as { level?: unknown }).level;
      } catch {
        level = "error"; // not a log line: a crash's stack trace, say
      }
      if (level === "warn") warnings += 1;
      else if (level === "error") errors += 1;
    }
  }
  return { files, warnings, errors };
}

/** The summary's lines; the last is the one CI reads, alone and always in this form. */
export function summaryLines({ passed, failed, skipped }: { passed: number; failed: number; skipped: Skipped[] }): string[] {
  const skippedTotal = skipped.reduce((sum, entry) => sum + entry.count, 0);
  return [...skipped.map((entry) => `${entry.count} skipped: ${entry.reason}`), `${passed} passed, ${failed} failed, ${skippedTotal} skipped`];
}
