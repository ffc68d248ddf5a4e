// What /admin/newsletter asks of the server (server/admin/newsletter.ts): the list's counts, the articles to send, each send's progress.

/** A published blog post or news article, as the newsletter page lists it. */
export interface NewsletterCandidate {
  /** Its public path (`/blog/slug`, `/news/1`): what a send is unique on. */
  path: string;
  section: "Blog" | "News";
  title: string;
  excerpt: string;
  /** YYYY-MM-DD, as published. */
  date: string;
  /** When it was sent to the subscribers, or null. */
  sentAt: string | null;
}

/** One send's progress: its copies by state. */
export interface NewsletterSendProgress {
  id: number;
  articlePath: string;
  title: string;
  sentBy: string;
  createdAt: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
}

/** The list by state: only `confirmed` (and not bounced) receive a send. */
export interface NewsletterCounts {
  pending: number;
  confirmed: number;
  unsubscribed: number;
  bounced: number;
}

export interface NewsletterOverview {
  counts: NewsletterCounts;
  candidates: NewsletterCandidate[];
  sends: NewsletterSendProgress[];
  /** NEWSLETTER_PER_MINUTE. */
  perMinute: number;
}

/** The "Send to subscribers" step for one article: the e-mail as subscribers get it, and how many would. */
export interface NewsletterDraft {
  candidate: NewsletterCandidate;
  subject: string;
  text: string;
  /** Where the HTML part is shown (a sandboxed frame of the page). */
  htmlPreviewUrl: string;
  /** Confirmed, not bounced subscribers now. */
  recipients: number;
  /** The send of this article, when it was sent already. */
  send: NewsletterSendProgress | null;
}

export type NewsletterSendOutcome =
  | { kind: "started"; recipients: number }
  | { kind: "already-sent" }
  /** The count the editor confirmed is no longer the count: shown again, nothing sent. */
  | { kind: "recipients-changed"; recipients: number }
  | { kind: "no-recipients" };

/** Owners and editors only: every method refuses anyone else with a 403. */
export interface NewsletterServices {
  overview(): Promise<NewsletterOverview>;
  /** Null when no published article has this path. */
  draft(path: string): Promise<NewsletterDraft | null>;
  /** Queues the article's e-mail to the member's own address, marked as a test (audited). */
  testSend(path: string): Promise<{ ok: true; to: string } | { ok: false; error: string }>;
  /** Sends the article to the confirmed subscribers, at most once ever; `recipients` is the count the member confirmed. */
  send(path: string, recipients: number): Promise<NewsletterSendOutcome | null>;
  /** Erases an address from the list and the sends' records (audited without the address); how many rows went. */
  erase(email: string): Promise<{ erased: number }>;
}
