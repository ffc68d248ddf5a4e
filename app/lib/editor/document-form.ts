import { oneLineTextMax } from "../../content/schemas/text-characters.ts";
import { documentJsonBounds, parseJsonWithin } from "../contracts/bounded-json.ts";

/**
 * The site editor's forms, generated from a document's schema (decision 015): the zod schema is the one
 * description of a document, converted to JSON Schema (`z.toJSONSchema`), and this module reads that to
 * name each field, to turn a posted form back into the document's data, and to add, remove and move
 * list items. The admin has no script (decision 010), so list operations are submit buttons that post
 * the whole form with an `_op`; the server applies them and saves the draft.
 *
 * Field names are the data's path after a prefix: `v.serviceDetails.web.pricing`, `v.process.2.title`.
 * `n.<path>` carries a list's length and `k.<path>` a record's keys, so the post alone rebuilds the shape.
 * A value that may take one of several shapes (a news item that is an article or a brief, a policy's
 * block that is text, a list or a table) carries its shape's number in `u.<path>`, chosen from a list.
 * A shape this reader does not know is edited as JSON text (`j.<path>`), validated like everything else.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  title?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  readOnly?: boolean;
  /** A record's keys (`z.record(slugSchema, …)`): a pattern, or a fixed list. */
  propertyNames?: JsonSchema;
  /** The field's name, its one-line help and a list's word for one item, for people (app/lib/editor/field-labels.ts). */
  label?: string;
  help?: string;
  item?: string;
}

export type DataPath = (string | number)[];

export function fieldName(prefix: "v" | "n" | "k" | "j" | "u", path: DataPath): string {
  return [prefix, ...path].join(".");
}

/** The schema without a null branch: an optional or nullable field is edited as the field itself. */
export function unwrap(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const real = branches.filter((branch) => branch.type !== "null" && !(branch as { not?: unknown }).not);
    if (real.length === 1 && real[0]) {
      const words = { label: schema.label ?? real[0].label, help: schema.help ?? real[0].help, item: schema.item ?? real[0].item };
      return {
        ...real[0],
        description: schema.description ?? real[0].description,
        ...Object.fromEntries(Object.entries(words).filter(([, word]) => word !== undefined)),
      };
    }
  }
  return schema;
}

export type FieldKind = "text" | "longText" | "number" | "boolean" | "choice" | "constant" | "union" | "object" | "record" | "list" | "tuple" | "json";

/** Every shape a value of this schema may take, nested choices flattened (null left out). */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const node = unwrap(schema);
  const branches = node.anyOf ?? node.oneOf;
  if (!branches) return [node];
  return branches.filter((branch) => branch.type !== "null").flatMap(branchesOf);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a value has a branch's shape: its type, its fixed fields (`kind: "table"`), its required keys. */
function fits(branch: JsonSchema, value: unknown): boolean {
  if (branch.const !== undefined) return value === branch.const;
  const type = Array.isArray(branch.type) ? branch.type[0] : branch.type;
  if (type === "string") return typeof value === "string";
  if (type === "number" || type === "integer") return typeof value === "number";
  if (type === "boolean") return typeof value === "boolean";
  if (type === "array") return Array.isArray(value);
  if (type === "object") {
    if (!isObject(value)) return false;
    const fixed = Object.entries(branch.properties ?? {}).every(([key, property]) => property.const === undefined || value[key] === property.const);
    return fixed && (branch.required ?? []).every((key) => key in value);
  }
  return false;
}

/** The number of the shape a value has among a union's branches (the first when none fits: a new item). */
export function branchIndexOf(schema: JsonSchema, value: unknown): number {
  const index = branchesOf(schema).findIndex((branch) => fits(branch, value));
  return Math.max(0, index);
}

