/**
 * Which characters the site's text may hold: what a page (HTML), the news feed (XML 1.0) and the
 * database (PostgreSQL's jsonb) can all carry. Control characters (C0, DEL, C1), noncharacters (U+FFFE,
 * U+FFFF, …) and lone surrogates are invisible or unrepresentable there: XML refuses most of them
 * outright, HTML calls them parse errors and jsonb cannot store U+0000 or a lone surrogate. The content
 * schemas' text primitives (common.ts) refuse them with a sentence for the editor beside the field.
 */

/** Whether a field's text may run over several lines (a text area), or is one line (a text input). */
export type TextLines = "one" | "many";

/**
 * The longest text edited on one line (a text input, app/lib/editor/document-form.ts); longer text gets a text
 * area and may hold line breaks. Here, not in common.ts, so the editor's browser code need not load zod.
 */
export const oneLineTextMax = 160;

/** Controls, lone surrogates and noncharacters: nothing an editor means to type. */
const unshowable = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
const unshowableEverywhere = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

/** The controls that lay out text over lines: allowed in a text area, a mistake in a one-line field. */
const lineLayout = new Set(["\t", "\n", "\r"]);

function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Why `text` cannot be kept as it is — the first character a page, the feed or the database cannot
 * hold, where it is, in words for the editor — or undefined when every character is fine.
 */
export function unshowableCharacterProblem(text: string, lines: TextLines): string | undefined {
  if (!unshowable.test(text) && (lines === "many" || !/[\t\n\r]/.test(text))) return undefined;
  let position = 0;
  for (const char of text) {
    position++;
    const layout = lineLayout.has(char);
    if (layout && lines === "many") continue;
    if (layout) return `This field is one line: remove the ${char === "\t" ? "tab" : "line break"} at character ${position}.`;
    if (!unshowable.test(char)) continue;
    // A lone surrogate is one UTF-16 unit that for…of yields alone; it has no character to name.
    if (/\p{Cs}/u.test(char)) return `Remove the broken character at character ${position} (half of a character pair): it cannot be stored.`;
    if (/\p{Cc}/u.test(char))
      return `Remove the invisible control character (${codePointName(char)}) at character ${position}: a page, the news feed and the database cannot hold it.`;
    return `Remove the character ${codePointName(char)} at character ${position}: it is not a character a page or the news feed can show.`;
  }
  return undefined;
}

/**
 * Text with every character `unshowableCharacterProblem` refuses removed, line layout kept: for text
 * stored before the rule existed, so a version published then still renders (minus what was invisible).
 */
export function withoutUnshowableCharacters(text: string): string {
  return text.replace(unshowableEverywhere, (char) => (lineLayout.has(char) ? char : ""));
}
