import type { UndeliveredMessage } from "../../server/mail/delivery-state.ts";
import { terminalSafeLine } from "../../server/export/terminal-safe.ts";

/**
 * `npm run applications -- --outbox`: the messages not delivered yet (pending) or given up (failed),
 * oldest first, with their last SMTP answer. Every cell made terminal-safe.
 */
export function renderOutbox(messages: UndeliveredMessage[], hiringEmails: string[]): string {
  if (messages.length === 0) return "The outbox is empty: every message was sent (or skipped by the per-address limit).\n";
  const time = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
  const clip = (value: string, width: number) => {
    const text = terminalSafeLine(value);
    return (text.length > width ? text.slice(0, width - 1) + "…" : text).padEnd(width);
  };
  const widths = [6, 11, 22, 8, 5, 20, 20, 30, 50];
  const header = ["id", "application", "kind", "status", "tries", "queued", "next attempt", "to", "last answer"];
  const line = (cells: string[]) => cells.map((cell, i) => clip(cell, widths[i] ?? 20)).join(" ");
  const team = hiringEmails.join(", ");
  const rows = messages.map((message) =>
    line([
      String(message.id),
      `#${message.applicationId}`,
      message.kind,
      message.status,
      String(message.attempts),
      time(message.createdAt),
      message.status === "pending" ? time(message.nextAttemptAt) : "-",
      message.kind === "team-notification" ? team : message.applicantEmail,
      message.lastError ?? "",
    ]),
  );
  const pending = messages.filter((message) => message.status === "pending").length;
  const failed = messages.length - pending;
  const footer = `\n${pending} pending, ${failed} failed.` + (failed > 0 ? " Requeue the failed ones with: npm run applications -- --retry-failed" : "");
  return [line(header), "-".repeat(line(header).length), ...rows, footer].join("\n") + "\n";
}
