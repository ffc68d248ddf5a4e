import { asc, eq, sql } from "../db/drizzle.ts";
import { z } from "zod";
import { defaultTeamRoles, teamRoleSchema, teamRoles, type TeamRole } from "../../app/lib/contracts/roles.ts";
import type { Db } from "../db/database.ts";
import { cancelScheduledBy } from "../content/scheduled-publish.ts";
import type { Tx } from "../db/transaction.ts";
import { adminSessions, adminUsers, auditEvents } from "../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

/**
 * The hiring team's accounts, managed with `npm run admin` (scripts/admin.ts) and by the members
 * owners at /admin/team (server/admin/team.ts). Each change is one transaction with its audit
 * entry. Removing an account or resetting its password ends all its sessions; removing it or taking away its
 * editor role cancels what it scheduled to publish, in the same transaction. A change that would leave
 * accounts but no owner is refused (docs/product.md#team-area): someone must be able to manage the team.
 */
export class UserError extends Error {}

export interface AdminUser {
  id: number;
  email: string;
  passwordHash: string;
  roles: TeamRole[];
}

/** A member's roles: at least one, each known, each once (kept in `teamRoles` order). */
export const memberRolesSchema = z
  .array(teamRoleSchema)
  .min(1, "A member needs at least one role.")
  .transform((roles) => teamRoles.filter((role) => roles.includes(role)));

/** Roles as typed (the CLI's `--role`, the team page's boxes), checked: unknown names are refused by name. */
export function parseRoles(typed: readonly string[]): TeamRole[] {
  const unknown = typed.filter((role) => !(teamRoles as readonly string[]).includes(role));
  if (unknown.length > 0)
    throw new UserError(
      `Unknown role${unknown.length === 1 ? "" : "s"} ${unknown.map((role) => `"${role}"`).join(", ")}: the roles are ${teamRoles.join(", ")}.`,
    );
  const parsed = memberRolesSchema.safeParse(typed);
  if (!parsed.success) throw new UserError(`A member needs at least one role: ${teamRoles.join(", ")}.`);
  return parsed.data;
}

const noOwnerLeft = "The team must keep at least one owner (who manages the accounts): this would leave none. Give a member the owner role first.";

/**
 * Locks every account row (so two changes cannot each leave the other as the last owner) and returns
 * them; a change then checks the team it would leave with `ownersAfter`.
 */
async function lockMembers(tx: Tx): Promise<{ id: number; email: string; roles: TeamRole[] }[]> {
  return tx.select({ id: adminUsers.id, email: adminUsers.email, roles: adminUsers.roles }).from(adminUsers).orderBy(asc(adminUsers.id)).for("update");
}

function refuseNoOwner(after: { roles: readonly TeamRole[] }[]): void {
  if (after.length > 0 && !after.some((member) => member.roles.includes("owner"))) throw new UserError(noOwnerLeft);
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
    .select({ id: adminUsers.id, email: adminUsers.email, passwordHash: adminUsers.passwordHash, roles: adminUsers.roles })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  return user;
}

/** What `addUser` made: the account's roles, and whether owner was added to those asked for. */
export interface AddedUser {
  roles: TeamRole[];
  /** The first account of a site becomes an owner whatever was asked: someone must be able to manage the team. */
  madeOwner: boolean;
}

/**
 * A new account; without roles, app/lib/contracts/roles.ts `defaultTeamRoles` (an owner who reads both inboxes). The first
 * account of a site also gets owner when the roles asked for lack it (`npm run admin -- add-user … --role
 * editor` on a fresh install): the team must have an owner, and refusing would only send the operator back
 * to run two commands.
 */
export async function addUser(db: Db, email: string, password: string, actor: string, roles: readonly TeamRole[] = defaultTeamRoles): Promise<AddedUser> {
  const address = newAccountAddress(email);
  const asked = parseRoles(roles);
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // An empty table has no row to lock: two first accounts added at once would each see no owner and
    // each be made one. The table lock makes the second wait and see the first (adds are rare).
    await tx.execute(sql`lock table ${adminUsers} in share row exclusive mode`);
    const members = await lockMembers(tx);
    if (members.some((member) => member.email === address)) throw new UserError(`${address} already has an account.`);
    const madeOwner = members.length === 0 && !asked.includes("owner");
    const granted = madeOwner ? parseRoles(["owner", ...asked]) : asked;
    refuseNoOwner([...members, { roles: granted }]);
    const added = await tx.insert(adminUsers).values({ email: address, passwordHash, roles: granted }).onConflictDoNothing().returning({ id: adminUsers.id });
    if (added.length === 0) throw new UserError(`${address} already has an account.`);
    await recordAudit(tx, { actor, action: "user.add", subject: `user:${address}`, details: { roles: granted, ...(madeOwner ? { madeOwner: true } : {}) } });
    return { roles: granted, madeOwner };
  });
}

