import { desc, eq, gte } from "drizzle-orm";
import type { Application } from "../app/lib/contact.ts";
import type { Db } from "./db/database.ts";
import { contactSubmissions, type ContactSubmission } from "./db/schema.ts";

export interface Receipt {
  id: number;
  createdAt: string;
}

export interface SubmissionStore {
  /**
   * Stores one application and resolves only after the row is committed. The same idempotency key
   * always yields the first receipt and never a second row.
   */
  submit(application: Application, idempotencyKey?: string): Promise<{ receipt: Receipt; replayed: boolean }>;
  list(options?: { since?: Date; limit?: number }): Promise<ContactSubmission[]>;
}

function toReceipt(row: { id: number; createdAt: Date }): Receipt {
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

export function createSubmissionStore(db: Db): SubmissionStore {
  return {
    async submit(application, idempotencyKey) {
      const inserted = await db
        .insert(contactSubmissions)
        .values({
          name: application.name,
          email: application.email,
          discord: application.discord || null,
          division: application.division,
          portfolio: application.portfolio || null,
          message: application.message,
          idempotencyKey: idempotencyKey ?? null,
        })
        .onConflictDoNothing({ target: contactSubmissions.idempotencyKey })
        .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
      const row = inserted[0];
      if (row) return { receipt: toReceipt(row), replayed: false };
      // Only a repeated key skips the insert: answer with the first receipt.
      if (!idempotencyKey) throw new Error("insert returned no row");
      const [existing] = await db
        .select({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.idempotencyKey, idempotencyKey));
      if (!existing) throw new Error("insert returned no row and no earlier row holds the key");
      return { receipt: toReceipt(existing), replayed: true };
    },

    async list({ since, limit = 50 } = {}) {
      return db
        .select()
        .from(contactSubmissions)
        .where(since ? gte(contactSubmissions.createdAt, since) : undefined)
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
        .limit(limit);
    },
  };
}
