import { describe, expect, it } from "vitest";
import { shippedDocuments } from "../../app/content/documents.ts";
import { changeSummary, describeChange, diffDocuments, fieldLabel, pathLabel, valueLabel } from "../../app/lib/editor/content-diff.ts";

const services = shippedDocuments.services;
const withPrice = (price: string) => {
  const data = structuredClone(services);
  data.serviceDetails.web.pricing = price;
  return data;
};
const shippedPrice = services.serviceDetails.web.pricing!;

describe("the versions list's summary of a change", () => {
  it("names a changed price by its field, with the old and new value", () => {
    expect(changeSummary(services, withPrice("Starting at $6,500"))).toBe(`Service details › Web › Pricing: “${shippedPrice}” → “Starting at $6,500”`);
  });

  it("says when nothing changed, and ignores key order", () => {
    expect(changeSummary(services, structuredClone(services))).toBe("No change to the content");
    expect(diffDocuments({ a: 1, b: { c: "x", d: "y" } }, { b: { d: "y", c: "x" }, a: 1 })).toEqual([]);
  });

  it("lists the first three changes and counts the rest", () => {
    const before = { a: "1", b: "1", c: "1", d: "1", e: "1" };
    expect(changeSummary(before, { a: "2", b: "2", c: "2", d: "1", e: "1" })).toBe("A: “1” → “2”; B: “1” → “2”; C: “1” → “2”");
    expect(changeSummary(before, { a: "2", b: "2", c: "2", d: "2", e: "1" })).toBe("A: “1” → “2”; B: “1” → “2”; C: “1” → “2”; and 1 more change");
    expect(changeSummary(before, { a: "2", b: "2", c: "2", d: "2", e: "2" })).toBe("A: “1” → “2”; B: “1” → “2”; C: “1” → “2”; and 2 more changes");
    expect(changeSummary(before, { ...before, a: "2", b: "2" }, 1)).toBe("A: “1” → “2”; and 1 more change");
  });

  it("counts a list item added or removed as one change, and names items from 1", () => {
    const technologies = services.serviceDetails.web.technologies;
    const added = structuredClone(services);
    added.serviceDetails.web.technologies.push("Deno");
    expect(changeSummary(services, added)).toBe(`Service details › Web › Technologies › item ${technologies.length + 1}: added “Deno”`);
    const removed = structuredClone(services);
    removed.serviceDetails.web.technologies.pop();
    expect(changeSummary(services, removed)).toBe(`Service details › Web › Technologies › item ${technologies.length}: removed “${technologies.at(-1)}”`);
    expect(diffDocuments({ list: [] }, { list: [{ a: 1, b: 2 }] })).toEqual([{ path: ["list", 0], before: undefined, after: { a: 1, b: 2 } }]);
  });

  it("a field added or removed, a whole-document replacement", () => {
    expect(diffDocuments({ a: "x" }, { a: "x", b: "y" }).map(describeChange)).toEqual(["B: added “y”"]);
    expect(diffDocuments({ a: "x", b: "y" }, { a: "x" }).map(describeChange)).toEqual(["B: removed “y”"]);
    expect(diffDocuments("old", "new").map(describeChange)).toEqual(["The whole document: “old” → “new”"]);
    expect(diffDocuments({ a: [1] }, { a: { 0: 1 } })).toEqual([{ path: ["a"], before: [1], after: { 0: 1 } }]);
  });
});

describe("labels", () => {
  it("turns keys into words and indexes into item numbers", () => {
    expect(fieldLabel("heroDescription")).toBe("Hero description");
    expect(fieldLabel("serviceDetailPage")).toBe("Service detail page");
    expect(fieldLabel("fallback_href")).toBe("Fallback href");
    expect(fieldLabel("not-found")).toBe("Not found");
    expect(fieldLabel("h2Title")).toBe("H2 title");
    expect(fieldLabel(0)).toBe("item 1");
    expect(pathLabel([])).toBe("The whole document");
    expect(pathLabel(["process", 2, "title"])).toBe("Process › item 3 › Title");
  });

  it("shows a value in one short line", () => {
    expect(valueLabel(undefined)).toBe("(empty)");
    expect(valueLabel(null)).toBe("(empty)");
    expect(valueLabel("")).toBe("(empty)");
    expect(valueLabel("  two\n\n lines  ")).toBe("“two lines”");
    expect(valueLabel("x".repeat(60))).toBe(`“${"x".repeat(60)}”`);
    expect(valueLabel("x".repeat(61))).toBe(`“${"x".repeat(59)}…”`);
    expect(valueLabel([1, 2, 3])).toBe("a list of 3");
    expect(valueLabel({ a: 1 })).toBe("a group of fields");
    expect(valueLabel(6500)).toBe("6500");
    expect(valueLabel(false)).toBe("false");
  });
});
