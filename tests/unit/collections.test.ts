// The collections' registry (app/lib/editor/collections.ts): every collection finds its shipped items, and one item is replaced, added and removed with the rest untouched.
import { describe, expect, it } from "vitest";
import { contentDocuments, shippedDocuments } from "../../app/content/documents.ts";
import { collectionOf, collections, itemKeys, itemOf, itemProblemPath, itemSchema, newItemKey, withItem } from "../../app/lib/editor/collections.ts";
import { documentFormSchema } from "../../server/content/documents.ts";

describe("collections", () => {
  it.each(collections.map((collection) => [collection.slug, collection] as const))(
    "%s: every shipped item has a key of its own and a form",
    (_, collection) => {
      const document = shippedDocuments[collection.document];
      const keys = itemKeys(collection, document);
      expect(keys.length).toBeGreaterThan(1);
      expect(new Set(keys).size).toBe(keys.length);
      const schema = itemSchema(collection, documentFormSchema(collection.document));
      expect(Object.keys(schema.properties ?? {})).toEqual(collection.parts.map((part) => part.field));
      for (const key of keys)
        for (const part of collection.parts) expect(itemOf(collection, document, key)?.[part.field], `${key} ${part.field}`).toBeDefined();
    },
  );

  it("replaces one service where it is, in both its parts, and leaves the others as they are", () => {
    const services = collectionOf("services")!;
    const document = shippedDocuments.services;
    const web = itemOf(services, document, "web")!;
    const next = withItem(services, document, "web", { ...web, serviceDetails: { ...(web.serviceDetails as object), pricing: "From $1" } }) as typeof document;
    expect(next.serviceDetails.web.pricing).toBe("From $1");
    expect(Object.keys(next.serviceDetails)).toEqual(Object.keys(document.serviceDetails));
    expect(next.serviceDetails.games).toEqual(document.serviceDetails.games);
    expect(next.serviceSummaries).toEqual(document.serviceSummaries);
    expect(contentDocuments.services.schema.safeParse(next).success).toBe(true);
  });

  it("adds a news item first (the newest) and a division last, and removes one", () => {
    const news = collectionOf("news")!;
    const added = withItem(news, shippedDocuments.news, "99", { newsItems: { id: 99 } }) as typeof shippedDocuments.news;
    expect(added.newsItems[0]).toEqual({ id: 99 });
    expect(added.newsItems.slice(1)).toEqual(shippedDocuments.news.newsItems);
    const divisions = collectionOf("divisions")!;
    expect(
      (withItem(divisions, shippedDocuments.divisions, "new-one", { divisions: { id: "new-one" } }) as typeof shippedDocuments.divisions).divisions.at(-1),
    ).toEqual({
      id: "new-one",
    });
    const first = String(shippedDocuments.news.newsItems[0]!.id);
    const removed = withItem(news, shippedDocuments.news, first, undefined) as typeof shippedDocuments.news;
    expect(removed.newsItems).toEqual(shippedDocuments.news.newsItems.slice(1));
  });

  it("keys a docs page by its slug, following a renamed one, and a Labs project by its name", () => {
    const docs = collectionOf("docs")!;
    const setup = itemOf(docs, shippedDocuments.docs, "setup")!;
    const renamed = withItem(docs, shippedDocuments.docs, "setup", {
      docsPages: { ...(setup.docsPages as object), slug: "install" },
    }) as typeof shippedDocuments.docs;
    expect(Object.keys(renamed.docsPages)).toEqual(Object.keys(shippedDocuments.docs.docsPages).map((key) => (key === "setup" ? "install" : key)));
    const labs = collectionOf("labs")!;
    expect(itemKeys(labs, shippedDocuments.labs)).toContain("noxgpt-language-model");
    expect(newItemKey(labs, "Quantum Lab!", [])).toBe("quantum-lab");
    expect(newItemKey(collectionOf("news")!, "Launch day", ["3", "8", "5"])).toBe("9");
    expect(newItemKey(collectionOf("blog")!, "Not A Key", [])).toBeUndefined();
  });

  it("takes a document problem to the item's field, and leaves another item's problem out", () => {
    const news = collectionOf("news")!;
    const second = String(shippedDocuments.news.newsItems[1]!.id);
    expect(itemProblemPath(news, shippedDocuments.news, second, ["newsItems", 1, "tags"])).toEqual(["newsItems", "tags"]);
    expect(itemProblemPath(news, shippedDocuments.news, second, ["newsItems", 0, "tags"])).toBeUndefined();
    expect(itemProblemPath(news, shippedDocuments.news, second, ["newsPage", "hero"])).toBeUndefined();
  });
});
