import type { DeliveryState } from "../../app/lib/contracts/admin-services.ts";
import { neutralLine } from "../../app/lib/contracts/neutral-text.ts";
import { asc, eq } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { jobs, type InquiryMailKind, type JobStatus } from "../db/schema.ts";
import { deliveryStateOf, type MessageDelivery } from "../mail/delivery-state.ts";

/** The words the detail page uses for a message's status; the time in brackets follows (sent, or next attempt). */
const statusWords: Record<JobStatus, string> = {
  pending: "waiting to be sent, next attempt",
  sent: "sent",
  failed: "failed",
  skipped: "not sent",
  // Statuses of the queue's content jobs (decision 016); mail never has them.
  done: "done",
  cancelled: "cancelled",
};

/**
 * Whether this server has mail to send with: SMTP_URL set, or a separate mailer process doing the
 * sending (server/main.ts reads it from the settings and hands it to `createApp`).
 */
export interface MailSetup {
  configured: boolean;
}

/**
 * Without a mail server a waiting message has no next attempt to speak of (its time passes and nothing
 * happens): the page says why it waits, in words for the hiring team who read it (the setting's name,
 * SMTP_URL, is for whoever runs the server, and is in the operators' docs).
 */
export const mailNotConfigured = {
  state: "not sent — this site does not send e-mail yet",
  detail: "It waits and goes out once whoever runs the site sets up its e-mail. Until then, write to the applicant yourself if they need an answer.",
};

/** The SMTP server's last answer may echo what the applicant typed (their address): shown as one neutral line. */
function describe(label: string, message: MessageDelivery, mail: MailSetup): DeliveryState["messages"][number] {
  const tries = message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`;
  const waitingForMail = message.status === "pending" && !mail.configured;
  const at = message.status === "sent" ? message.sentAt : message.status === "pending" && !waitingForMail ? message.nextAttemptAt : null;
  const detail = [waitingForMail ? mailNotConfigured.detail : "", message.attempts > 0 ? `${tries} so far` : "", neutralLine(message.lastError ?? "")]
    .filter(Boolean)
    .join(" — ");
  const state = waitingForMail ? mailNotConfigured.state : statusWords[message.status];
  return { label, state, ...(at ? { at: at.toISOString() } : {}), ...(detail ? { detail } : {}) };
}

/**
 * The detail page's view of an application's e-mails, read from the mail outbox (decision 009): the team's
 * notification and the applicant's confirmation, each with its status, attempts and last SMTP answer.
 */
export async function inboxDeliveryState(db: Db, applicationId: number, mail: MailSetup): Promise<DeliveryState> {
  const delivery = await deliveryStateOf(db, applicationId);
  const messages: DeliveryState["messages"] = [];
  if (delivery.notification) messages.push(describe("Notification to the hiring team", delivery.notification, mail));
  if (delivery.confirmation) messages.push(describe("Confirmation to the applicant", delivery.confirmation, mail));
  return { messages };
}

const inquiryMessageLabels: Record<InquiryMailKind, string> = {
  "inquiry-team-notification": "Notification to the team",
  "inquiry-client-confirmation": "Confirmation to the client",
  "inquiry-answer-reminder": "Reminder to the team if still unanswered when due",
};

/**
 * The inquiry page's view of its e-mails, from the mail outbox: the team's notification, the client's
 * confirmation and the answer-due reminder (waiting until the due time; not sent once answered).
 */
export async function inquiryDeliveryState(db: Db, inquiryId: number, mail: MailSetup): Promise<DeliveryState> {
  const rows = await db.select().from(jobs).where(eq(jobs.inquiryId, inquiryId)).orderBy(asc(jobs.id));
  const messages: DeliveryState["messages"] = [];
  for (const row of rows) {
    const label = inquiryMessageLabels[row.kind as InquiryMailKind];
    if (!label) continue;
    messages.push(
      describe(
        label,
        {
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          sentAt: row.sentAt,
          nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
        },
        mail,
      ),
    );
  }
  return { messages };
}
