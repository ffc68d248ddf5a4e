import path from "node:path";
import { defineConfig } from "vitest/config";
import { wasmBaselineFlag } from "./scripts/lib/node-flags.ts";

// Vitest gets its own config: the reactRouter() Vite plugin breaks it ("can't detect preamble").
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Sized for a busy 2-core machine (a fresh PGlite takes 10 s idle, several times that under load):
    // a test fails by being wrong, not by being slow.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Three files at a time on a 2-core machine (Vitest's default there is one): many files wait on child
    // processes, sockets and timers. Measured with the test PostgreSQL: 239 s with two, 203 s with three,
    // 188 s with four (and the machine's cores left no room for the build beside it). Each worker has a
    // PostgreSQL database of its own (tests/support/worker-postgres.ts), emptied before each file; each
    // PGlite is a folder of its own already.
    fileParallelism: true,
    maxWorkers: 3,
    // As `npm run serve` runs (decision 019): PGlite's WebAssembly on V8's baseline compiler only. A test
    // file's process peaked near 1 GB while V8 optimised one of PostgreSQL's functions; ~400 MB without.
    execArgv: [wasmBaselineFlag],
    globalSetup: ["tests/support/drizzle-bundle-setup.ts", "tests/support/pglite-template-setup.ts", "tests/support/worker-postgres-setup.ts"],
    setupFiles: ["tests/support/worker-postgres-file.ts"],
  },
});
