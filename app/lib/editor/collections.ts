// The site's collections (services, news items, …) as the editor lists them: where each item lives in its document, and how an item is found, replaced, added and removed (decision 043).
import type { DocumentId } from "../../content/documents.ts";
import type { DataPath, JsonSchema } from "./document-form.ts";
import { schemaAt } from "./document-form.ts";

/**
 * Where one item keeps a part of itself: an element of a list (found by its key field) or an entry of a
 * record (found by its key). A service has two parts — its card in `serviceSummaries` and its page in
 * `serviceDetails` — every other item one.
 */
export interface CollectionPart {
  field: string;
  kind: "list" | "record";
  /**
   * List: the field holding the item's key ("slug", "id"), or a field whose text makes it ("title" of a
   * Labs project, which has no id). Record: the item's field its key must equal, when the schema asks so.
   */
  keyField?: string;
  /** The key is made of that field's text (lower case, words joined by "-"), not the field itself. */
  keyFromText?: boolean;
  /** The key is a number (news items): a new item takes the next one, and what was typed is its title. */
  numberedKey?: boolean;
}

export interface Collection {
  /** The list's address under /admin/content ("services" → /admin/content/services/items). */
  slug: string;
  document: DocumentId;
  /** The list's heading, and what one item is called ("Add a news article"). */
  title: string;
  itemName: string;
  parts: readonly CollectionPart[];
  /** Where a new item goes: news and blog lists are newest first. */
  newAt: "start" | "end";
  /** What the key is called on the list's "Add" form, for people. */
  keyLabel: string;
  keyHelp: string;
}

/** The legal policies are each a document already: their list links to each policy's own form. */
export const legalPolicyDocuments = [
  "legal/privacy",
  "legal/terms",
  "legal/cookies",
  "legal/dmca",
  "legal/copyright",
  "legal/refunds",
  "legal/disclaimer",
] as const satisfies readonly DocumentId[];

const addressHelp = "The last part of the item's page address, in lower-case letters, digits and dashes (web-platform); it cannot change later.";

export const collections: readonly Collection[] = [
  {
    slug: "services",
    document: "services",
    title: "Services",
    itemName: "service",
    parts: [
      { field: "serviceSummaries", kind: "list", keyField: "slug" },
      { field: "serviceDetails", kind: "record" },
    ],
    newAt: "end",
    keyLabel: "Address name",
    keyHelp: addressHelp,
  },
  {
    slug: "divisions",
    document: "divisions",
    title: "Divisions",
    itemName: "division",
    parts: [{ field: "divisions", kind: "list", keyField: "id" }],
    newAt: "end",
    keyLabel: "Address name",
    keyHelp: addressHelp,
  },
  {
    slug: "labs",
    document: "labs",
    title: "Labs projects",
    itemName: "Labs project",
    parts: [{ field: "labProjects", kind: "list", keyField: "title", keyFromText: true }],
    newAt: "end",
    keyLabel: "Project name",
    keyHelp: "As the Labs page shows it.",
  },
  {
    slug: "case-studies",
    document: "case-studies",
    title: "Case studies",
    itemName: "case study",
    parts: [{ field: "caseStudies", kind: "list", keyField: "id" }],
    newAt: "end",
    keyLabel: "Address name",
    keyHelp: addressHelp,
  },
  {
    slug: "testimonials",
    document: "testimonials",
    title: "Testimonials",
    itemName: "testimonial",
    parts: [{ field: "testimonials", kind: "list", keyField: "id" }],
    newAt: "end",
    keyLabel: "Short name",
    keyHelp: "Lower-case letters, digits and dashes, to tell it from the others (maya-okafor); it cannot change later.",
  },
  {
    slug: "blog",
    document: "blog",
    title: "Blog posts",
    itemName: "blog post",
    parts: [{ field: "blogPosts", kind: "list", keyField: "slug" }],
    newAt: "start",
    keyLabel: "Address name",
    keyHelp: addressHelp,
  },
  {
    slug: "news",
    document: "news",
    title: "News items",
    itemName: "news item",
    parts: [{ field: "newsItems", kind: "list", keyField: "id", numberedKey: true }],
    newAt: "start",
    keyLabel: "Title",
    keyHelp: "The article's headline; you can change it later. Its address takes the next number.",
  },
  {
    slug: "docs",
    document: "docs",
    title: "Docs pages",
    itemName: "docs page",
    parts: [{ field: "docsPages", kind: "record", keyField: "slug" }],
    newAt: "end",
    keyLabel: "Address name",
    keyHelp: addressHelp,
  },
];

export function collectionOf(slug: string): Collection | undefined {
  return collections.find((collection) => collection.slug === slug);
}

/** The collection a document holds, if it holds one. */
export function collectionOfDocument(id: string): Collection | undefined {
  return collections.find((collection) => collection.document === id);
}

