import { defineConfig } from "@playwright/test";
import path from "node:path";
import { serverBundleEntry } from "./scripts/build/server-bundle.ts";
import { serverMallocTunables, serverNodeFlags } from "./scripts/lib/node-flags.ts";

// End-to-end tests run against the production server (headers, CSP and rate limits exist only there),
// in Debian's Chromium: Playwright never downloads a browser here.
const port = Number(process.env.PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = process.env.E2E_DATA_DIR ?? path.join(".tmp", `e2e-data-${port}`);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  // Pages share at most two renderer processes instead of starting one per test's page: a page opened
  // and loaded in ~0.5 s less on this 2-core machine.
  "--renderer-process-limit=2",
];

const workers = Number(process.env.E2E_WORKERS ?? 2);
const chromium = {
  browserName: "chromium",
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
} as const;

/**
 * The tests that schedule a publish for a coming minute and wait for it on the real clock (a minute or
 * more each, their browser idle most of it). They run in a worker of their own from the start.
 */
const waitingForTheClock = ["**/scheduled-publish.spec.ts", "**/news-article-flow.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers for the tests that keep Chromium busy, and one more for the few that mostly wait for a
  // scheduled minute (projects below): the CPU is saturated by two, and a waiting test no longer holds one.
  workers: workers + 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? path.join(".tmp", `e2e-report-${port}.json`) }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    // Listed first, so they start at once: waiting out a real minute beside the rest rather than at its end.
    { name: "chromium-minutes", testMatch: waitingForTheClock, workers: 1, use: chromium },
    { name: "chromium", testIgnore: waitingForTheClock, workers, use: chromium },
  ],
  webServer: {
    // Under `npm test` (SERVER_LOG_DIR) the server's warnings go to a file, not among the results (scripts/test-all.ts).
    command: `rm -rf ${dataDir} && GLIBC_TUNABLES=${serverMallocTunables} node_modules/.bin/node ${serverNodeFlags.join(" ")} ${path.relative(process.cwd(), serverBundleEntry)}${
      process.env.SERVER_LOG_DIR ? ` 2>>${path.join(process.env.SERVER_LOG_DIR, `e2e-server-${port}.log`)}` : ""
    }`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A first start creates the embedded database: seconds on an idle machine, far more on a busy one.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      // Form tests submit many times; the limit itself is proven in tests/integration and tests/e2e/join.spec.ts.
      APPLICATION_RATE_LIMIT: process.env.APPLICATION_RATE_LIMIT ?? "1000",
      // Every test signs in from 127.0.0.1: on a fast machine the admin specs, run together, post more than
      // 30 sign-ins a minute. The limit itself is proven in tests/integration/sign-in-limits.test.ts.
      SIGN_IN_RATE_LIMIT: process.env.SIGN_IN_RATE_LIMIT ?? "1000",
      LOG_LEVEL: "warn",
      // The insights' counts reach the dashboard within a second, not a minute (tests/e2e/insights.spec.ts).
      INSIGHTS_BATCH_SECONDS: "1",
    },
  },
});
