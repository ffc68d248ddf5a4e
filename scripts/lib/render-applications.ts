import { applicationColumns, applicationRecord } from "../../server/export/application-records.ts";
import { toCsv } from "../../server/export/csv.ts";
import type { StoredApplication } from "../../server/db/schema.ts";
import type { ApplicationDelivery, MessageDelivery } from "../../server/mail/delivery-state.ts";
import { terminalSafeJson, terminalSafeLine } from "../../server/export/terminal-safe.ts";

export type ApplicationListFormat = "table" | "csv" | "json";

const tableColumns = ["id", "createdAt", "status", "name", "email", "discord", "division", "portfolio", "message", "notification", "confirmation"] as const;
const csvColumns = [...applicationColumns, "notification", "confirmation"] as const;

/** One message's delivery in a word or three: "sent", "pending (2 tries)", "failed", "skipped", or "-" (none). */
export function deliverySummary(message: MessageDelivery | undefined): string {
  if (!message) return "-";
  if (message.status === "pending" && message.attempts > 0) return `pending (${message.attempts} ${message.attempts === 1 ? "try" : "tries"})`;
  return message.status;
}

/**
 * What `npm run applications` prints, with each application's mail delivery. Every cell is visitor text
 * made terminal-safe (server/export/terminal-safe.ts): no escape sequence or bidi override reaches the
 * operator raw. The CSV is the admin export's (server/export/csv.ts): formula-safe, quoted.
 */
export function renderApplications(rows: StoredApplication[], as: ApplicationListFormat, since?: Date, deliveries?: Map<number, ApplicationDelivery>): string {
  const records = rows.map((row) => ({
    ...applicationRecord(row),
    notification: deliverySummary(deliveries?.get(row.id)?.notification),
    confirmation: deliverySummary(deliveries?.get(row.id)?.confirmation),
  }));
  if (as === "json") {
    // JSON carries the whole delivery state (status, attempts, last SMTP answer, sent time).
    const full = records.map((record) => ({
      ...record,
      notification: deliveries?.get(Number(record.id))?.notification ?? null,
      confirmation: deliveries?.get(Number(record.id))?.confirmation ?? null,
    }));
    return terminalSafeJson(full) + "\n";
  }
  if (as === "csv") return toCsv(csvColumns, records);
  if (records.length === 0) return "No applications" + (since ? ` since ${since.toISOString()}` : "") + ".\n";
  const clip = (value: string | number, width: number) => {
    const text = terminalSafeLine(String(value));
    return (text.length > width ? text.slice(0, width - 1) + "…" : text).padEnd(width);
  };
  const widths = {
    id: 5,
    createdAt: 20,
    status: 10,
    name: 20,
    email: 26,
    discord: 12,
    division: 15,
    portfolio: 24,
    message: 40,
    notification: 18,
    confirmation: 18,
  };
  const header = tableColumns.map((c) => clip(c, widths[c])).join(" ");
  const lines = records.map((r) =>
    tableColumns.map((c) => clip(c === "createdAt" ? String(r.createdAt).slice(0, 19).replace("T", " ") : r[c], widths[c])).join(" "),
  );
  return [header, "-".repeat(header.length), ...lines, `\n${records.length} application(s), newest first.`].join("\n") + "\n";
}
