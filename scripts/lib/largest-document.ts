/**
 * The largest news document the limits allow (issue 32; app/lib/editor/document-limits.ts and the schema's
 * maxima): as many articles as the list takes — each a page and a social card of its own, the most a
 * publish of one document renders — with bodies filled until the document is just under its size limit.
 * For scripts/largest-publish.ts and tests/e2e/largest-publish.spec.ts.
 */
import { z } from "zod";
import { contentDocuments, type ContentDocuments } from "../../app/content/documents.ts";
import type { NewsArticle } from "../../app/content/news.ts";
import { documentBytes, maxDocumentBytes } from "../../app/lib/editor/document-limits.ts";

/** The most items the news list takes, read from its schema. */
function newsItemsMax(): number {
  const schema = z.toJSONSchema(contentDocuments.news.schema, { unrepresentable: "any" }) as unknown as { properties: { newsItems: { maxItems?: number } } };
  const max = schema.properties.newsItems.maxItems;
  if (max === undefined) throw new Error("the news list has no maximum in its schema");
  return max;
}

/**
 * `label` tells two such documents apart (every title and body differs, so every page and card is made
 * again); `articles` makes a smaller one to compare with (the list's maximum by default).
 */
export function largestNewsDocument(label = "A", articles?: number): ContentDocuments["news"] {
  const news = structuredClone(contentDocuments.news.shipped);
  const model = news.newsItems.find((item): item is NewsArticle => item.kind === "article")!;
  const count = Math.min(articles ?? Infinity, newsItemsMax());
  const article = (index: number, content: string): NewsArticle => ({
    ...model,
    id: index + 1,
    title: `Largest publish ${label}: article ${index + 1}`,
    featured: index === 0,
    content,
  });
  const paragraph = (index: number) => `Paragraph ${index} of a long article, written to fill the document to its limit; it says nothing else. `;
  const fill = (length: number) => {
    let text = "";
    for (let index = 1; text.length < length; index++) text += index % 6 === 0 ? `${paragraph(index)}\n\n` : paragraph(index);
    return text.slice(0, length).trim();
  };
  const withBodies = (length: number) => ({ ...news, newsItems: Array.from({ length: count }, (_, index) => article(index, fill(length))) });
  // The longest body each article can have with the document under its limit (and the body under its own).
  let low = 1;
  let high = 20_000;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (documentBytes(withBodies(middle)) <= maxDocumentBytes) low = middle;
    else high = middle - 1;
  }
  const largest = withBodies(low);
  const problems = contentDocuments.news.schema.safeParse(largest);
  if (!problems.success) throw new Error(`the largest news document does not match its schema: ${problems.error.message}`);
  return largest;
}
