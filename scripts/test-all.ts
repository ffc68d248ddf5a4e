/**
 * `npm test`: type check, import rules, formatting and lint, unit and integration tests (Vitest), a fresh production build,
 * end-to-end, accessibility and hostile-input tests (Playwright in Debian's Chromium), the size budget,
 * and the kill -9 durability check (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Ends with
 * the one line CI reads: "N passed, N failed, N skipped" (after a line saying why each skipped test did not
 * run). The servers under test log to .tmp/server-logs/ (SERVER_LOG_DIR), not among the results: the tests
 * provoke warnings on purpose; the end says how many there were.
 *
 * Steps that do not need each other run at the same time, so one step's waits (child processes,
 * sockets, timers) are another's CPU: the type check, the import rules, Biome and the build beside Vitest;
 * the size budget and both durability runs together after Playwright. Playwright runs alone (it keeps
 * both cores busy). A step beside another prints its output as one block when it ends.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { wasmBaselineFlag } from "./lib/node-flags.ts";
import { serverLogCounts, summaryLines, vitestSkipped, type Skipped, type VitestReport } from "./lib/run-summary.ts";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const vitestReport = path.join(tmp, "vitest-report.json");
const e2eReport = path.join(tmp, "e2e-report.json");
fs.rmSync(vitestReport, { force: true });
fs.rmSync(e2eReport, { force: true });
const serverLogs = path.join(tmp, "server-logs");
fs.rmSync(serverLogs, { recursive: true, force: true });
fs.mkdirSync(serverLogs);
// Every step's children inherit it: scripts/lib/start-server.ts and playwright.config.ts write there.
process.env.SERVER_LOG_DIR = serverLogs;

const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const skipped: Skipped[] = [];
const failures: string[] = [];

/**
 * Runs one step. `shown` steps write to the terminal as they go; the others collect their output and
 * print it in one block when they end, so steps running together do not interleave line by line.
 */
function step(name: string, command: string, args: string[], { env = {}, shown = false }: { env?: NodeJS.ProcessEnv; shown?: boolean } = {}): Promise<boolean> {
  const started = Date.now();
  if (shown) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: shown ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, note = "") => {
      if (!shown) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}${note}`);
      console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on("error", (error) => finish(false, `${error.message}\n`));
    child.on("close", (code) => finish(code === 0));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const count = (ok: boolean) => {
  if (ok) passed += 1;
  else failed += 1;
};

// Beside Vitest: the type check, then the build (both write React Router's generated files, so one after
// the other); and the import rules (nothing in app/ imports server/, page areas import only shared parts,
// no two server folders depend on each other).
const typecheckThenBuild = (async () => {
  const typecheckOk = (await step("type check", bin("react-router"), ["typegen"])) && (await step("tsc", bin("tsc"), []));
  if (!typecheckOk) failed += 1;
  // `npm run build`: the React Router build and its post-build steps (scripts/postbuild.ts), as deployed.
  return step("production build", "npm", ["run", "build"]);
})();
const importRules = step("import rules and server folders one way (dependency-cruiser)", process.execPath, [
  path.join(root, "scripts", "lint-imports.ts"),
]).then(count);
// `npm run lint`: every file formatted as Biome writes it and free of lint errors (biome.jsonc; `npm run format` fixes).
const formatAndLint = step("format and lint (Biome)", bin("biome"), ["check", "--error-on-warnings", "."]).then(count);
const vitestRun = step("unit and integration tests (Vitest)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestReport}`], {
  shown: true,
});
const [buildOk] = await Promise.all([typecheckThenBuild, importRules, formatAndLint, vitestRun]);
const vitest = readJson<VitestReport>(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped.push(...vitestSkipped(vitest, root, Boolean(process.env.TEST_DATABASE_URL)));
} else {
  failed += 1;
}

if (buildOk) {
  await step("end-to-end and accessibility tests (Playwright, Chromium)", bin("playwright"), ["test"], { env: { E2E_REPORT: e2eReport }, shown: true });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    if (e2e.stats.skipped > 0) skipped.push({ count: e2e.stats.skipped, reason: "Playwright tests skipped (see its report, .tmp/e2e-report.json)" });
  } else {
    failed += 1;
  }
  // Together: the size budget (its own server and browser) and kill -9 right after the acknowledgements,
  // where every acknowledged application must survive, on the embedded database and, when there is one
  // (CI), on PostgreSQL. Each durability run has a data folder, a database and an SMTP server of its own.
  // The script opens the database itself to count rows: on V8's baseline compiler, as the server does.
  const durability = [wasmBaselineFlag, path.join(root, "scripts", "durability.ts")];
  const lastSteps = [
    step("size budget", process.execPath, [path.join(root, "scripts", "size-budget.ts")]),
    step("durability (PGlite)", process.execPath, [...durability, "--rounds", "3", "--per-round", "20"], { env: { DATABASE_URL: "" } }),
  ];
  if (process.env.TEST_DATABASE_URL) {
    lastSteps.push(
      step("durability (PostgreSQL)", process.execPath, [...durability, "--rounds", "5", "--per-round", "20"], {
        env: { DATABASE_URL: process.env.TEST_DATABASE_URL },
      }),
    );
  } else {
    skipped.push({ count: 1, reason: "durability (PostgreSQL): TEST_DATABASE_URL not set" });
  }
  for (const ok of await Promise.all(lastSteps)) count(ok);
} else {
  failed += 1;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
const logged = serverLogCounts(serverLogs);
console.log(
  `\nServers under test logged ${logged.warnings} warnings and ${logged.errors} errors (${logged.files} files in ${path.relative(root, serverLogs)}/, most provoked on purpose).`,
);
console.log(summaryLines({ passed, failed, skipped }).join("\n"));
process.exit(failures.length || failed ? 1 : 0);