export async function removeUser(db: Db, email: string, actor: string): Promise<{ schedulesCancelled: number }> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx);
    if (!members.some((member) => member.email === address)) throw new UserError(`${address} has no account.`);
    refuseNoOwner(members.filter((member) => member.email !== address));
    // Its sessions go with it (ON DELETE CASCADE), and what it scheduled with its account.
    await tx.delete(adminUsers).where(eq(adminUsers.email, address));
    await recordAudit(tx, { actor, action: "user.remove", subject: `user:${address}` });
    return { schedulesCancelled: await cancelScheduledBy(tx, address, actor, "member removed") };
  });
}

/**
 * Replaces an account's roles (the CLI's `set-roles`, an owner on the team page), audited as
 * `user.roles` with the roles before and after. Refused when no owner would be left.
 */
export async function setRoles(
  db: Db,
  email: string,
  roles: readonly string[],
  actor: string,
): Promise<{ from: TeamRole[]; to: TeamRole[]; schedulesCancelled: number }> {
  const address = normaliseEmail(email);
  const to = parseRoles(roles);
  return db.transaction(async (tx) => {
    const members = await lockMembers(tx);
    const target = members.find((member) => member.email === address);
    if (!target) throw new UserError(`${address} has no account.`);
    refuseNoOwner(members.map((member) => (member.id === target.id ? { roles: to } : member)));
    await tx.update(adminUsers).set({ roles: to }).where(eq(adminUsers.id, target.id));
    await recordAudit(tx, { actor, action: "user.roles", subject: `user:${address}`, details: { from: target.roles, to } });
    // A member who may no longer publish has nothing published later in their name.
    const schedulesCancelled = to.includes("editor") ? 0 : await cancelScheduledBy(tx, address, actor, "editor role taken away");
    return { from: target.roles, to, schedulesCancelled };
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
    const members = await lockMembers(tx);
    if (!members.some((member) => member.id === actor.userId)) throw new UserError("Your own account no longer exists.");
    const target = members.find((member) => member.email === address);
    if (!target) throw new UserError(`${address} has no account.`);
    if (target.id === actor.userId) throw new UserError("You cannot remove yourself. Another member can, or an operator with npm run admin.");
    if (members.length <= 1) throw new UserError("The last member cannot be removed.");
    refuseNoOwner(members.filter((member) => member.id !== target.id));
    await tx.delete(adminUsers).where(eq(adminUsers.id, target.id));
    await recordAudit(tx, { actor: actor.email, action: "user.remove", subject: `user:${address}` });
    await cancelScheduledBy(tx, address, actor.email, "member removed");
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
export async function listMembers(db: Db): Promise<{ id: number; email: string; roles: TeamRole[]; createdAt: Date; lastSignInAt: Date | null }[]> {
  // Only sign-ins of this account: an address removed and invited again starts afresh.
  const lastSignInAt = sql<
    Date | string | null
  >`(select max(${auditEvents.at}) from ${auditEvents} where ${auditEvents.action} = 'sign-in' and ${auditEvents.actor} = ${adminUsers.email} and ${auditEvents.at} >= ${adminUsers.createdAt})`;
  const rows = await db
    .select({ id: adminUsers.id, email: adminUsers.email, roles: adminUsers.roles, createdAt: adminUsers.createdAt, lastSignInAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
  // A raw max() comes back as text from one driver and a Date from the other.
  return rows.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt === null ? null : new Date(row.lastSignInAt) }));
}

export async function listUsers(db: Db): Promise<{ email: string; roles: TeamRole[]; createdAt: Date; passwordChangedAt: Date }[]> {
  return db
    .select({ email: adminUsers.email, roles: adminUsers.roles, createdAt: adminUsers.createdAt, passwordChangedAt: adminUsers.passwordChangedAt })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}
