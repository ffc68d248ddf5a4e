import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ProblemSummary, problemTarget } from "../../app/components/admin/content/problem-summary.tsx";
import { contentDocuments, documentIds } from "../../app/content/documents.ts";
import { kindOf, unwrap, type DataPath, type JsonSchema } from "../../app/lib/editor/document-form.ts";
import { pathLabels, propertyLabel, withFieldWords } from "../../app/lib/editor/field-labels.ts";
import { ruleMessage } from "../../app/lib/editor/field-messages.ts";
import { documentFormSchema, documentProblems } from "../../server/content/documents.ts";

/**
 * The site editor's words (decision 034): every field of every content schema has a label for people
 * and every list a word for its items; every kind of rule a field can break has a message saying what
 * to do; the problem summary names the field and links to it.
 */

/** Each field (an object's property) without declared words, and each list without a word for its items. */
function gaps(schema: JsonSchema, path: string[] = []): string[] {
  const node = unwrap(schema);
  const found: string[] = [];
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    if (!property.label && !unwrap(property).label) found.push(`${[...path, key].join(".")}: no label (shown as “${propertyLabel(property, key)}”)`);
    found.push(...gaps(property, [...path, key]));
  }
  const kind = kindOf(node);
  if ((kind === "list" || kind === "tuple") && !node.item) found.push(`${path.join(".")}: no word for its items`);
  if (kind === "list") found.push(...gaps(node.items as JsonSchema, [...path, "#"]));
  for (const [index, item] of (node.prefixItems ?? []).entries()) found.push(...gaps(item, [...path, String(index)]));
  if (kind === "record") found.push(...gaps(node.additionalProperties as JsonSchema, [...path, "*"]));
  for (const branch of node.anyOf ?? node.oneOf ?? []) found.push(...gaps(branch, path));
  return found;
}

describe("labels for people", () => {
  it.each(documentIds)("every field of %s has a label, and every list a word for its items", (id) => {
    expect(gaps(documentFormSchema(id))).toEqual([]);
  });

  it("finds a field left to its raw key", () => {
    const schema = withFieldWords(z.toJSONSchema(z.object({ title: z.string(), backgroundHueShift: z.number(), tags: z.array(z.string()) })) as JsonSchema);
    expect(gaps(schema)).toEqual(["backgroundHueShift: no label (shown as “Background hue shift”)"]);
  });

  it("prefers a field's own words (`.meta`) to the shared ones", () => {
    const schema = withFieldWords(z.toJSONSchema(z.object({ title: z.string().meta({ label: "Headline", help: "Eight words at most." }) })) as JsonSchema);
    expect(schema.properties?.title).toMatchObject({ label: "Headline", help: "Eight words at most." });
  });

  it("names a place in a document as the form does", () => {
    const data = contentDocuments.news.shipped;
    expect(pathLabels(documentFormSchema("news"), ["newsItems", 8, "tags"], data)).toEqual(["News items", "News item 9", "Tags"]);
    expect(pathLabels(documentFormSchema("services"), ["serviceDetails", "web", "pricing"], contentDocuments.services.shipped)).toEqual([
      "Services",
      data && contentDocuments.services.shipped.serviceDetails.web.title,
      "Price",
    ]);
  });
});

/** The message a schema's parse gives for `value`, with the editor's messages, and zod's own. */
function messages(schema: z.ZodType, value: unknown): { ours: string[]; zods: string[] } {
  const form = withFieldWords(z.toJSONSchema(z.object({ field: schema }), { unrepresentable: "any" }) as JsonSchema);
  const ours = z.object({ field: schema }).safeParse({ field: value }, { error: (issue) => ruleMessage(issue, form.properties?.field) });
  const zods = z.object({ field: schema }).safeParse({ field: value });
  return { ours: ours.error?.issues.map((issue) => issue.message) ?? [], zods: zods.error?.issues.map((issue) => issue.message) ?? [] };
}

