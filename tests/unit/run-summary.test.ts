import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverLogCounts, summaryLines, vitestSkipped } from "../../scripts/lib/run-summary.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-run-summary-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm test's closing lines (scripts/lib/run-summary.ts)", () => {
  it("end with 'N passed, N failed, N skipped' alone, after a line saying why tests were skipped", () => {
    const report = {
      numPassedTests: 10,
      numFailedTests: 0,
      testResults: [
        { name: "/repo/tests/integration/admin.test.ts", assertionResults: [{ status: "passed" }, { status: "skipped" }, { status: "skipped" }] },
        { name: "/repo/tests/integration/worker-database.test.ts", assertionResults: [{ status: "pending" }] },
        { name: "/repo/tests/unit/x.test.ts", assertionResults: [{ status: "passed" }] },
      ],
    };
    const skipped = vitestSkipped(report, "/repo", false);
    expect(skipped).toEqual([
      {
        count: 3,
        reason: "TEST_DATABASE_URL not set (tests of PostgreSQL alone): tests/integration/admin.test.ts 2, tests/integration/worker-database.test.ts 1",
      },
    ]);
    const lines = summaryLines({ passed: 1241, failed: 0, skipped: [...skipped, { count: 1, reason: "durability (PostgreSQL): TEST_DATABASE_URL not set" }] });
    expect(lines.at(-1)).toBe("1241 passed, 0 failed, 4 skipped");
    expect(lines.at(-1)).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
    expect(lines.slice(0, -1)).toEqual([
      "3 skipped: TEST_DATABASE_URL not set (tests of PostgreSQL alone): tests/integration/admin.test.ts 2, tests/integration/worker-database.test.ts 1",
      "1 skipped: durability (PostgreSQL): TEST_DATABASE_URL not set",
    ]);
    expect(summaryLines({ passed: 5, failed: 2, skipped: [] })).toEqual(["5 passed, 2 failed, 0 skipped"]);
  });

  it("count the warnings and errors the servers under test logged to their files; a line that is no log line is an error", () => {
    fs.writeFileSync(
      path.join(dir, "server-1.log"),
      ['{"level":"warn","msg":"rate limiter"}', '{"level":"warn","msg":"x"}', '{"level":"error","msg":"y"}', ""].join("\n"),
    );
    fs.writeFileSync(path.join(dir, "e2e-server-2.log"), ['{"level":"info","msg":"request"}', "TypeError: boom", "    at main (server.ts:1:1)"].join("\n"));
    expect(serverLogCounts(dir)).toEqual({ files: 2, warnings: 2, errors: 3 });
    expect(serverLogCounts(path.join(dir, "none"))).toEqual({ files: 0, warnings: 0, errors: 0 });
  });
});
