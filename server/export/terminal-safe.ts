import { neutralLine, neutralText, replaceInvisible } from "../../app/lib/contracts/neutral-text.ts";

/**
 * Text a visitor typed, made safe to print on an operator's terminal or open in a spreadsheet, by the
 * rules the admin pages and the mail use too (app/lib/contracts/neutral-text.ts): control characters (C0, DEL,
 * C1: ESC sequences that clear the screen, OSC 8 links, a CSI) and Unicode format characters (bidi
 * overrides and isolates that reorder what is shown, zero-width characters, soft hyphens) are removed.
 */

/** For one line of a table: every run of whitespace (newlines included) becomes one space, the rest goes. */
export const terminalSafeLine = neutralLine;

/** For a CSV cell, where line breaks are legitimate inside quotes: keeps `\n` (and tabs), removes the rest. */
export const terminalSafeText = neutralText;

/**
 * JSON keeps the data whole but writes every control, format and separator character as a \u escape
 * (JSON.stringify escapes only C0 controls itself), so the output stays valid JSON and shows nothing raw.
 */
export function terminalSafeJson(value: unknown): string {
  const unicodeEscape = (char: string) => Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
  // Raw newlines in the output are JSON's own indentation; inside strings they are already escaped.
  return replaceInvisible(JSON.stringify(value, null, 2), (char) => (char === "\n" ? "\n" : unicodeEscape(char)));
}
