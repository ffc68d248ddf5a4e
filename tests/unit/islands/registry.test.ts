import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandAttributes } from "../../../app/islands/dom-island.ts";
import { reactIsland } from "../../../app/islands/react-island.tsx";
import { islands } from "../../../app/islands/registry.ts";

const appDir = path.resolve("app");
const sources = fs
  .readdirSync(appDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
const islandFiles = sources.filter((file) => /\.island\.tsx?$/.test(file) && !file.includes(`${path.sep}islands${path.sep}`));
const allSource = sources.map((file) => fs.readFileSync(file, "utf8")).join("\n");

describe("the island registry (decision 006)", () => {
  it("registers every *.island.ts(x) module, and loads each one", async () => {
    const registry = fs.readFileSync(path.join(appDir, "islands", "registry.ts"), "utf8");
    for (const file of islandFiles) {
      const specifier =
        "~/" +
        path
          .relative(appDir, file)
          .replace(/\.tsx?$/, "")
          .split(path.sep)
          .join("/");
      expect(registry, `${specifier} is not in the registry`).toContain(`"${specifier}"`);
    }
    for (const [name, entry] of Object.entries(islands)) {
      const module = await entry.load();
      if (entry.kind === "dom") expect(typeof module.default, name).toBe("function");
      else expect(typeof (module.default as { Component: unknown }).Component, name).toBe("function");
    }
  });

  it("takes only registered names: a misspelt island is a type error (npx tsc), not a console error at run time", () => {
    // @ts-expect-error "site-heder" is not a registered island.
    expect(islandAttributes("site-heder")["data-island"]).toBe("site-heder");
    // @ts-expect-error "application-from" is not a registered island.
    expect(typeof reactIsland("application-from", () => null, "load")).toBe("function");
    expect(islandAttributes("site-header")).toEqual({ "data-island": "site-header", "data-hydrate": "load" });
  });

  it("has a server component that marks an element with each registered name", () => {
    for (const [name, entry] of Object.entries(islands)) {
      const marked = entry.kind === "react" ? allSource.includes(`reactIsland("${name}"`) : allSource.includes(`islandAttributes("${name}"`);
      expect(marked, `nothing renders data-island="${name}"`).toBe(true);
    }
  });

  it("keeps React Router's client and the whole-document hydration out of the browser", () => {
    const root = fs.readFileSync(path.join(appDir, "root.tsx"), "utf8");
    expect(root).not.toMatch(/import \{[^}]*\b(Scripts|ScrollRestoration)\b[^}]*\} from "react-router"/);
    const entry = fs.readFileSync(path.join(appDir, "entry.client.tsx"), "utf8");
    expect(entry).not.toMatch(/HydratedRouter|hydrateRoot\(document/);
    // Islands run without a router: neither they nor the modules they import may reach for one.
    for (const file of islandFiles) {
      const source = fs.readFileSync(file, "utf8");
      expect(source, file).not.toMatch(/from "react-router"/);
      for (const [, relative] of source.matchAll(/from "\.\/([\w.-]+)"/g)) {
        const imported = ["", ".ts", ".tsx"]
          .map((extension) => path.join(path.dirname(file), relative + extension))
          .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
        if (imported) expect(fs.readFileSync(imported, "utf8"), imported).not.toMatch(/from "react-router"/);
      }
    }
  });
});
