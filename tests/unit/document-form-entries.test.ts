// A document posted as the editor's form and read back is the same document, for every document the site has.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentDocuments, documentIds, shippedDocuments } from "../../app/content/documents.ts";
import { formEntries, readForm, type JsonSchema } from "../../app/lib/editor/document-form.ts";

describe("the editor's form", () => {
  it("reads back every shipped document exactly as it was posted", () => {
    for (const id of documentIds) {
      const schema = z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema;
      const posted = new URLSearchParams(formEntries(schema, shippedDocuments[id]));
      expect(readForm(schema, posted), id).toEqual(shippedDocuments[id]);
    }
  });
});

describe("link targets", () => {
  it("take a path of this site, never another site's address written as //host", async () => {
    const { hrefSchema } = await import("../../app/content/schemas/common.ts");
    for (const ok of ["/about", "/divisions/noxgpt#x", "https://example.com/a", "mailto:legal@example.com"])
      expect(hrefSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ["//evil.example/", "javascript:alert(1)", " /about", "http://example.com", "data:text/html,x"])
      expect(hrefSchema.safeParse(bad).success, bad).toBe(false);
  });
});