/** "NoxGPT Language Model" → "noxgpt-language-model": a key made of a text. */
export function keyFromText(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A key an item may be given on the list's "Add" form: what its page address and the draft's name can hold. */
export function isItemKey(key: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) && key.length <= 80;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => value !== null && typeof value === "object" && !Array.isArray(value);

function keyOfElement(part: CollectionPart, element: unknown): string | undefined {
  if (!isFields(element) || !part.keyField) return undefined;
  const value = element[part.keyField];
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return part.keyFromText ? keyFromText(String(value)) : String(value);
}

/** The item's value: each part's value by its field; a part the item has not got yet is left out. */
export type ItemValue = Fields;

/** The keys of a document's items, in the order its first part lists them. */
export function itemKeys(collection: Collection, document: unknown): string[] {
  const part = collection.parts[0]!;
  const holder = isFields(document) ? document[part.field] : undefined;
  if (part.kind === "list") return Array.isArray(holder) ? holder.map((element) => keyOfElement(part, element)).filter((key) => key !== undefined) : [];
  return isFields(holder) ? Object.keys(holder) : [];
}

/** One item of the document, or undefined when it has none with that key. */
export function itemOf(collection: Collection, document: unknown, key: string): ItemValue | undefined {
  if (!isFields(document)) return undefined;
  const item: Fields = {};
  for (const part of collection.parts) {
    const holder = document[part.field];
    const value =
      part.kind === "list"
        ? Array.isArray(holder)
          ? holder.find((element) => keyOfElement(part, element) === key)
          : undefined
        : isFields(holder) && Object.hasOwn(holder, key)
          ? holder[key]
          : undefined;
    if (value !== undefined) item[part.field] = value;
  }
  return Object.keys(item).length > 0 ? item : undefined;
}

/**
 * The document with one item replaced where it is, added (at the collection's `newAt`) when it has none
 * with that key, or removed when `item` is undefined; every other item and field as they are. A record
 * part whose entries must name their key (docs pages) takes the key the item's value names.
 */
export function withItem(collection: Collection, document: unknown, key: string, item: ItemValue | undefined): unknown {
  if (!isFields(document)) return document;
  const next: Fields = { ...document };
  for (const part of collection.parts) {
    const value = item?.[part.field];
    const holder = document[part.field];
    if (part.kind === "list") {
      const list = Array.isArray(holder) ? [...holder] : [];
      const index = list.findIndex((element) => keyOfElement(part, element) === key);
      if (value === undefined) {
        if (index >= 0) list.splice(index, 1);
      } else if (index >= 0) list[index] = value;
      else if (collection.newAt === "start") list.unshift(value);
      else list.push(value);
      next[part.field] = list;
    } else {
      const entries = Object.entries(isFields(holder) ? holder : {});
      const newKey = part.keyField && isFields(value) && typeof value[part.keyField] === "string" ? (value[part.keyField] as string) : key;
      const index = entries.findIndex(([entryKey]) => entryKey === key);
      if (value === undefined) {
        if (index >= 0) entries.splice(index, 1);
      } else if (index >= 0) entries[index] = [newKey, value];
      else if (collection.newAt === "start") entries.unshift([newKey, value]);
      else entries.push([newKey, value]);
      next[part.field] = Object.fromEntries(entries);
    }
  }
  return next;
}

/** What the list calls an item: its title or name, else its key. */
export function itemTitle(item: ItemValue | undefined, key: string): string {
  for (const part of Object.values(item ?? {})) {
    if (!isFields(part)) continue;
    for (const field of ["title", "name"]) if (typeof part[field] === "string" && part[field]) return part[field] as string;
  }
  return key;
}

/**
 * The item form's schema: one group per part, each the document schema's element (list) or entry
 * (record) schema, labelled as the document labels that field.
 */
export function itemSchema(collection: Collection, documentSchema: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const part of collection.parts) {
    const container = schemaAt(documentSchema, [part.field]);
    const element = schemaAt(documentSchema, [part.field, part.kind === "list" ? 0 : "_"]);
    if (!element) throw new Error(`collections: no schema for ${collection.document}.${part.field}`);
    properties[part.field] = { ...element, title: container?.title ?? element.title };
  }
  return { type: "object", properties, required: collection.parts.map((part) => part.field), additionalProperties: false };
}

/** A document problem's path as the item form knows it, or undefined when the problem is not in this item. */
export function itemProblemPath(collection: Collection, document: unknown, key: string, path: DataPath): DataPath | undefined {
  const [field, at, ...rest] = path;
  const part = collection.parts.find((candidate) => candidate.field === field);
  if (!part || at === undefined || !isFields(document)) return undefined;
  const holder = document[part.field];
  if (part.kind === "list") {
    const element = Array.isArray(holder) && typeof at === "number" ? holder[at] : undefined;
    return keyOfElement(part, element) === key ? [part.field, ...rest] : undefined;
  }
  return String(at) === key || (isFields(holder) && part.keyField && isFields(holder[at]) && holder[at][part.keyField] === key)
    ? [part.field, ...rest]
    : undefined;
}

/**
 * The key a new item takes from what was typed on the list's "Add" form: the text itself, the text made
 * into a key (Labs), or the number after the highest (news); undefined when it cannot be one.
 */
export function newItemKey(collection: Collection, typed: string, taken: readonly string[]): string | undefined {
  const part = collection.parts[0]!;
  if (typed.trim() === "") return undefined;
  if (part.numberedKey) return String(Math.max(0, ...taken.map(Number).filter(Number.isSafeInteger)) + 1);
  const key = part.keyFromText ? keyFromText(typed) : typed.trim();
  return isItemKey(key) ? key : undefined;
}

/** An item's value with its key written in, for a new item started from empty fields (and its title, when typed as one). */
export function withKey(collection: Collection, item: ItemValue, key: string, typed: string): ItemValue {
  const next: Fields = { ...item };
  for (const part of collection.parts) {
    const value = next[part.field];
    if (!part.keyField || !isFields(value)) continue;
    if (part.numberedKey) next[part.field] = { ...value, [part.keyField]: Number(key), title: typed.trim() };
    else next[part.field] = { ...value, [part.keyField]: part.keyFromText ? typed.trim() : key };
  }
  return next;
}