describe("messages that say what to do", () => {
  const tags = z.array(z.string()).min(1).max(3).meta({ item: "tag" });
  const cases: [string, z.ZodType, unknown, string][] = [
    ["too few items (none)", tags, [], "Add at least one tag"],
    ["too few items (some)", z.array(z.string()).min(3).meta({ item: "tag" }), ["a"], "Add 2 tags: this list takes at least 3"],
    ["too many items", tags, ["a", "b", "c", "d", "e"], "Remove 2 tags: this list takes at most 3"],
    ["an exact number of items", z.array(z.string()).length(2).meta({ item: "card" }), ["a"], "Add one card: this list takes exactly 2 cards"],
    [
      "too many for an exact number",
      z.array(z.string()).length(2).meta({ item: "entry" }),
      ["a", "b", "c"],
      "Remove one entry: this list takes exactly 2 entries",
    ],
    ["empty text", z.string().min(1), "", "Fill this in: it cannot be left empty"],
    ["too short text", z.string().min(20), "short", "Write at least 20 characters (now 5)"],
    ["too long text", z.string().max(5), "far too long", "Shorten this to 5 characters or fewer (now 12)"],
    ["a required field left out", z.string(), undefined, "Fill this in: it is required"],
    ["a required list left out", z.array(z.string()).meta({ item: "tag" }), undefined, "Add at least one tag"],
    ["a bad address", z.url(), "example.com", "Give a full address starting with https://, such as https://example.com"],
    ["a bad email", z.email(), "team at example", "Give an email address, such as team@example.com"],
    ["a bad date", z.iso.date(), "1 March", "Give a date written as YYYY-MM-DD, such as 2026-03-01"],
    ["a pattern with no words of its own", z.string().regex(/^\d+$/), "abc", "Write this the way the help under the field shows"],
    ["a choice not offered", z.enum(["Person", "Organization"]), "Robot", "Choose one of “Person” or “Organization”"],
    ["a number below its range", z.int().min(1).max(5), 0, "Give a number from 1 to 5"],
    ["a number above its range", z.int().min(1).max(5), 9, "Give a number from 1 to 5"],
    ["a number that must be positive", z.int().positive(), 0, "Give a number above 0"],
    ["text for a number", z.number(), "twelve", "Give a number, such as 12"],
    ["a fraction for a whole number", z.int(), 1.5, "Give a whole number, such as 12"],
    ["a number not a multiple", z.number().multipleOf(5), 7, "Give a multiple of 5"],
    ["a field the group does not use", z.strictObject({ a: z.string() }), { a: "x", b: "y" }, "Remove what this group does not use: b"],
    [
      "no shape fits",
      z.union([z.object({ kind: z.literal("a") }), z.object({ kind: z.literal("b") })]),
      { kind: "c" },
      "Choose what kind of item this is, then fill in its fields",
    ],
    [
      "a record key not allowed",
      z.record(z.string().regex(/^[a-z-]+$/), z.string()),
      { "Not A Slug": "x" },
      "Rename this entry: use lower-case letters, digits and hyphens, such as setup-guide",
    ],
  ];

  it.each(cases)("%s", (_, schema, value, expected) => {
    const { ours, zods } = messages(schema, value);
    expect(ours).toEqual([expected]);
    // Not the validator's words for the same rule.
    expect(zods).not.toContain(expected);
  });

  it("keeps a rule's own words", () => {
    expect(
      messages(
        z.string().refine((value) => value === value.trim(), "Remove the spaces at the start or the end"),
        " x",
      ).ours,
    ).toEqual(["Remove the spaces at the start or the end"]);
  });

  it("says what to do about an article without a tag, at the tags' field", () => {
    const data = structuredClone(contentDocuments.news.shipped);
    const at = data.newsItems.findIndex((item) => item.kind === "article");
    data.newsItems[at]!.tags = [];
    expect(documentProblems("news", data)).toEqual([{ path: ["newsItems", at, "tags"], message: "Add at least one tag" }]);
  });
});

describe("the problem summary", () => {
  const schema = documentFormSchema("news");
  const data = contentDocuments.news.shipped;
  const render = (problems: { path: DataPath; message: string }[]) => renderToStaticMarkup(createElement(ProblemSummary, { schema, data, problems }));

  it("names each field and links to it", () => {
    const html = render([{ path: ["newsItems", 8, "tags"], message: "Add at least one tag" }]);
    expect(html).toContain('href="#f-newsItems-8-tags"');
    expect(html).toContain("News items › News item 9 › Tags: Add at least one tag");
    expect(html).toContain("1 thing to fix");
  });

  it("links an image's size to the image's choice, and a fixed part of a shape to its item", () => {
    expect(problemTarget(schema, ["newsItems", 0, "image", "width"], data)).toEqual(["newsItems", 0, "image", "src"]);
    expect(problemTarget(schema, ["newsItems", 0, "image", "alt"], data)).toEqual(["newsItems", 0, "image", "alt"]);
    expect(problemTarget(schema, ["newsItems", 0, "kind"], data)).toEqual(["newsItems", 0]);
  });

  it("shows nothing without problems", () => {
    expect(render([])).toBe("");
  });
});
