/**
 * The promise the contact page makes to a client, kept in one place: the page's promise text fills its
 * `{hours}` from here (app/routes/contact.tsx), and the server sets each inquiry's answer due time from
 * here (server/inquiries/store.ts), so what the page says and what the team is held to cannot drift.
 */
export const inquiryPromise = {
  /** A first answer to every inquiry within this many hours of its arrival. */
  responseTimeHours: 24,
} as const;

/** When an inquiry that arrived at `createdAt` must have had its first answer. */
export function answerDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + inquiryPromise.responseTimeHours * 3_600_000);
}

/** A text of the page with its `{hours}` filled in. */
export function withResponseTime(text: string): string {
  return text.replaceAll("{hours}", String(inquiryPromise.responseTimeHours));
}