/** What the editor calls a shape: its fixed kind ("Table"), or its type. */
export function branchLabel(branch: JsonSchema): string {
  const fixed = Object.values(branch.properties ?? {}).find((property) => property.const !== undefined)?.const;
  if (typeof fixed === "string") return fixed.charAt(0).toUpperCase() + fixed.slice(1).replace(/-/g, " ");
  const type = Array.isArray(branch.type) ? branch.type[0] : branch.type;
  if (type === "string") return "Text";
  if (type === "array") return "Text with links";
  return branch.title ?? "Group";
}

export function kindOf(schema: JsonSchema): FieldKind {
  const node = unwrap(schema);
  if (node.const !== undefined) return "constant";
  if (node.enum) return "choice";
  if ((node.anyOf ?? node.oneOf) && branchesOf(node).length > 1) return "union";
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== "null") : node.type;
  // Long prose gets a text area; a value without a limit (a link, a path, a date) stays one line.
  if (type === "string") return (node.maxLength !== undefined && node.maxLength > oneLineTextMax) || node.format === "markdown" ? "longText" : "text";
  if (type === "number" || type === "integer") return "number";
  if (type === "boolean") return "boolean";
  if (type === "array") {
    if (node.prefixItems) return "tuple";
    if (node.items && typeof node.items === "object") return "list";
    return "json";
  }
  if (type === "object") {
    if (node.properties) return "object";
    if (node.additionalProperties && typeof node.additionalProperties === "object") return "record";
  }
  return "json";
}

/** An empty value of a schema: what "Add" puts in a list. */
export function emptyValue(schema: JsonSchema): unknown {
  const node = unwrap(schema);
  if (node.default !== undefined) return structuredClone(node.default);
  switch (kindOf(node)) {
    case "text":
    case "longText":
      return "";
    case "number":
      return node.minimum ?? 0;
    case "boolean":
      return false;
    case "choice":
      return node.enum?.[0];
    case "constant":
      return node.const;
    case "union":
      return emptyValue(branchesOf(node)[0] ?? {});
    case "object":
      return Object.fromEntries((node.required ?? []).map((key) => [key, emptyValue(node.properties?.[key] ?? {})]));
    case "tuple":
      return (node.prefixItems ?? []).map(emptyValue);
    case "list":
      return [];
    case "record":
      return {};
    default:
      return null;
  }
}

/**
 * Nothing filled in: empty text, an unticked switch, an empty list, a group of such. An optional field
 * left so is left out of the data, as it was before the form showed it (its inputs are always shown).
 */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}

/** A field whose posted text could not be read at all (JSON too deep or too long), with why. */
export interface UnreadField {
  path: DataPath;
  message: string;
}

/** A JSON field's text: no legitimate one comes near this, and one this long costs every step after it. */
export const jsonFieldMaxCharacters = 64 * 1024;

/**
 * Reads one field's value back from the form, shaped by its schema. A JSON field too deep or too long
 * to read is kept as its text (as one that is not JSON is) and added to `unread`: the post must then be
 * refused with those messages beside their fields, not saved.
 */
