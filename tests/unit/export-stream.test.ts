import { describe, expect, it } from "vitest";
import { toCsv } from "../../server/export/csv.ts";
import { exportWriter } from "../../server/export/export-stream.ts";
import { terminalSafeJson } from "../../server/export/terminal-safe.ts";

const columns = ["id", "name", "message"] as const;
type Row = Record<(typeof columns)[number], string | number | null>;
const records: Row[] = [
  { id: 1, name: '=HYPERLINK("x")', message: 'line one\nline two, "quoted"' },
  { id: 2, name: "Zoë\u202e", message: null },
  { id: 3, name: "Ada", message: "tab\there" },
];

/** What the writer makes of these pages, joined. */
function streamed(format: "csv" | "json", pages: Row[][]): string {
  const writer = exportWriter(format, columns);
  return writer.start() + pages.map((page) => writer.rows(page)).join("") + writer.end();
}

describe("an export written a page at a time", () => {
  for (const pages of [[], [[]], [records], [records.slice(0, 1), records.slice(1)], records.map((record) => [record])]) {
    it(`is byte for byte the export made at once (${pages.length} pages)`, () => {
      const all = pages.flat();
      expect(streamed("csv", pages)).toBe(toCsv(columns, all));
      expect(streamed("json", pages)).toBe(`${terminalSafeJson(all)}\n`);
    });
  }
});
