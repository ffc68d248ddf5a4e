import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

// npm lists every dependency whose install script is not named in package.json's allowScripts, and a
// later npm will skip those scripts: the `node` package's preinstall is what puts Node 24 in place.
describe("install scripts", () => {
  it("every package of the lockfile with an install script is named in allowScripts", () => {
    const lock = readJson("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
    const allowed = (readJson("package.json").allowScripts ?? {}) as Record<string, boolean>;
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts).toContain("node");
    for (const name of withScripts) expect(allowed[name], name).toBe(true);
  });
});

// The scripts that measure the server (footprint, load, Lighthouse) start it as `npm run serve` does.
describe("the serve command", () => {
  it("gives Node the flags and the allocator settings the measuring scripts start the server with", async () => {
    const { serverEnvironment, serverMallocTunables, serverNodeFlags } = await import("../../scripts/lib/node-flags.ts");
    const { serverBundleEntry } = await import("../../scripts/build/server-bundle.ts");
    const serve = (readJson("package.json").scripts as Record<string, string>).serve!;
    expect(serve).toBe(`GLIBC_TUNABLES=${serverMallocTunables} node ${serverNodeFlags.join(" ")} ${path.relative(root, serverBundleEntry)}`);
    expect(serverEnvironment).toEqual({ GLIBC_TUNABLES: serverMallocTunables });
    // Both of glibc's settings of decision 047, in the form glibc reads (name=value, colon-separated).
    expect(serverMallocTunables.split(":").sort()).toEqual(["glibc.malloc.arena_max=2", "glibc.malloc.mmap_threshold=131072"]);
  });

  it("runs WebAssembly on V8's baseline compiler only, with flags this Node accepts (decision 019)", async () => {
    const { serverNodeFlags } = await import("../../scripts/lib/node-flags.ts");
    expect(serverNodeFlags).toContain("--liftoff-only");
    // A flag a later Node drops would stop `npm run serve` with "bad option" before the server starts.
    const run = spawnSync(process.execPath, [...serverNodeFlags, "-e", "process.exit(0)"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it("is how this test process runs the embedded database too (Vitest's execArgv)", async () => {
    const { wasmBaselineFlag } = await import("../../scripts/lib/node-flags.ts");
    expect(process.execArgv).toContain(wasmBaselineFlag);
  });
});

// A command that opens the embedded database runs its WebAssembly as the server does: without the flag,
// `npm run admin list-users` on a new data folder peaked at ~690 MB and ~7 s of CPU (with it ~225 MB,
// ~3 s), more than a 512 MB host has beside the server.
describe("the commands that open the database", () => {
  const scripts = readJson("package.json").scripts as Record<string, string>;

  it("the operator CLIs, and the durability check that reads the rows back itself, start Node with the baseline-compiler flag", async () => {
    const { wasmBaselineFlag } = await import("../../scripts/lib/node-flags.ts");
    for (const name of ["admin", "applications", "submissions", "content", "durability"]) {
      expect(scripts[name], name).toMatch(new RegExp(`^node ${wasmBaselineFlag} scripts/[a-z-]+\\.ts$`));
    }
  });

  it("the mailer, a long-running process like the server, gets the server's flags", async () => {
    const { serverNodeFlags } = await import("../../scripts/lib/node-flags.ts");
    expect(scripts.mailer).toBe(`node ${serverNodeFlags.join(" ")} server/mail/main.ts`);
  });
});