export function readForm(schema: JsonSchema, form: URLSearchParams, path: DataPath = [], unread: UnreadField[] = []): unknown {
  const node = unwrap(schema);
  const kind = kindOf(node);
  const raw = form.get(fieldName("v", path));
  switch (kind) {
    case "text":
    case "longText":
      return raw === null ? undefined : raw.replace(/\r\n?/g, "\n");
    case "number": {
      if (raw === null || raw.trim() === "") return undefined;
      const number = Number(raw);
      // A value that is not a number stays as typed, so the schema names the field and the editor sees it again.
      return Number.isFinite(number) ? number : raw;
    }
    case "boolean":
      return raw === "on" || raw === "true";
    case "choice":
      return raw === null || raw === "" ? undefined : (node.enum?.find((option) => String(option) === raw) ?? raw);
    case "constant":
      return node.const;
    case "union": {
      const branches = branchesOf(node);
      const chosen = Number(form.get(fieldName("u", path)));
      const branch = branches[Number.isInteger(chosen) && chosen >= 0 && chosen < branches.length ? chosen : 0]!;
      const read = readForm(branch, form, path, unread);
      // Another shape just chosen (a brief made an article): its fields the form did not show yet start
      // empty, so the value has the chosen shape and the next form shows them.
      const empty = emptyValue(branch);
      return isObject(empty) && isObject(read) ? { ...empty, ...read } : read;
    }
    case "object": {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        const value = readForm(property, form, [...path, key], unread);
        const optional = !(node.required ?? []).includes(key);
        // An optional field or group left empty is absent, not an empty value the schema would refuse.
        if (value === undefined || (optional && isBlank(value))) continue;
        result[key] = value;
      }
      return result;
    }
    case "record": {
      const keys = (form.get(fieldName("k", path)) ?? "").split(",").filter(Boolean);
      return Object.fromEntries(keys.map((key) => [key, readForm(node.additionalProperties as JsonSchema, form, [...path, key], unread)]));
    }
    case "tuple":
      return (node.prefixItems ?? []).map((item, index) => readForm(item, form, [...path, index], unread));
    case "list": {
      const count = form.get(fieldName("n", path));
      if (count === null) return undefined;
      const length = Math.min(Number(count) || 0, 1000);
      return Array.from({ length }, (_, index) => readForm(node.items as JsonSchema, form, [...path, index], unread));
    }
    default: {
      const text = form.get(fieldName("j", path));
      if (text === null || text.trim() === "") return undefined;
      // The field's value sits `path.length` levels into the document, which as a whole has its bound.
      const reading = parseJsonWithin(text, { maxDepth: documentJsonBounds.maxDepth - path.length, maxCharacters: jsonFieldMaxCharacters });
      if (reading.ok) return reading.value;
      if (reading.problem !== "syntax") unread.push({ path, message: `This JSON was not read: ${reading.message}` });
      return text;
    }
  }
}

/** An image an editor may choose for an image field: an upload from the media page (app/lib/contracts/media-services.ts). */
export interface ImageChoice {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** What the choice is called in the list: the file's name and its size. */
  label: string;
}

/** Whether a schema is an image (src, alt, width, height) the editor picks from the uploaded images. */
export function isImageSchema(schema: JsonSchema): boolean {
  const node = unwrap(schema);
  return node.format === "image" && kindOf(node) === "object";
}

/** The uploaded image an address belongs to (any of its widths and formats), by its content hash. */
function choiceFor(src: unknown, library: readonly ImageChoice[]): ImageChoice | undefined {
  const hash = typeof src === "string" ? /^\/media\/([0-9a-f]{32})-/.exec(src)?.[1] : undefined;
  return hash ? library.find((choice) => choice.src.startsWith(`/media/${hash}-`)) : undefined;
}

/**
 * The form posts only which image an image field holds (and its alt text): its width and height come
 * from the upload it names, so the page reserves the right space (no layout shift), and its alt text
 * from the upload when the field was left blank. Anything not an upload is left as posted.
 */
export function withImageDetails(schema: JsonSchema, value: unknown, library: readonly ImageChoice[]): unknown {
  const node = unwrap(schema);
  const kind = kindOf(node);
  if (kind === "union") return withImageDetails(branchesOf(node)[branchIndexOf(node, value)]!, value, library);
  if (kind === "object" && isObject(value)) {
    if (isImageSchema(node)) {
      const choice = choiceFor(value.src, library);
      if (!choice) return value;
      const alt = typeof value.alt === "string" && value.alt.trim() !== "" ? value.alt : choice.alt;
      return { ...value, src: choice.src, alt, width: choice.width, height: choice.height };
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, node.properties?.[key] ? withImageDetails(node.properties[key], item, library) : item]),
    );
  }
  if (kind === "record" && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withImageDetails(node.additionalProperties as JsonSchema, item, library)]));
  }
  if (kind === "list" && Array.isArray(value)) return value.map((item) => withImageDetails(node.items as JsonSchema, item, library));
  if (kind === "tuple" && Array.isArray(value))
    return value.map((item, index) => (node.prefixItems?.[index] ? withImageDetails(node.prefixItems[index], item, library) : item));
  return value;
}

