/**
 * `npm test`: type check, import rules, unit and integration tests (Vitest), a fresh production build,
 * end-to-end, accessibility and hostile-input tests (Playwright in Debian's Chromium), the size budget,
 * and the kill -9 durability check (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). Ends with
 * the one line CI reads: "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });
const vitestReport = path.join(tmp, "vitest-report.json");
const e2eReport = path.join(tmp, "e2e-report.json");
fs.rmSync(vitestReport, { force: true });
fs.rmSync(e2eReport, { force: true });

const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const typecheckOk = step("type check", bin("react-router"), ["typegen"]) && step("tsc", bin("tsc"), []);
if (!typecheckOk) failed += 1;

// Imports run one way: nothing in app/ imports server/, page areas import only shared parts.
if (step("import rules (dependency-cruiser)", process.execPath, [path.join(root, "scripts", "lint-imports.ts")])) passed += 1;
else failed += 1;

step("unit and integration tests (Vitest)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestReport}`]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numTotalTestSuites: number }>(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else {
  failed += 1;
}

// `npm run build`: the React Router build and its post-build steps (scripts/postbuild.ts), as deployed.
const buildOk = step("production build", "npm", ["run", "build"]);
if (buildOk) {
  step("end-to-end and accessibility tests (Playwright, Chromium)", bin("playwright"), ["test"], { E2E_REPORT: e2eReport });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  } else {
    failed += 1;
  }
  if (step("size budget", process.execPath, [path.join(root, "scripts", "size-budget.ts")])) passed += 1;
  else failed += 1;
  // kill -9 right after the acknowledgements: every acknowledged application must survive, on the
  // embedded database and, when there is one (CI), on PostgreSQL.
  const durability = path.join(root, "scripts", "durability.ts");
  if (step("durability (PGlite)", process.execPath, [durability, "--rounds", "3", "--per-round", "20"], { DATABASE_URL: "" })) passed += 1;
  else failed += 1;
  if (process.env.TEST_DATABASE_URL) {
    if (step("durability (PostgreSQL)", process.execPath, [durability, "--rounds", "5", "--per-round", "20"], { DATABASE_URL: process.env.TEST_DATABASE_URL })) passed += 1;
    else failed += 1;
  }
} else {
  failed += 1;
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
