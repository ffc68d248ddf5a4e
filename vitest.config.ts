import path from "node:path";
import { defineConfig } from "vitest/config";

// Vitest gets its own config: the reactRouter() Vite plugin breaks it ("can't detect preamble").
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
