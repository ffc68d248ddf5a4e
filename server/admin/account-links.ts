import { and, eq, isNull, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { adminAccountTokens, adminSessions, adminUsers, type AccountLinkPurpose } from "../db/schema.ts";
import type { Tx } from "../db/transaction.ts";
import { enqueueAccountMail } from "../mail/outbox.ts";
import { hashAccountToken, isLiveAccountLink, liveAccountLink } from "../account-tokens/account-tokens.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { startSession } from "./sessions.ts";
import { UserError, newAccountAddress, normaliseEmail, parseRoles } from "./users.ts";
import { defaultTeamRoles, type TeamRole } from "../../app/lib/contracts/roles.ts";

/**
 * One-time links for the team: an invitation (a new member chooses a password and is signed in) and a
 * password reset (a member chooses a new one and every other session of theirs ends). The link's token
 * is random and made when its e-mail is built (server/account-tokens/account-tokens.ts), so it exists
 * only in that e-mail: the database keeps its SHA-256. A link works once, until it expires, and asking
 * for a newer one for the same address revokes it.
 */
export const accountLinkHours: Record<AccountLinkPurpose, number> = { invite: 48, "password-reset": 2 };

/** Advisory-lock namespace for links: one address and purpose at a time, so a newer link always revokes the older. */
const linkLockSpace = 9011;

async function queueLink(
  tx: Tx,
  purpose: AccountLinkPurpose,
  email: string,
  requestedBy: string,
  userId: number | null,
  roles: TeamRole[] | null = null,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${linkLockSpace}, hashtext(${`${purpose}|${email}`}))`);
  await tx
    .update(adminAccountTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(adminAccountTokens.purpose, purpose),
        eq(adminAccountTokens.email, email),
        isNull(adminAccountTokens.usedAt),
        isNull(adminAccountTokens.revokedAt),
      ),
    );
  const [link] = await tx
    .insert(adminAccountTokens)
    .values({ purpose, email, userId, roles, requestedBy, expiresAt: sql`now() + make_interval(hours => ${accountLinkHours[purpose]})` })
    .returning({ id: adminAccountTokens.id });
  await enqueueAccountMail(tx, link!.id, purpose === "invite" ? "member-invitation" : "password-reset");
  return link!.id;
}

/**
 * Invites an address that has no account yet: a link by e-mail, valid 48 hours. The new member gets
 * the roles chosen here (without any: app/lib/contracts/roles.ts `defaultTeamRoles`).
 */
export async function inviteMember(db: Db, actor: string, email: string, roles: readonly string[] = defaultTeamRoles): Promise<void> {
  const address = newAccountAddress(email);
  const granted = parseRoles(roles);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, address));
    if (existing) throw new UserError(`${address} already has an account.`);
    const id = await queueLink(tx, "invite", address, actor, null, granted);
    await recordAudit(tx, {
      actor,
      action: "user.invite",
      subject: `user:${address}`,
      details: { link: id, validHours: accountLinkHours.invite, roles: granted },
    });
  });
}

/** Sends a member a link to choose a new password, valid 2 hours; their password stays until it is used. */
export async function requestPasswordReset(db: Db, actor: string, email: string): Promise<void> {
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, address));
    if (!user) throw new UserError(`${address} has no account.`);
    const id = await queueLink(tx, "password-reset", address, actor, user.id);
    await recordAudit(tx, {
      actor,
      action: "user.password-reset-requested",
      subject: `user:${address}`,
      details: { link: id, validHours: accountLinkHours["password-reset"] },
    });
  });
}

export type AcceptOutcome =
  | { kind: "signed-in"; token: string; email: string; roles: TeamRole[] }
  | { kind: "refused"; problem: "link" | "password" | "taken"; message: string };

const deadLink = "This link has expired, was already used, or was replaced by a newer one. Ask a member of the team for a new link.";

/**
 * Uses a link once: an invitation makes the account, a reset sets the new password and ends every
 * session of the account. Either way the browser is then signed in (its previous session replaced).
 * The link is spent in the same transaction, by an update that only one of two parallel posts can
 * make, so a link never works twice.
 */
export async function acceptAccountLink(
  db: Db,
  attempt: { purpose: AccountLinkPurpose; token: string; password: string; previousToken?: string },
): Promise<AcceptOutcome> {
  const { purpose, token, password } = attempt;
  // A dead or made-up link costs one lookup, never an Argon2 hash.
  if (!(await isLiveAccountLink(db, purpose, token))) return { kind: "refused", problem: "link", message: deadLink };
  const problem = passwordProblem(password);
  if (problem) return { kind: "refused", problem: "password", message: problem };
  const passwordHash = await hashPassword(password);
  let userId: number;
  let email: string;
  let roles: TeamRole[];
  try {
    ({ userId, email, roles } = await db.transaction(async (tx) => {
      const [link] = await tx
        .update(adminAccountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(adminAccountTokens.tokenHash, hashAccountToken(token)), eq(adminAccountTokens.purpose, purpose), liveAccountLink()))
        .returning({ id: adminAccountTokens.id, email: adminAccountTokens.email, userId: adminAccountTokens.userId, roles: adminAccountTokens.roles });
      if (!link) throw new UserError(deadLink);
      if (purpose === "invite") {
        // The roles the inviting owner chose (an invitation made before roles: what every member had then).
        const granted = link.roles ?? [...defaultTeamRoles];
        const [user] = await tx
          .insert(adminUsers)
          .values({ email: link.email, passwordHash, roles: granted })
          .onConflictDoNothing()
          .returning({ id: adminUsers.id });
        if (!user) throw new UserError(`${link.email} already has an account: sign in at /admin/login.`);
        await recordAudit(tx, { actor: link.email, action: "user.invite-accepted", subject: `user:${link.email}`, details: { link: link.id, roles: granted } });
        return { userId: user.id, email: link.email, roles: granted };
      }
      const [user] = await tx
        .update(adminUsers)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(adminUsers.id, link.userId ?? -1))
        .returning({ id: adminUsers.id, roles: adminUsers.roles });
      if (!user) throw new UserError(deadLink);
      const ended = await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id)).returning({ tokenHash: adminSessions.tokenHash });
      await recordAudit(tx, {
        actor: link.email,
        action: "user.password-reset",
        subject: `user:${link.email}`,
        details: { link: link.id, sessionsEnded: ended.length },
      });
      return { userId: user.id, email: link.email, roles: user.roles };
    }));
  } catch (error) {
    if (error instanceof UserError) return { kind: "refused", problem: error.message === deadLink ? "link" : "taken", message: error.message };
    throw error;
  }
  const session = await startSession(db, userId, attempt.previousToken);
  await recordAudit(db, { actor: email, action: "sign-in", subject: `user:${email}`, details: { via: purpose } });
  return { kind: "signed-in", token: session.token, email, roles };
}
