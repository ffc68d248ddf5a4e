import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { shippedDocuments } from "../../app/content/documents.ts";
import { contentModules, contentProblems } from "../../app/content/schemas/content-modules.ts";

const contentDir = path.resolve(import.meta.dirname, "../../app/content");

/** Every file under app/content with one of these endings, as "app/content/…" paths. */
function contentFiles(ending = ".ts", dir = contentDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.relative(path.resolve(contentDir, "../.."), path.join(entry.parentPath, entry.name)));
}

// Every module under app/content except the schemas and the list of documents, as loaded.
const modules = import.meta.glob<Record<string, unknown>>(["../../app/content/**/*.ts", "!../../app/content/schemas/**", "!../../app/content/documents.ts"], {
  eager: true,
});

/** The files that hold content: every JSON document, and each module that exports data (not only types and helpers). */
function dataFiles(): string[] {
  const modulesWithData = Object.entries(modules)
    .filter(([, exports]) => Object.values(exports).some((value) => typeof value !== "function"))
    .map(([file]) => `app/content/${file.replace(/^.*app\/content\//, "")}`);
  return [...contentFiles(".json"), ...modulesWithData];
}

describe("content schemas", () => {
  it("every content module matches its schema", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("every content module has a schema", () => {
    const registered = contentModules.map((module) => module.file).sort();
    expect(registered).toEqual(dataFiles().sort());
  });

  it("every schema converts to JSON Schema, from which the site editor builds its forms", () => {
    for (const { file, schema } of contentModules) expect(() => z.toJSONSchema(schema), file).not.toThrow();
  });

  it("refuses content that breaks its schema, naming the file and the field", () => {
    const { divisions } = shippedDocuments.divisions;
    const [module] = contentModules.filter((entry) => entry.file === "app/content/divisions.json");
    const broken = {
      ...module!,
      exports: { ...module!.exports, divisions: [{ ...divisions[0]!, accent: "from-cyan-400 to-blue-500", name: "" }, ...divisions.slice(1)] },
    };
    const problems = contentProblems([broken]);
    expect(problems.some((line) => line.startsWith("app/content/divisions.json: divisions.0.accent:"))).toBe(true);
    expect(problems.some((line) => line.startsWith("app/content/divisions.json: divisions.0.name:"))).toBe(true);
  });

  it("refuses an export that has no schema", () => {
    const [module] = contentModules.filter((entry) => entry.file === "app/content/about.json");
    expect(contentProblems([{ ...module!, exports: { ...module!.exports, aboutNewSection: { title: "New" } } }])).toEqual([
      'app/content/about.json: (module): Unrecognized key: "aboutNewSection"',
    ]);
  });
});

describe("content holds meaning, not presentation", () => {
  // Tailwind utilities with a colour or size (bg-sky-400/10, from-cyan-400, text-neon-strong, px-4),
  // variants (hover:, sm:) and layout classes: none belongs in content.
  const palette = "(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)";
  const theme = "(?:void|surface|surface-2|line|ink|muted|neon|neon-strong|pulse|violet|ok|warn|danger)";
  const classLike = new RegExp(
    [
      `\\b(?:bg|text|from|via|to|border|ring|shadow|fill|stroke|outline|decoration)-${palette}-\\d{2,3}(?:\\/\\d+)?\\b`,
      `\\b(?:bg|text|from|via|to|border|ring|fill|stroke)-${theme}(?:\\/\\d+)?(?=["'\`\\s])`,
      `\\b(?:hover|focus|sm|md|lg|xl|dark|group-hover):[a-z-]+`,
      `\\b(?:p|px|py|pt|pb|m|mx|my|mt|mb|gap|size|w|h|rounded|font|tracking|leading)-(?:\\d|\\[|xs\\b|sm\\b|lg\\b|xl\\b|full\\b)`,
      `\\bbg-gradient-to-[a-z]+\\b`,
      `class(?:Name)?=`,
    ].join("|"),
  );

  it("has no Tailwind class in app/content", () => {
    for (const file of [...contentFiles(), ...contentFiles(".json")].filter((name) => !name.startsWith("app/content/schemas/"))) {
      const source = fs.readFileSync(path.resolve(contentDir, "../..", file), "utf8");
      expect(source.match(classLike)?.[0], file).toBeUndefined();
    }
  });

  it("recognises the classes content used to carry", () => {
    for (const sample of [
      '"from-cyan-400 to-blue-500"',
      '"text-sky-300"',
      '"bg-sky-400/10"',
      '"text-neon-strong"',
      '"hover:underline"',
      '"px-4"',
      '<p className="x">',
    ]) {
      expect(sample, sample).toMatch(classLike);
    }
    for (const copy of ["sub-100ms responses", "24 to 72 hours", "Full-Stack Engineering", "text-based notes"]) expect(copy, copy).not.toMatch(classLike);
  });
});
