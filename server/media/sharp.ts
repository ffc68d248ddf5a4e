import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at the first image an editor uploads rather than at start: libvips costs the process
 * about 30 MB resident from the moment it is loaded, and most servers go days without an upload.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // sharp decodes and encodes on libuv's thread pool, never on the event loop; on the server's 2 cores
    // one thread for it leaves the other to visitors' requests (and libuv's other work: files, DNS, argon2).
    sharp.concurrency(1);
    // libvips keeps recent operations' results for reuse (up to 50 MB by default); no upload is converted
    // twice (a stored one is found by its hash first), so the cache only held memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
