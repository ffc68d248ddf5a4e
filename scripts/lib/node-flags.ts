/**
 * WebAssembly on V8's baseline compiler only: optimising one function of the embedded database took
 * ~640 MB for 3 s (decision 019). Vitest's test processes take this flag alone; the server takes all
 * of `serverNodeFlags`.
 */
export const wasmBaselineFlag = "--liftoff-only";

/**
 * The flags `npm run serve` gives Node (package.json), so scripts and tests run the server as deployed:
 * a 4 MB young generation instead of V8's 16 MB, which kept ~65 MB more resident for no measured gain
 * in throughput (2 MB promoted so much short-lived garbage under load that RSS kept growing); and the
 * baseline compiler above (docs/architecture.md, "Footprint").
 */
export const serverNodeFlags = ["--max-semi-space-size=4", wasmBaselineFlag];
