import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { drizzleBundle, drizzleBundleFile, makeDrizzleBundle } from "../../../server/db/drizzle-bundle.ts";
import * as parts from "../../../server/db/drizzle-parts.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vesper-drizzle-bundle-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("Drizzle bundle (server/db/drizzle-bundle.ts)", () => {
  it("is one ES module holding Drizzle itself, exporting every part the server uses", async () => {
    const file = path.join(dir, "drizzle.mjs");
    const { modules } = await makeDrizzleBundle(file);
    expect(modules).toBeGreaterThan(50);
    const text = fs.readFileSync(file, "utf8");
    // Scope-hoisted: no import of Drizzle's own files is left, only pg (the server's copy) and Node's modules.
    const imported = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imported.every((specifier) => specifier === "pg" || specifier?.startsWith("node:"))).toBe(true);
    const bundle = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(parts).sort());
    expect(String((bundle.sql as typeof parts.sql)`select ${1}`.queryChunks.length)).toBe("3");
  });

  it("is named by Drizzle's version and what it is made from, and made only when missing", async () => {
    expect(path.basename(drizzleBundleFile)).toMatch(/^drizzle-orm-\d+\.\d+\.\d+-[0-9a-f]{12}\.mjs$/);
    const file = path.join(dir, "kept.mjs");
    fs.writeFileSync(file, "export {};\n");
    expect(await drizzleBundle(file)).toBe(file);
    expect(fs.readFileSync(file, "utf8")).toBe("export {};\n");
  });
});
