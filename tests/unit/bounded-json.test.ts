import { describe, expect, it } from "vitest";
import { documentJsonBounds, jsonBeyondBounds, parseJsonWithin } from "../../app/lib/contracts/bounded-json.ts";

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;

describe("JSON read within bounds", () => {
  it("reads JSON up to the depth bound and refuses one level more, before parsing", () => {
    expect(parseJsonWithin(nested(4), { maxDepth: 4, maxCharacters: 1000 })).toEqual({ ok: true, value: [[[[]]]] });
    expect(parseJsonWithin(nested(5), { maxDepth: 4, maxCharacters: 1000 })).toEqual({
      ok: false,
      problem: "depth",
      message: "It is nested more than 4 levels deep (lists and groups inside each other).",
    });
    expect(parseJsonWithin(`{"a":{"b":[{"c":1}]}}`, { maxDepth: 3, maxCharacters: 1000 })).toMatchObject({ ok: false, problem: "depth" });
    // 200,000 levels: refused on the text, nothing deep is ever built.
    expect(parseJsonWithin(nested(200_000), documentJsonBounds)).toMatchObject({ ok: false, problem: "depth" });
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(parseJsonWithin(JSON.stringify({ text: `[[[[{{{{ \\" "[[[[` }), { maxDepth: 1, maxCharacters: 1000 })).toEqual({
      ok: true,
      value: { text: `[[[[{{{{ \\" "[[[[` },
    });
  });

  it("refuses text over the length bound, and says what is not JSON", () => {
    expect(parseJsonWithin(`"${"x".repeat(100)}"`, { maxDepth: 4, maxCharacters: 50 })).toEqual({
      ok: false,
      problem: "length",
      message: "It is longer than 50 characters.",
    });
    expect(parseJsonWithin("{nope", { maxDepth: 4, maxCharacters: 50 })).toMatchObject({ ok: false, problem: "syntax", message: "It is not valid JSON." });
  });

  it("measures a value already parsed without recursion: any depth, any size, stopping at the first bound passed", () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(jsonBeyondBounds(deep, documentJsonBounds)).toBe("it is nested more than 32 levels deep");
    expect(jsonBeyondBounds({ text: "x".repeat(3 * 1024 * 1024) }, documentJsonBounds)).toBe("it is longer than 2,097,152 characters");
    expect(jsonBeyondBounds({ list: new Array(600_000).fill("x") }, documentJsonBounds)).toMatch(/longer than/);
    expect(jsonBeyondBounds({ a: [{ b: "c" }], d: null, e: 1.5, f: true }, { maxDepth: 3, maxCharacters: 100 })).toBeUndefined();
    expect(jsonBeyondBounds({ a: [{ b: "c" }] }, { maxDepth: 2, maxCharacters: 100 })).toBe("it is nested more than 2 levels deep");
  });
});
