import { neutralText } from "../../app/lib/contracts/neutral-text.ts";

/**
 * A cell a spreadsheet opens as text, whatever a visitor typed into it. Control, format and bidi
 * characters are removed (app/lib/contracts/neutral-text.ts; line breaks stay, inside quotes). A value a spreadsheet
 * would read as a formula (starting with = + - @, their full-width forms, tab or carriage return,
 * even after spaces) gets a leading apostrophe. Every cell is quoted, quotes doubled (RFC 4180).
 */
const formulaStart = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number") return `"${value}"`;
  const text = neutralText(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A header line and one line per record, in the given column order, each line ending in `\n`. */
export function toCsv<Column extends string>(columns: readonly Column[], records: Record<Column, string | number | null>[]): string {
  return [columns.map(csvCell).join(","), ...records.map((record) => columns.map((column) => csvCell(record[column])).join(","))].join("\n") + "\n";
}
