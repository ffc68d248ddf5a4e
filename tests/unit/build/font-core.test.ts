import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { firstScreenFonts, fontFaceCss } from "../../../app/components/layout/font-faces.tsx";
import { codePointsOf, fontCoreCharacters, fontsourceRanges, unicodeRangeOf, withoutCore } from "../../../app/lib/pages/font-core.ts";
import { coreFontFiles, cutCoreFont } from "../../../scripts/lib/core-fonts.ts";

/** Every string in a value, however deep (the content modules are plain data). */
function* stringsIn(value: unknown, seen = new Set<unknown>()): Generator<string> {
  if (typeof value === "string") yield value;
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) yield* stringsIn(item, seen);
  }
}

/** What the fontsource latin file covers: a character here but outside the core would fetch that whole file. */
const latinPoints = new Set(codePointsOf(fontsourceRanges.latin));
const inLatinRange = (point: number) => latinPoints.has(point);

describe("core font files (app/lib/pages/font-core.ts)", () => {
  it("writes unicode-range as sorted runs of code points", () => {
    expect(unicodeRangeOf("cab ")).toBe("U+20,U+61-63");
    expect(unicodeRangeOf("–—’")).toBe("U+2013-2014,U+2019");
    expect(codePointsOf("U+41-43,U+2019")).toEqual([0x41, 0x42, 0x43, 0x2019]);
    expect(withoutCore("U+0-7F,U+2013-2015")).toBe("U+0-1F,U+7F,U+2015");
  });

  it("cover every character of the site's copy that a latin file would otherwise be fetched for", () => {
    const modules = import.meta.glob("../../../app/content/**/*.ts", { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    const core = new Set(fontCoreCharacters);
    const missing = new Set<string>();
    for (const module of Object.values(modules)) {
      for (const text of stringsIn(module)) {
        for (const char of text) if (inLatinRange(char.codePointAt(0) as number) && !/\s/.test(char) && !core.has(char)) missing.add(char);
      }
    }
    expect([...missing], "add these to fontCoreCharacters, then run scripts/subset-fonts.ts").toEqual([]);
  });

  it("are committed as the subset script cuts them today", async () => {
    for (const font of coreFontFiles) {
      const committed = fs.readFileSync(font.target);
      expect((await cutCoreFont(font)).equals(committed), `${font.target} is out of date: run scripts/subset-fonts.ts`).toBe(true);
      expect(committed.length).toBeLessThan(fs.statSync(font.source).size * 0.75);
    }
  });

  it("are what pages preload, and no other face of their family covers their characters", () => {
    expect(firstScreenFonts.every((href) => href.includes("-core"))).toBe(true);
    const core = new Set(Array.from(fontCoreCharacters, (char) => char.codePointAt(0)));
    for (const family of ["Space Grotesk Variable", "JetBrains Mono Variable"]) {
      const faces = [...fontFaceCss.matchAll(/@font-face\{font-family:"([^"]+)";[^}]*src:url\("([^"]+)"\)[^}]*unicode-range:([^}]+)\}/g)].filter(
        (m) => m[1] === family,
      );
      expect(faces.map((m) => (m[2]?.includes("-core") ? "core" : m[2]?.includes("latin-ext") ? "latin-ext" : "latin"))).toEqual([
        "latin",
        "latin-ext",
        "core",
      ]);
      expect(faces.at(-1)?.[3]).toBe(unicodeRangeOf(fontCoreCharacters));
      // Overlap would let Chromium fetch a latin file when a core file misses the first paint.
      for (const face of faces.slice(0, -1)) expect(codePointsOf(face[3] ?? "").filter((point) => core.has(point))).toEqual([]);
      // …and the latin file still covers the rest: é comes from the core, õ from latin.
      expect(codePointsOf(faces[0]?.[3] ?? "")).toContain(0xf5);
    }
  });
});
