import { asc, eq, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { adminSessions, adminUsers, auditEvents } from "../db/schema.ts";
import { recordAudit } from "./audit-log.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

/**
 * The hiring team's accounts, managed with `npm run admin` (scripts/admin.ts) and by the members
 * themselves at /admin/team (server/admin/team.ts). Each change is one transaction with its audit
 * entry. Removing an account or resetting its password ends all its sessions.
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

/** A new account's address, normalised, or a UserError saying why it is not one. */
export function newAccountAddress(email: string): string {
  const address = normaliseEmail(email);
  if (!plausibleEmail.test(address) || address.length > 254) throw new UserError(`"${email}" is not an e-mail address.`);
  return address;
}

export async function findUser(db: Db, email: string): Promise<AdminUser | undefined> {
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  return user;
}

export async function addUser(db: Db, email: string, password: string, actor: string): Promise<void> {
  const address = newAccountAddress(email);
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

/**
 * Removal from the browser: never oneself (the team page is no way to lock oneself out) and never the
 * last member (someone must be able to sign in; the CLI remains for recovery). Every account row is
 * locked first, so two members removing each other at the same moment cannot both succeed: the second
 * finds its own account gone.
 */
export async function removeMember(db: Db, actor: { userId: number; email: string }, email: string): Promise<void> {
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    const members = await tx.select({ id: adminUsers.id, email: adminUsers.email }).from(adminUsers).orderBy(asc(adminUsers.id)).for("update");
    if (!members.some((member) => member.id === actor.userId)) throw new UserError("Your own account no longer exists.");
    const target = members.find((member) => member.email === address);
    if (!target) throw new UserError(`${address} has no account.`);
    if (target.id === actor.userId) throw new UserError("You cannot remove yourself. Another member can, or an operator with npm run admin.");
    if (members.length <= 1) throw new UserError("The last member cannot be removed.");
    await tx.delete(adminUsers).where(eq(adminUsers.id, target.id));
    await recordAudit(tx, { actor: actor.email, action: "user.remove", subject: `user:${address}` });
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

/** The team with each member's last sign-in, as far as the audit log still knows it. */
export async function listMembers(db: Db): Promise<{ id: number; email: string; createdAt: Date; lastSignInAt: Date | null }[]> {
  // Only sign-ins of this account: an address removed and invited again starts afresh.
  const lastSignInAt = sql<Date | string | null>`(select max(${auditEvents.at}) from ${auditEvents} where ${auditEvents.action} = 'sign-in' and ${auditEvents.actor} = ${adminUsers.email} and ${auditEvents.at} >= ${adminUsers.createdAt})`;
  const rows = await db
    .select({ id: adminUsers.id, email: adminUsers.email, createdAt: adminUsers.createdAt, lastSignInAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
  // A raw max() comes back as text from one driver and a Date from the other.
  return rows.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt) }));
}

export async function listUsers(db: Db): Promise<{ email: string; createdAt: Date; passwordChangedAt: Date }[]> {
  return db
    .select({ email: adminUsers.email, createdAt: adminUsers.createdAt, passwordChangedAt: adminUsers.passwordChangedAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}
