/**
 * JSON from people — an editor's JSON field, a content file to import, an application sent to the API —
 * read within bounds on its nesting and its length, checked on the text before it is parsed. A value
 * nested thousands deep overflows the stack of the recursive steps after the parse (validation, copies,
 * rendering the form, the database's jsonb), and a long one costs memory in each of them.
 */

export interface JsonBounds {
  /** Levels of arrays and objects: `[]` is one level, `[[]]` two. */
  maxDepth: number;
  /** The text's length in UTF-16 units (what JavaScript counts), or a value's length were it written out. */
  maxCharacters: number;
}

/**
 * A whole content document: the shipped ones nest at most 9 levels and hold at most 28 K characters, and
 * the editor's form (a 1 MB post) cannot carry more than this. Every check of a document uses these.
 */
export const documentJsonBounds: JsonBounds = { maxDepth: 32, maxCharacters: 2 * 1024 * 1024 };

export type JsonReading =
  | { ok: true; value: unknown }
  | { ok: false; problem: "length" | "depth"; message: string }
  /** `parserMessage`: where JSON.parse stopped, quoting the text there (for its author, never for a log). */
  | { ok: false; problem: "syntax"; message: string; parserMessage: string };

const characters = (count: number) => `${count.toLocaleString("en-US")} characters`;

/** The deepest nesting of `[` and `{` outside strings in JSON text, counted only until it passes `limit`. */
function nestingOf(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next unit is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      deepest = Math.max(deepest, depth);
      if (deepest > limit) return deepest;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Parses JSON text within `bounds`; too long, too deep or not JSON gives a sentence saying which. */
export function parseJsonWithin(text: string, bounds: JsonBounds): JsonReading {
  if (text.length > bounds.maxCharacters) return { ok: false, problem: "length", message: `It is longer than ${characters(bounds.maxCharacters)}.` };
  if (nestingOf(text, bounds.maxDepth) > bounds.maxDepth) {
    return {
      ok: false,
      problem: "depth",
      message: `It is nested more than ${bounds.maxDepth} level${bounds.maxDepth === 1 ? "" : "s"} deep (lists and groups inside each other).`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: "syntax", message: "It is not valid JSON.", parserMessage: (error as Error).message };
  }
}

/**
 * Why a value already parsed (a draft read back from the database) is beyond `bounds`, or undefined when
 * it is within them. Walks the value without recursion and stops at the first bound passed, so a value
 * of any depth or size is measured safely.
 */
export function jsonBeyondBounds(value: unknown, bounds: JsonBounds): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let written = 0;
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current.value !== null && typeof current.value === "object") {
      const depth = current.depth + 1;
      if (depth > bounds.maxDepth) return `it is nested more than ${bounds.maxDepth} levels deep`;
      if (Array.isArray(current.value)) {
        written += 2 + current.value.length;
        for (const item of current.value) pending.push({ value: item, depth });
      } else {
        written += 2;
        for (const [key, item] of Object.entries(current.value)) {
          written += key.length + 4;
          pending.push({ value: item, depth });
        }
      }
    } else {
      written += typeof current.value === "string" ? current.value.length + 2 : String(current.value).length;
    }
    if (written > bounds.maxCharacters) return `it is longer than ${characters(bounds.maxCharacters)}`;
  }
  return undefined;
}