/** The schema of the value at `path` inside a document, or undefined. */
export function schemaAt(schema: JsonSchema, path: DataPath, data?: unknown): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  let value = data;
  for (const key of path) {
    if (!node) return undefined;
    let current: JsonSchema = unwrap(node);
    // A choice of shapes: the one the data has here.
    if (kindOf(current) === "union") current = branchesOf(current)[branchIndexOf(current, value)]!;
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    const kind = kindOf(current);
    if (kind === "object") node = current.properties?.[String(key)];
    else if (kind === "record") node = current.additionalProperties as JsonSchema;
    else if (kind === "list") node = current.items as JsonSchema;
    else if (kind === "tuple") node = current.prefixItems?.[Number(key)];
    else return undefined;
  }
  return node;
}

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data);
}

/**
 * A list operation posted by one of the form's buttons: add an item, remove, move up or down. A record
 * (pages keyed by their slug) takes "add" with the new entry's key and "remove" with an entry's key.
 */
export interface ListOperation {
  op: "add" | "remove" | "up" | "down";
  /** The list's (or record's) path. */
  list: DataPath;
  /** The item's index (not for "add"). */
  index?: number;
  /** A record entry's key: the one to remove, or the new one to add. */
  key?: string;
}

/** A key an operation may name: a slug-like word (a key with a dot or a comma would split a field's name). */
const recordKeyPattern = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * "add:process" / "remove:process.2" / "up:features.1" / "remove:docsPages.setup" → the operation;
 * undefined for anything else. `newKey` is what was typed as a new record entry's key.
 */
export function parseOperation(value: string | null, newKey?: string | null): ListOperation | undefined {
  const match = /^(add|remove|up|down):([\w.-]+)$/.exec(value ?? "");
  if (!match) return undefined;
  const path: DataPath = match[2]!.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const op = match[1] as ListOperation["op"];
  if (op === "add") {
    const key = newKey?.trim();
    return key ? { op, list: path, key } : { op, list: path };
  }
  const index = path.pop();
  if (typeof index === "number") return { op, list: path, index };
  return op === "remove" && index !== undefined ? { op, list: path, key: index } : undefined;
}

/** Applies "add" and "remove" to a record: a new entry under a new key (its `slug` the key, when it holds one). */
function applyRecordOperation(node: JsonSchema, data: unknown, { op, list, key }: ListOperation): unknown {
  if (key === undefined || !recordKeyPattern.test(key) || node.propertyNames?.enum) return data;
  const copy = structuredClone(data);
  const entries = valueAt(copy, list);
  if (!isObject(entries)) return data;
  if (op === "remove" && key in entries) delete entries[key];
  if (op === "add" && !(key in entries)) {
    const fresh = emptyValue(node.additionalProperties as JsonSchema);
    entries[key] = isObject(fresh) && "slug" in fresh ? { ...fresh, slug: key } : fresh;
  }
  return copy;
}

/** A new item of a list numbered by `id` (news items) takes the next free number, so its address is new. */
function withNextId(item: unknown, items: unknown[]): unknown {
  if (!isObject(item) || typeof item.id !== "number") return item;
  const ids = items.map((entry) => (isObject(entry) && typeof entry.id === "number" ? entry.id : 0));
  return { ...item, id: Math.max(0, ...ids) + 1 };
}

