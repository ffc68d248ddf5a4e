// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DocumentField } from "../../app/components/admin/content/document-fields.tsx";
import { contentDocuments, documentIds, type DocumentId } from "../../app/content/documents.ts";
import type { JsonSchema } from "../../app/lib/editor/document-form.ts";
import { documentBytes, maxDocumentBytes } from "../../app/lib/editor/document-limits.ts";
import { documentProblems } from "../../server/content/documents.ts";

// What one document may hold is bounded and said (issue 32): every list has a maximum in its schema,
// shown beside it in the editor, and a document as a whole has a size limit, shown above the form.
const jsonSchemaOf = (id: DocumentId) => z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema;

/** Every list of a JSON schema, with its path. */
function lists(schema: JsonSchema, path: string): { path: string; maxItems?: number }[] {
  const found: { path: string; maxItems?: number }[] = [];
  if (schema.type === "array" && schema.items && typeof schema.items === "object") found.push({ path, maxItems: schema.maxItems });
  for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...lists(child, `${path}.${name}`));
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.prefixItems ?? [])]) found.push(...lists(child, path));
  if (schema.items && typeof schema.items === "object") found.push(...lists(schema.items, `${path}[]`));
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") found.push(...lists(schema.additionalProperties, `${path}.*`));
  return found;
}

describe("what one document may hold", () => {
  it.each(documentIds)("every list of %s has a maximum, and the shipped data is within every limit", (id) => {
    expect(lists(jsonSchemaOf(id), id).filter((list) => list.maxItems === undefined)).toEqual([]);
    expect(documentProblems(id, contentDocuments[id].shipped)).toEqual([]);
  });

  it("refuses a list past its maximum, and a document past its size, each with a message", () => {
    const news = structuredClone(contentDocuments.news.shipped);
    const article = news.newsItems.find((item) => item.kind === "article")!;
    news.newsItems = Array.from({ length: 41 }, (_, index) => ({ ...article, id: index + 1 }));
    expect(documentProblems("news", news)).toEqual([expect.objectContaining({ path: ["newsItems"] })]);

    news.newsItems = news.newsItems.slice(0, 40).map((item) => (item.kind === "article" ? { ...item, content: "Long paragraph. ".repeat(1_200) } : item));
    expect(documentBytes(news)).toBeGreaterThan(maxDocumentBytes);
    expect(documentProblems("news", news)).toEqual([{ path: [], message: expect.stringMatching(/at most 256 KB/) }]);
  });

  it("says each list's limit beside it in the editor, tied to the list for screen readers", () => {
    const html = renderToStaticMarkup(
      <DocumentField schema={jsonSchemaOf("news")} path={[]} value={contentDocuments.news.shipped} label="News" required problems={new Map()} />,
    );
    document.body.innerHTML = html;
    const list = [...document.querySelectorAll("fieldset")].find((fieldset) => fieldset.querySelector("legend")?.textContent === "News items")!;
    const hint = document.getElementById(list.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("Up to 40 items, at least 1.");
  });
});
