import { z } from "zod";
import { contentDocuments, documentIds, shippedDocuments, type ContentDocuments, type DocumentId } from "../../app/content/documents.ts";
import { schemaAt, type JsonSchema } from "../../app/lib/editor/document-form.ts";
import { withFieldWords } from "../../app/lib/editor/field-labels.ts";
import { ruleMessage } from "../../app/lib/editor/field-messages.ts";
import { documentBytes, maxDocumentBytes } from "../../app/lib/editor/document-limits.ts";
import { unshowableCharacterProblem, withoutUnshowableCharacters } from "../../app/content/schemas/text-characters.ts";
import { documentJsonBounds, jsonBeyondBounds } from "../../app/lib/contracts/bounded-json.ts";
import type { PublishedVersion } from "./store.ts";

export interface DocumentProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Stored data with the characters the text schemas refuse taken out of every string (text-characters.ts),
 * or the data itself when it holds none: a version published before they were refused still renders.
 * Only for data within `documentJsonBounds` (the walk recurses).
 */
function withoutUnshowable(value: unknown): unknown {
  if (typeof value === "string") return withoutUnshowableCharacters(value);
  if (Array.isArray(value)) return value.map(withoutUnshowable);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutUnshowableCharacters(key), withoutUnshowable(item)]));
  return value;
}

/**
 * The site's documents as the database publishes them: each document's newest version where it has one,
 * the repository's shipped data where it has none. A stored version that no longer matches its schema
 * (a deploy changed the schema) is left out, with a warning, so the site keeps rendering.
 */
export function composeDocuments(published: Map<string, PublishedVersion>, warn: (message: string) => void = () => {}): ContentDocuments {
  const documents: Record<string, unknown> = { ...shippedDocuments };
  for (const id of documentIds) {
    const version = published.get(id);
    if (!version) continue;
    const beyond = jsonBeyondBounds(version.data, documentJsonBounds);
    if (beyond) {
      warn(`content: version ${version.version} of "${id}" cannot be read (${beyond}); the shipped data is shown instead`);
      continue;
    }
    const parsed = contentDocuments[id].schema.safeParse(withoutUnshowable(version.data));
    if (parsed.success) documents[id] = parsed.data;
    else warn(`content: version ${version.version} of "${id}" does not match its schema any more; the shipped data is shown instead`);
  }
  return documents as ContentDocuments;
}

// Each document's form is generated from its schema once (decision 015), with its fields' words (decision 034).
const formSchemas = new Map<DocumentId, JsonSchema>();

/** The JSON Schema the editor's form is made from: the document's zod schema, with a label on every field. */
export function documentFormSchema(id: DocumentId): JsonSchema {
  let schema = formSchemas.get(id);
  if (!schema) {
    schema = withFieldWords(z.toJSONSchema(contentDocuments[id].schema, { unrepresentable: "any" }) as JsonSchema);
    formSchemas.set(id, schema);
  }
  return schema;
}

/** One document replaced, the rest as they are: what a publish or a preview renders. */
export function withDocument(documents: ContentDocuments, id: DocumentId, data: unknown): ContentDocuments {
  return { ...documents, [id]: data } as ContentDocuments;
}

/**
 * The documents with a draft in place, for its preview: its data as the schema reads it where it is valid;
 * else as it was saved, so a draft with problems (an article without a tag) previews as far as it renders.
 * Only for a draft within `documentJsonBounds`.
 */
export function withDraft(documents: ContentDocuments, id: DocumentId, draft: unknown): ContentDocuments {
  const parsed = contentDocuments[id].schema.safeParse(draft);
  return withDocument(documents, id, parsed.success ? parsed.data : draft);
}

/** U+0000 and lone surrogates: PostgreSQL's jsonb refuses the whole value when one of its strings holds one. */
const unstorable = /[\u0000\p{Cs}]/u;

/**
 * Every string of the data (values and keys, wherever they are: a JSON field, a record's key, a field
 * the schema does not know) that the database cannot store, as a problem at its field. Walks without
 * recursion, so data of any depth can be checked.
 */
export function unstorableProblems(data: unknown): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (unstorable.test(value)) problems.push({ path, message: unshowableCharacterProblem(value, "many")! });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable.test(key))
          problems.push({ path, message: `A name in this group holds a character that cannot be stored: ${unshowableCharacterProblem(key, "many")}` });
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return problems;
}

/**
 * "field.path: message" per problem of a document's data, each message saying what to do (app/lib/editor/field-messages.ts): beyond the bounds every document keeps (then
 * nothing else is checked), against its schema, and any string the database cannot store where the
 * schema does not look. Empty when the document is valid.
 */
export function documentProblems(id: DocumentId, data: unknown): DocumentProblem[] {
  const beyond = jsonBeyondBounds(data, documentJsonBounds);
  if (beyond) return [{ path: [], message: `This document cannot be kept: ${beyond}.` }];
  const bytes = documentBytes(data);
  if (bytes > maxDocumentBytes)
    return [
      { path: [], message: `holds ${Math.ceil(bytes / 1024)} KB; a document may hold at most ${maxDocumentBytes / 1024} KB: remove items or shorten them` },
    ];
  // A rule's own words (a refine's message) stay; zod's default messages are replaced by what to do, for the field at hand.
  const form = documentFormSchema(id);
  const result = contentDocuments[id].schema.safeParse(data, {
    error: (issue) =>
      ruleMessage(
        issue,
        schemaAt(
          form,
          (issue.path ?? []).filter((key) => typeof key !== "symbol"),
          data,
        ),
      ),
  });
  const problems: DocumentProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.filter((key) => typeof key !== "symbol") as (string | number)[], message: issue.message }));
  const named = new Set(problems.map((problem) => problem.path.join(".")));
  return [...problems, ...unstorableProblems(data).filter((problem) => !named.has(problem.path.join(".")))];
}
