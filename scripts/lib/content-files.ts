import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { contentDocuments, documentIds, isDocumentId, type DocumentId } from "../../app/content/documents.ts";
import { documentJsonBounds, parseJsonWithin } from "../../app/lib/contracts/bounded-json.ts";
import { changeSummary } from "../../app/lib/editor/content-diff.ts";
import type { Db } from "../../server/db/database.ts";
import { composeDocuments, documentProblems, withDocument } from "../../server/content/documents.ts";
import { everyPublicPath } from "../../server/content/live-content.ts";
import { publishCheckProblems } from "../../server/content/publish-checks.ts";
import { publishVersions, readDraftList, readPublished, type PublishedVersion } from "../../server/content/store.ts";

/**
 * The published content as files and back (`npm run content -- export|import DIR`, decision 014): one
 * file per document in the layout app/content holds (`services.json`, `legal/privacy.json`), 2-space
 * JSON and a newline, so an export copied over app/content is a commit, and app/content itself imports.
 */

/** A document's file inside an export: its id with ".json" (the id "legal/privacy" is a folder and a name). */
export function contentFileOf(id: DocumentId): string {
  return `${id}.json`;
}

/** The text of a content file: as the repository writes them. */
export function contentFileText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * The data the site shows for a document: its newest version when that still matches the schema, the
 * repository's shipped data otherwise — as the server does (server/content/documents.ts).
 */
function servedData(published: Map<string, PublishedVersion>, id: DocumentId): unknown {
  const version = published.get(id);
  if (version && contentDocuments[id].schema.safeParse(version.data).success) return version.data;
  return contentDocuments[id].shipped;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `data` with its keys in the order of the repository's file (a list's items follow the item at the same
 * place, or the first): PostgreSQL's jsonb keeps no key order, and an export should differ from the
 * repository only where the content does. Keys the file has not come last.
 */
export function inFileOrder(data: unknown, file: unknown): unknown {
  if (Array.isArray(data)) return data.map((item, index) => inFileOrder(item, Array.isArray(file) ? (file[index] ?? file[0]) : undefined));
  if (!isRecord(data)) return data;
  const template = isRecord(file) ? file : {};
  const keys = [...Object.keys(template).filter((key) => Object.hasOwn(data, key)), ...Object.keys(data).filter((key) => !Object.hasOwn(template, key))];
  return Object.fromEntries(keys.map((key) => [key, inFileOrder(data[key], template[key])]));
}

export interface ExportResult {
  files: string[];
  /** How many documents came from a published version rather than the shipped data. */
  published: number;
}

export async function exportContent(db: Db, dir: string): Promise<ExportResult> {
  const published = await readPublished(db);
  const files: string[] = [];
  for (const id of documentIds) {
    const file = path.join(dir, contentFileOf(id));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contentFileText(inFileOrder(servedData(published, id), contentDocuments[id].shipped)));
    files.push(contentFileOf(id));
  }
  return { files, published: documentIds.filter((id) => published.has(id)).length };
}

export interface ContentFileProblem {
  file: string;
  /** The field's path in the file ("serviceDetails.web.pricing"); absent for a problem with the whole file. */
  field?: string;
  message: string;
}

export interface ContentFiles {
  documents: Map<DocumentId, unknown>;
  problems: ContentFileProblem[];
  /** JSON files that are no content document (left alone). */
  ignored: string[];
}

function jsonFilesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => file.endsWith(".json") && fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** Reads and validates every content file in `dir`: each one's problems with its file and field. */
export function readContentFiles(dir: string): ContentFiles {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return { documents: new Map(), problems: [{ file: dir, message: "not a folder" }], ignored: [] };
  const documents = new Map<DocumentId, unknown>();
  const problems: ContentFileProblem[] = [];
  const ignored: string[] = [];
  for (const file of jsonFilesUnder(dir)) {
    const id = file.slice(0, -".json".length);
    if (!isDocumentId(id)) {
      ignored.push(file);
      continue;
    }
    // Read within the bounds every document keeps (its value is measured again below), with room for
    // the indentation a file has; a larger file is not read at all.
    const bounds = { ...documentJsonBounds, maxCharacters: 3 * documentJsonBounds.maxCharacters };
    if (fs.statSync(path.join(dir, file)).size > bounds.maxCharacters) {
      problems.push({ file, message: `not read: larger than ${bounds.maxCharacters / 1024 / 1024} MB` });
      continue;
    }
    const reading = parseJsonWithin(fs.readFileSync(path.join(dir, file), "utf8"), bounds);
    if (!reading.ok) {
      problems.push({ file, message: reading.problem === "syntax" ? `not valid JSON: ${reading.parserMessage}` : `not read: ${reading.message}` });
      continue;
    }
    const data = reading.value;
    const found = documentProblems(id, data);
    for (const problem of found) problems.push({ file, ...(problem.path.length > 0 ? { field: problem.path.join(".") } : {}), message: problem.message });
    if (found.length === 0) documents.set(id, data);
  }
  if (documents.size === 0 && problems.length === 0)
    problems.push({ file: dir, message: `holds no content file (${contentFileOf("services")}, ${contentFileOf("legal/privacy")}, …)` });
  return { documents, problems, ignored };
}

export interface ImportResult extends Omit<ContentFiles, "documents"> {
  /** The new version of each changed document, with its summary. */
  published: { id: DocumentId; version: number; summary: string }[];
  unchanged: DocumentId[];
  /** Changed documents whose draft the import replaced (a publish drops the draft it supersedes). */
  draftsReplaced: DocumentId[];
}

/**
 * Imports the content files of `dir`: nothing when any file has a problem; otherwise every changed
 * document as one new version, all in one transaction, audited as `content.import`. A running server
 * picks the versions up within its poll interval (server/content/live-content.ts).
 */
export async function importContent(db: Db, dir: string, actor: string, options: { publishHook?: boolean } = {}): Promise<ImportResult> {
  const { documents, problems, ignored } = readContentFiles(dir);
  if (problems.length > 0) return { problems, ignored, published: [], unchanged: [], draftsReplaced: [] };
  const current = await readPublished(db);
  const drafts = await readDraftList(db);
  const changed: { id: DocumentId; data: unknown; summary: string }[] = [];
  const unchanged: DocumentId[] = [];
  for (const [id, data] of documents) {
    const before = servedData(current, id);
    const { schema } = contentDocuments[id];
    if (isDeepStrictEqual(schema.parse(before), schema.parse(data))) unchanged.push(id);
    else changed.push({ id, data, summary: changeSummary(before, data) });
  }
  let next = composeDocuments(current, () => {});
  for (const { id, data } of changed) next = withDocument(next, id, contentDocuments[id].schema.parse(data));
  // An import publishes: what a publish must not ship (server/content/publish-checks.ts) stops it too.
  const refused = changed.flatMap(({ id, data }) =>
    publishCheckProblems(id, data, next).map((problem) => ({
      file: contentFileOf(id),
      ...(problem.path.length > 0 ? { field: problem.path.join(".") } : {}),
      message: problem.message,
    })),
  );
  if (refused.length > 0) return { problems: refused, ignored, published: [], unchanged: [], draftsReplaced: [] };
  // The CDN's hook (decision 016): an import renders nothing, so its hook lists every page of the site.
  const hookPaths = options.publishHook && changed.length > 0 ? everyPublicPath(next) : undefined;
  const versions =
    changed.length === 0
      ? new Map<string, number>()
      : await publishVersions(
          db,
          changed.map(({ id, data, summary }) => ({ documentId: id, data, summary, source: "import", actor })),
          undefined,
          { hookPaths },
        );
  return {
    problems,
    ignored,
    published: changed.map(({ id, summary }) => ({ id, version: versions.get(id)!, summary })),
    unchanged,
    draftsReplaced: changed.filter(({ id }) => drafts.has(id)).map(({ id }) => id),
  };
}
