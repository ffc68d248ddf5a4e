/**
 * Rewrites the copy in a content module's compiled JavaScript, the way an editor might: each word of four
 * letters or more is spelt backwards ("summer" → "remmus"). Figures are left as they are — numbers
 * ("$5,000", "18+"), the word on either side of a number ("15 exits", "summer 2025") and units ("2-3
 * business days") — and so are names and terms (NoxGPT, GDPR, HttpOnly), paths and identifiers in
 * prose (/admin, vesper_admin), addresses and HTML tags: only the wording changes.
 * Used by tests/copy-edit/vitest.config.ts.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  [key: string]: unknown;
}

export type RewordMode = "sentences" | "all";

/** True for a string a reader reads as copy, rather than an id, path, class list or enum value. */
export function isCopy(text: string, mode: RewordMode): boolean {
  if (/^(\/|#|https?:|mailto:)/.test(text)) return false;
  const words = text.trim().split(/\s+/);
  if (!/[a-z]{2}/.test(text)) return false;
  return mode === "all" ? words.length >= 2 : words.length >= 4;
}

const units = /^(business|days?|hours?|weeks?|months?|years?|minutes?|seconds?)$/i;

/** A plain word ("summer", "Summer"); names and terms (NoxGPT, HttpOnly, GDPR) are left alone. */
const plainWord = /^(?=[A-Za-z]{4})[A-Z]?[a-z]+$/;

function rewordRun(run: string): string {
  return run.replace(/\S+/g, (token, offset: number) => {
    // Paths, identifiers, settings and template slots in prose (/admin, vesper_admin, SameSite=Lax, {count}) stay.
    if (/[/_=@{}\d]/.test(token)) return token;
    const before = run.slice(0, offset);
    const after = run.slice(offset + token.length);
    if (/\d\S*\s+$/.test(before) || /^\s+\S*\d/.test(after)) return token;
    return token.replace(/[A-Za-z]+/g, (word) => (plainWord.test(word) && !units.test(word) ? [...word].reverse().join("") : word));
  });
}

/** Spells every word of four letters or more backwards, outside HTML tags, entities, URLs and figures. */
export function reword(text: string): string {
  return text
    .split(/(<[^>]*>|&[a-z]+;|https?:\/\/\S+|\S+@\S+)/)
    .map((part, index) => (index % 2 === 1 ? part : rewordRun(part)))
    .join("");
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "range") continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === "object" && typeof (item as Node).type === "string") found.push(item as Node);
    }
  }
  return found;
}

/** The source with every copy string literal (not import sources, not object keys) reworded. */
export function rewordStringLiterals(code: string, program: unknown, mode: RewordMode): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node, parent: Node | undefined) => {
    const isKey = parent?.type === "Property" && parent.key === node && !parent.computed;
    const isModuleSource = parent && /Import|Export/.test(parent.type) && parent.source === node;
    if (node.type === "Literal" && typeof node.value === "string" && !isKey && !isModuleSource && isCopy(node.value, mode)) {
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(reword(node.value)) });
    }
    if (node.type === "TemplateElement") {
      const raw = (node.value as { raw: string }).raw;
      if (isCopy(raw, mode)) edits.push({ start: node.start, end: node.end, text: reword(raw) });
    }
    for (const child of children(node)) visit(child, node);
  };
  visit(program as Node, undefined);
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** A JSON document with every copy string value (not keys) reworded. */
export function rewordJsonValues(value: unknown, mode: RewordMode): unknown {
  if (typeof value === "string") return isCopy(value, mode) ? reword(value) : value;
  if (Array.isArray(value)) return value.map((item) => rewordJsonValues(item, mode));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewordJsonValues(item, mode)]));
  return value;
}
