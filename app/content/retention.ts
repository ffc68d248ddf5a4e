/**
 * How long Vesper keeps what it holds about applicants, clients and newsletter subscribers: the one source of these periods. The privacy
 * policy's retention table (legal/privacy.json) states them (tests/unit/content-legal.test.ts checks the
 * shipped policy), and the server's purge (server/retention.ts, through app/lib/contracts/retention.ts) deletes by
 * them, so the promise and the practice cannot drift apart.
 */
export const retentionPeriods = {
  /** After the decision (hired, rejected or withdrawn) is recorded, an application is kept this long. */
  decidedApplicationMonths: 12,
  /** An application on which no decision was ever recorded is deleted this long after it arrived. */
  undecidedApplicationMonths: 24,
  /**
   * A project inquiry (the contact page's form) is deleted this long after its status last changed, or
   * after it arrived if it never did: a conversation that went quiet for this long is over.
   */
  inquiryMonths: 24,
  /**
   * The team's audit log (who signed in, viewed, changed, exported or erased what) is kept this long,
   * then deleted by the daily housekeeping. It names applications by number, never by their content.
   */
  auditLogMonths: 12,
  /** The rate limit counts applications per address for this long, then forgets the address. */
  rateLimitWindowMinutes: 1,
  /**
   * A newsletter request never confirmed is deleted this long after it was made (its link works as long:
   * server/newsletter/tokens.ts `confirmationDays`).
   */
  newsletterPendingDays: 7,
  /**
   * An address that unsubscribed from the newsletter is deleted this long after: long enough to answer
   * "did I unsubscribe?" and to show the list's counts, no longer.
   */
  newsletterUnsubscribedDays: 30,
  /** Operator knowledge, not enforced here: e-mail threads and database backups. */
  emailMonths: 24,
  backupDays: 35,
} as const;
