import type { Response } from "express";
import { csvCell } from "./csv.ts";
import { terminalSafeJson } from "./terminal-safe.ts";

/**
 * An export written a page of records at a time, byte for byte what `toCsv` and `terminalSafeJson`
 * make of the whole list at once (tests/unit/export-stream.test.ts): a CSV header and a line per record;
 * a JSON array indented by two spaces, then a newline.
 */
export interface ExportWriter<Column extends string> {
  start(): string;
  rows(records: Record<Column, string | number | null>[]): string;
  end(): string;
}

export function exportWriter<Column extends string>(format: "csv" | "json", columns: readonly Column[]): ExportWriter<Column> {
  if (format === "csv") {
    return {
      start: () => `${columns.map(csvCell).join(",")}\n`,
      rows: (records) => records.map((record) => `${columns.map((column) => csvCell(record[column])).join(",")}\n`).join(""),
      end: () => "",
    };
  }
  let any = false;
  return {
    start: () => "[",
    rows: (records) =>
      records
        .map((record) => {
          // Raw newlines in terminalSafeJson's output are its indentation only: indent them one level more.
          const item = `${any ? "," : ""}\n  ${terminalSafeJson(record).replaceAll("\n", "\n  ")}`;
          any = true;
          return item;
        })
        .join(""),
    end: () => (any ? "\n]\n" : "]\n"),
  };
}

/**
 * Writes a chunk and waits until the connection takes more (backpressure), so a slow download holds one
 * page in memory, not the export. False when the client has gone away.
 */
export async function writeWhenReady(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (chunk === "" || res.write(chunk)) return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => () => {
      res.off("drain", onDrain);
      res.off("close", onClose);
      resolve(ready);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.once("drain", onDrain);
    res.once("close", onClose);
  });
}
