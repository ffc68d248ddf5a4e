import { wordsFor } from "../../content/schemas/field-words.ts";
import { fieldLabel } from "./content-diff.ts";
import { branchIndexOf, branchesOf, kindOf, unwrap, type DataPath, type JsonSchema } from "./document-form.ts";

/**
 * The site editor's names for fields (decision 034): a document's form schema with its words on every
 * field (app/content/schemas/field-words.ts, or the field's own `.meta({ label, help, item })`), and the
 * labels the form and its problem summary show for a field, a list's item and a path ("News items ›
 * News item 9 › Tags"), computed here once so the two always agree.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A copy of the schema with the words of each named field filled in where the schema declares none. */
export function withFieldWords(schema: JsonSchema, key?: string): JsonSchema {
  const node: JsonSchema = { ...schema };
  const words = key === undefined ? undefined : wordsFor(key);
  if (words) {
    // An optional-and-nullable field carries its own words on the branch that is not null.
    const own = unwrap(node);
    node.label ??= own.label ?? words.label;
    // The schema's own help or description is about this field in particular; the shared words come last.
    node.help ??= own.help ?? node.description ?? own.description ?? words.help;
    node.item ??= own.item ?? words.item;
  }
  if (node.properties) node.properties = Object.fromEntries(Object.entries(node.properties).map(([name, property]) => [name, withFieldWords(property, name)]));
  if (node.items && typeof node.items === "object") node.items = withFieldWords(node.items);
  if (node.prefixItems) node.prefixItems = node.prefixItems.map((item) => withFieldWords(item));
  if (node.additionalProperties && typeof node.additionalProperties === "object") node.additionalProperties = withFieldWords(node.additionalProperties);
  if (node.anyOf) node.anyOf = node.anyOf.map((branch) => withFieldWords(branch));
  if (node.oneOf) node.oneOf = node.oneOf.map((branch) => withFieldWords(branch));
  return node;
}

/** A field's label: its declared words, or (a gap tests/unit/field-words.test.ts reports) its key made readable. */
export function propertyLabel(property: JsonSchema, key: string): string {
  return property.label ?? unwrap(property).label ?? fieldLabel(key);
}

/** "Tag 2", "News item 9": a list's (or a tuple's) item by its word for one, counted from 1. */
export function itemLabel(list: JsonSchema, index: number): string {
  const item = unwrap(list).item ?? "item";
  return `${item.charAt(0).toUpperCase()}${item.slice(1)} ${index + 1}`;
}

/** A record's entry (a service, a docs page): by the title or name it holds, else by its key. */
export function entryLabel(value: unknown, key: string): string {
  if (isObject(value)) {
    const named = value.title ?? value.name;
    if (typeof named === "string" && named.trim() !== "") return named;
  }
  return key;
}

/** The label of each step of a path inside a document: ["newsItems", 8, "tags"] → News items, News item 9, Tags. */
export function pathLabels(schema: JsonSchema, path: DataPath, data: unknown): string[] {
  const labels: string[] = [];
  let node: JsonSchema | undefined = schema;
  let value = data;
  for (const key of path) {
    if (!node) break;
    let current: JsonSchema = unwrap(node);
    if (kindOf(current) === "union") current = branchesOf(current)[branchIndexOf(current, value)]!;
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    const kind = kindOf(current);
    if (kind === "object") {
      node = current.properties?.[String(key)];
      labels.push(node ? propertyLabel(node, String(key)) : fieldLabel(key));
    } else if (kind === "record") {
      node = current.additionalProperties as JsonSchema;
      labels.push(entryLabel(value, String(key)));
    } else if (kind === "list") {
      node = current.items as JsonSchema;
      labels.push(itemLabel(current, Number(key)));
    } else if (kind === "tuple") {
      node = current.prefixItems?.[Number(key)];
      labels.push(itemLabel(current, Number(key)));
    } else {
      node = undefined;
      labels.push(fieldLabel(key));
    }
  }
  return labels;
}
