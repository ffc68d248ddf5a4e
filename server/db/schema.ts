import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Spec §3 "Contact submission", plus the idempotency key that makes a retried POST harmless. */
export const contactSubmissions = pgTable("contact_submissions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  discord: text("discord"),
  division: text("division").notNull(),
  portfolio: text("portfolio"),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  idempotencyKey: text("idempotency_key").unique(),
});

export type ContactSubmission = typeof contactSubmissions.$inferSelect;
