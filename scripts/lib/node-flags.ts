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

/**
 * glibc's allocator settings `npm run serve` starts the server with (package.json; decision 047), as
 * GLIBC_TUNABLES, read by glibc when the process starts (no flag or call can set them later):
 * - `mmap_threshold=131072`: an allocation of 128 KB or more gets pages of its own, given back to the
 *   system when freed. By default glibc raises this threshold, up to 32 MB, each time such a block is
 *   freed, so a publish's large buffers (pages, compression, the statements that store a render) came
 *   from the heap's arenas and stayed resident after it.
 * - `arena_max=2`: the threads that compress, draw and hash (libuv's, the embedded database's) share two
 *   arenas instead of up to eight per core, each holding its own free memory.
 * Other C libraries (musl) ignore the variable.
 */
export const serverMallocTunables = "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072";

/** The environment `npm run serve` adds for the server: the allocator settings above. */
export const serverEnvironment = { GLIBC_TUNABLES: serverMallocTunables };
