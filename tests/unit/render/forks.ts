// Every process a render's code forks, with whether it has exited: for the tests of its child processes
// (social cards, critical CSS). A test file mocks node:child_process with `trackedChildProcess` and reads
// `started`:
//   vi.mock("node:child_process", async (original) => (await import("./forks.ts")).trackedChildProcess(original));
import type { ChildProcess } from "node:child_process";

export const started: { child: ChildProcess; exited: boolean }[] = [];

export async function trackedChildProcess(original: <T>() => Promise<T>) {
  const real = await original<typeof import("node:child_process")>();
  const fork = ((...args: Parameters<typeof real.fork>) => {
    const child = real.fork(...args);
    const entry = { child, exited: false };
    started.push(entry);
    child.once("exit", () => (entry.exited = true));
    return child;
  }) as typeof real.fork;
  return { ...real, fork, default: { ...real, fork } };
}
