/**
 * Text a visitor typed, made safe to print on an operator's terminal or open in a spreadsheet.
 * Control characters (C0, DEL, C1: ESC sequences that clear the screen, OSC 8 links, a CSI) and
 * Unicode format characters (bidi overrides and isolates that reorder what is shown, zero-width
 * characters, soft hyphens) are removed; line and paragraph separators become spaces.
 */
const invisible = /[\p{Cc}\p{Cf}]/gu;
const lineSeparators = /[\u2028\u2029]/g;

/** For one line of a table: every run of whitespace (newlines included) becomes one space, then the rest goes. */
export function terminalSafeLine(text: string): string {
  return text.replace(/\s+/g, " ").replace(invisible, "");
}

/** For a CSV cell, where line breaks are legitimate inside quotes: keeps `\n`, removes the rest. */
export function terminalSafeText(text: string): string {
  return text
    .replaceAll("\r\n", "\n")
    .replace(lineSeparators, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === "\n" ? "\n" : ""));
}

/**
 * JSON keeps the data whole but writes every control, format and separator character as a \u escape
 * (JSON.stringify escapes only C0 controls itself), so the output stays valid JSON and shows nothing raw.
 */
export function terminalSafeJson(value: unknown): string {
  const escape = (char: string) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
  // Raw newlines in the output are JSON's own indentation; inside strings they are already escaped.
  return JSON.stringify(value, null, 2).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => (char === "\n" ? "\n" : escape(char)));
}
