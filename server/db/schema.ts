import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

/** Spec §3 "Contact submission": one application from the form on /join. */
export const contactSubmissions = pgTable("contact_submissions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  discord: text("discord"),
  division: text("division").notNull(),
  portfolio: text("portfolio"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactSubmission = typeof contactSubmissions.$inferSelect;

/**
 * An idempotency key, bound to the hash of the application it first carried: the same key with the
 * same body replays the first receipt, with another body it is refused. Keys expire after 24 hours.
 */
export const applicationIdempotencyKeys = pgTable(
  "application_idempotency_keys",
  {
    key: text("key").primaryKey(),
    bodyHash: text("body_hash").notNull(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_idempotency_keys_created_at_idx").on(table.createdAt)],
);

/**
 * The transactional outbox (issue 9): the mail an application owes, written in the application's own
 * transaction and delivered by server/mail/delivery.ts. A row holds no copy of the application — the
 * message is built from the stored application when it is sent — and goes when the application goes.
 */
export const mailKinds = ["team-notification", "applicant-confirmation"] as const;
export type MailKind = (typeof mailKinds)[number];
export const mailStatuses = ["pending", "sent", "failed", "skipped"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: mailKinds }).notNull(),
    /** pending → sent, or failed (a final SMTP refusal, or 48 h of trying); skipped: the per-address limit. */
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    /** The Message-ID header, fixed at creation so a resent message is recognisably the same one. */
    messageId: text("message_id").notNull().unique(),
    /** Confirmations only: SHA-256 of the normalised recipient address, for the one-per-24-hours limit. */
    recipientKey: text("recipient_key"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a sender claims the message; another sender may take it only after this passes. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** Start of the 48 hours of retries; `npm run submissions -- --retry-failed` starts them again. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last SMTP answer (or why it was skipped). */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("mail_outbox_submission_kind_unique").on(table.submissionId, table.kind),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_recipient_key_idx").on(table.recipientKey, table.createdAt),
  ],
);

export type OutboxMessage = typeof mailOutbox.$inferSelect;