/** Applies a list operation to a document's data; anything that does not name a list of the schema is left alone. */
export function applyOperation(schema: JsonSchema, data: unknown, operation: ListOperation): unknown {
  const { op, list, index } = operation;
  const listSchema = schemaAt(schema, list, data);
  if (listSchema && kindOf(listSchema) === "record") return applyRecordOperation(unwrap(listSchema), data, operation);
  if (!listSchema || kindOf(listSchema) !== "list") return data;
  const copy = structuredClone(data);
  const items = valueAt(copy, list);
  if (!Array.isArray(items)) return data;
  const node = unwrap(listSchema);
  if (op === "add") {
    if (node.maxItems === undefined || items.length < node.maxItems) items.push(withNextId(emptyValue(node.items as JsonSchema), items));
  } else if (index !== undefined && index >= 0 && index < items.length) {
    if (op === "remove") items.splice(index, 1);
    if (op === "up" && index > 0) items.splice(index - 1, 0, ...items.splice(index, 1));
    if (op === "down" && index < items.length - 1) items.splice(index + 1, 0, ...items.splice(index, 1));
  }
  return copy;
}

/**
 * The list item a list button leaves in view, as a dotted path (`recentProjects.2`), for the form to show
 * it unfolded (document-fields.tsx `OpenItems`): the item just added (the list's last, in `after`, the data
 * the operation made) or the one just moved; none after a removal or for a record's entry.
 */
export function itemOpenedBy(operation: ListOperation, after: unknown): string | undefined {
  const { op, list, index } = operation;
  const items = valueAt(after, list);
  if (!Array.isArray(items)) return undefined;
  const at = op === "add" ? items.length - 1 : index === undefined ? -1 : op === "up" ? index - 1 : op === "down" ? index + 1 : -1;
  return at >= 0 && at < items.length ? [...list, at].join(".") : undefined;
}

/** An item path as `?open=` may carry it back to a form (what `itemOpenedBy` makes), or undefined. */
export function openedItemParam(value: string | null): string | undefined {
  return value && /^[\w-]+(\.[\w-]+){0,31}$/.test(value) && value.length <= 300 ? value : undefined;
}

/**
 * Where a list button's round trip (without JavaScript) lands: the form again at the item the button left in
 * view, unfolded (`?open=`), or at the list after a removal.
 */
export function addressAfterOperation(here: string, operation: ListOperation, after: unknown): string {
  const open = itemOpenedBy(operation, after);
  return open ? `${here}?open=${open}#f-${open.split(".").join("-")}` : `${here}#f-${operation.list.join("-")}`;
}

/**
 * The fields the editor's form posts for a document's data (components/admin/content/document-fields.tsx
 * renders exactly these names): what `readForm` reads back. Scripts and tests post a document with it.
 */
export function formEntries(schema: JsonSchema, value: unknown, path: DataPath = []): [string, string][] {
  const node = unwrap(schema);
  const kind = kindOf(node);
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  switch (kind) {
    case "object":
      return Object.entries(node.properties ?? {}).flatMap(([key, property]) => formEntries(property, record[key], [...path, key]));
    case "record": {
      const keys = Object.keys(record);
      return [
        [fieldName("k", path), keys.join(",")],
        ...keys.flatMap((key) => formEntries(node.additionalProperties as JsonSchema, record[key], [...path, key])),
      ];
    }
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      return (node.prefixItems ?? []).flatMap((item, index) => formEntries(item, items[index], [...path, index]));
    }
    case "list": {
      const items = Array.isArray(value) ? value : [];
      return [[fieldName("n", path), String(items.length)], ...items.flatMap((item, index) => formEntries(node.items as JsonSchema, item, [...path, index]))];
    }
    case "constant":
      return [];
    case "union": {
      const index = branchIndexOf(node, value);
      return [[fieldName("u", path), String(index)], ...formEntries(branchesOf(node)[index]!, value, path)];
    }
    case "boolean":
      return value === true ? [[fieldName("v", path), "on"]] : [];
    case "json":
      return value === undefined ? [] : [[fieldName("j", path), JSON.stringify(value, null, 2)]];
    default:
      return value === undefined || value === null ? [] : [[fieldName("v", path), String(value)]];
  }
}
