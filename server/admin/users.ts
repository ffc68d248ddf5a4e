import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { adminSessions, adminUsers } from "../db/schema.ts";
import { recordAudit } from "./audit-log.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

/**
 * The hiring team's accounts, managed with `npm run admin` (scripts/admin.ts). Each change is one
 * transaction with its audit entry. Removing an account or resetting its password ends all its sessions.
 */
export class UserError extends Error {}

export interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
}

/** Addresses are compared as typed, ignoring case and surrounding space. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const plausibleEmail = /^[^\s@]+@[^\s@]+$/;

export async function findUser(db: Db, email: string): Promise<AdminUser | undefined> {
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  return user;
}

export async function addUser(db: Db, email: string, password: string, actor: string): Promise<void> {
  const address = normaliseEmail(email);
  if (!plausibleEmail.test(address) || address.length > 254) throw new UserError(`"${email}" is not an e-mail address.`);
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const added = await tx.insert(adminUsers).values({ email: address, passwordHash }).onConflictDoNothing().returning({ id: adminUsers.id });
    if (added.length === 0) throw new UserError(`${address} already has an account.`);
    await recordAudit(tx, { actor, action: "user.add", subject: `user:${address}` });
  });
}

export async function removeUser(db: Db, email: string, actor: string): Promise<void> {
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    // Its sessions go with it (ON DELETE CASCADE).
    const removed = await tx.delete(adminUsers).where(eq(adminUsers.email, address)).returning({ id: adminUsers.id });
    if (removed.length === 0) throw new UserError(`${address} has no account.`);
    await recordAudit(tx, { actor, action: "user.remove", subject: `user:${address}` });
  });
}

/** A new password, and every session of the account ends: whoever had it is signed out everywhere. */
export async function resetPassword(db: Db, email: string, password: string, actor: string): Promise<{ sessionsEnded: number }> {
  const address = normaliseEmail(email);
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(adminUsers.email, address))
      .returning({ id: adminUsers.id });
    if (!user) throw new UserError(`${address} has no account.`);
    const ended = await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id)).returning({ tokenHash: adminSessions.tokenHash });
    await recordAudit(tx, { actor, action: "user.password-reset", subject: `user:${address}`, details: { sessionsEnded: ended.length } });
    return { sessionsEnded: ended.length };
  });
}

export async function listUsers(db: Db): Promise<{ email: string; createdAt: Date; passwordChangedAt: Date }[]> {
  return db
    .select({ email: adminUsers.email, createdAt: adminUsers.createdAt, passwordChangedAt: adminUsers.passwordChangedAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}
