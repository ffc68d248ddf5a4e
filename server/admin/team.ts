import { and, asc, eq, gt, isNull, sql } from "../db/drizzle.ts";
import type { AdminResult, PendingAccountLink, TeamPage, TeamServices } from "../../app/lib/contracts/admin-services.ts";
import type { Db } from "../db/database.ts";
import { adminAccountTokens, jobs } from "../db/schema.ts";
import { inviteMember, requestPasswordReset } from "./account-links.ts";
import { hasRole, requireRole, roleRefusal } from "../../app/lib/contracts/roles.ts";
import type { Session } from "./sessions.ts";
import { UserError, listMembers, removeMember, setRoles } from "./users.ts";

/**
 * Who may see the team and invite, reset, remove and change roles: owners (app/lib/contracts/roles.ts). The one
 * place that decides; every team action below asks it.
 */
export function canManageMembers(session: Session): boolean {
  return hasRole(session, "owner");
}

const notAllowed: AdminResult = { ok: false, error: roleRefusal("owner") };

async function attempt(action: () => Promise<void>): Promise<AdminResult> {
  try {
    await action();
    return { ok: true };
  } catch (error) {
    if (error instanceof UserError) return { ok: false, error: error.message };
    throw error;
  }
}

async function pendingLinks(db: Db): Promise<PendingAccountLink[]> {
  const rows = await db
    .select({
      purpose: adminAccountTokens.purpose,
      email: adminAccountTokens.email,
      requestedBy: adminAccountTokens.requestedBy,
      requestedAt: adminAccountTokens.createdAt,
      expiresAt: adminAccountTokens.expiresAt,
      mailStatus: jobs.status,
    })
    .from(adminAccountTokens)
    .leftJoin(jobs, eq(jobs.accountTokenId, adminAccountTokens.id))
    .where(and(isNull(adminAccountTokens.usedAt), isNull(adminAccountTokens.revokedAt), gt(adminAccountTokens.expiresAt, sql`now()`)))
    .orderBy(asc(adminAccountTokens.createdAt), asc(adminAccountTokens.id));
  return rows.map((row) => ({
    purpose: row.purpose,
    email: row.email,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    mail: row.mailStatus === "sent" ? "sent" : row.mailStatus === "pending" ? "waiting" : "not sent",
  }));
}

/** The team page's services for one signed-in member (app/lib/contracts/admin-services.ts is the contract). */
export function teamServices(db: Db, session: Session): TeamServices {
  const actor = session.email;
  return {
    async read(): Promise<TeamPage> {
      requireRole(session, "owner");
      const members = await listMembers(db);
      return {
        members: members.map((member) => ({
          email: member.email,
          roles: member.roles,
          addedAt: member.createdAt.toISOString(),
          lastSignInAt: member.lastSignInAt ? member.lastSignInAt.toISOString() : null,
          isViewer: member.id === session.userId,
        })),
        pending: canManageMembers(session) ? await pendingLinks(db) : [],
        canManage: canManageMembers(session),
      };
    },
    invite: (email, roles) => (canManageMembers(session) ? attempt(() => inviteMember(db, actor, email, roles)) : Promise.resolve(notAllowed)),
    setRoles: (email, roles) => (canManageMembers(session) ? attempt(async () => void (await setRoles(db, email, roles, actor))) : Promise.resolve(notAllowed)),
    requestPasswordReset: (email) => (canManageMembers(session) ? attempt(() => requestPasswordReset(db, actor, email)) : Promise.resolve(notAllowed)),
    remove: (email) =>
      canManageMembers(session) ? attempt(() => removeMember(db, { userId: session.userId, email: actor }, email)) : Promise.resolve(notAllowed),
  };
}
