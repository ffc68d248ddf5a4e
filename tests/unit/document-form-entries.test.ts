// A document posted as the editor's form and read back is the same document, for every document the site has.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentDocuments, documentIds, shippedDocuments } from "../../app/content/documents.ts";
import { formEntries, readForm, type JsonSchema } from "../../app/lib/document-form.ts";

describe("the editor's form", () => {
  it("reads back every shipped document exactly as it was posted", () => {
    for (const id of documentIds) {
      const schema = z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema;
      const posted = new URLSearchParams(formEntries(schema, shippedDocuments[id]));
      expect(readForm(schema, posted), id).toEqual(shippedDocuments[id]);
    }
  });
});
