import type { DeliveryState } from "../../app/lib/admin-services.ts";
import type { Db } from "../db/database.ts";
import type { MailStatus } from "../db/schema.ts";
import { deliveryStateOf, type MessageDelivery } from "../mail/delivery-state.ts";

/** The words the detail page uses for a message's status; the time in brackets follows (sent, or next attempt). */
const statusWords: Record<MailStatus, string> = {
  pending: "waiting to be sent, next attempt",
  sent: "sent",
  failed: "failed",
  skipped: "not sent",
};

function describe(label: string, message: MessageDelivery): DeliveryState["messages"][number] {
  const tries = message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`;
  const at = message.status === "sent" ? message.sentAt : message.status === "pending" ? message.nextAttemptAt : null;
  const detail = [message.attempts > 0 ? `${tries} so far` : "", message.lastError ?? ""]
    .filter(Boolean)
    .join(" — ");
  return { label, state: statusWords[message.status], ...(at ? { at: at.toISOString() } : {}), ...(detail ? { detail } : {}) };
}

/**
 * The detail page's view of an application's e-mails, read from the mail outbox (issue 9): the team's
 * notification and the applicant's confirmation, each with its status, attempts and last SMTP answer.
 */
export async function inboxDeliveryState(db: Db, applicationId: number): Promise<DeliveryState> {
  const delivery = await deliveryStateOf(db, applicationId);
  const messages: DeliveryState["messages"] = [];
  if (delivery.notification) messages.push(describe("Notification to the hiring team", delivery.notification));
  if (delivery.confirmation) messages.push(describe("Confirmation to the applicant", delivery.confirmation));
  return { messages };
}
