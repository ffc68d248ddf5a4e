import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
