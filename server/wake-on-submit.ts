import type { ApplicationStore } from "./applications/store.ts";
import type { InquiryStore } from "./inquiries/store.ts";
import type { JobsHandle } from "./jobs/start-jobs.ts";
import type { SubscriptionStore } from "./subscriptions/store.ts";

/** The job loop, and whether this process sends mail (server/mail/mail-jobs.ts). */
type MailWaker = Pick<JobsHandle, "wake"> & { sending: boolean };

/**
 * A store whose new applications wake the delivery loop at once instead of at its next poll — when this
 * process sends mail. Otherwise (no SMTP_URL, or a separate mailer) nothing here could send what they
 * queued, and each wake would only make the job workers look for work they cannot do.
 */
export function wakeDeliveryOnSubmit(store: ApplicationStore, jobs: MailWaker): ApplicationStore {
  if (!jobs.sending) return store;
  return {
    ...store,
    async submit(application, claim) {
      const result = await store.submit(application, claim);
      if (result.kind === "stored" && !result.replayed) jobs.wake();
      return result;
    },
  };
}

/** The same for project inquiries: a stored one wakes the loop, so the team hears of it at once. */
export function wakeDeliveryOnInquiry(store: InquiryStore, jobs: MailWaker): InquiryStore {
  if (!jobs.sending) return store;
  return {
    ...store,
    async submit(inquiry, teamEmails, claim) {
      const result = await store.submit(inquiry, teamEmails, claim);
      if (result.kind === "stored" && !result.replayed) jobs.wake();
      return result;
    },
  };
}

/** The same for newsletter requests: a recorded one wakes the loop, so its confirmation goes out at once. */
export function wakeDeliveryOnSubscribe(store: SubscriptionStore, jobs: MailWaker): SubscriptionStore {
  if (!jobs.sending) return store;
  return {
    ...store,
    async subscribe(email) {
      const result = await store.subscribe(email);
      jobs.wake();
      return result;
    },
  };
}
