import crypto from "node:crypto";
import { and, eq, gt, lt, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { adminSessions, adminUsers } from "../db/schema.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";

/**
 * Sessions of signed-in team members, in the database, so every server behind a load balancer
 * knows them. The browser holds a random token (server/admin/session-cookie.ts); the table holds its
 * SHA-256. A session idle for 12 hours is over; each request moves its last-seen time on (at most
 * once a minute, to spare the database a write per click).
 */
export const sessionIdleHours = 12;
const touchEverySeconds = 60;

export interface Session {
  tokenHash: string;
  userId: number;
  email: string;
  csrfToken: string;
  /** The member's roles as they are now: a change applies at the member's next request. */
  roles: TeamRole[];
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

const randomToken = () => crypto.randomBytes(32).toString("base64url");

const idleCutoff = sql`now() - ${sql.raw(`interval '${sessionIdleHours} hours'`)}`;

/**
 * A new session for a user who just signed in. The browser's previous session, if it sent one, is
 * deleted: the token changes at every sign-in (no session fixation).
 */
export async function startSession(db: Db, userId: number, previousToken?: string): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db.transaction(async (tx) => {
    if (previousToken) await tx.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(previousToken)));
    await tx.insert(adminSessions).values({ tokenHash: hashToken(token), userId, csrfToken });
  });
  return { token, csrfToken };
}

/** The live session a token names, or undefined; a session found idle too long is deleted on the spot. */
export async function findSession(db: Db, token: string): Promise<Session | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      tokenHash: adminSessions.tokenHash,
      userId: adminSessions.userId,
      email: adminUsers.email,
      roles: adminUsers.roles,
      csrfToken: adminSessions.csrfToken,
      live: sql<boolean>`${adminSessions.lastSeenAt} > ${idleCutoff}`,
      stale: sql<boolean>`${adminSessions.lastSeenAt} < now() - ${sql.raw(`interval '${touchEverySeconds} seconds'`)}`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!row) return undefined;
  if (!row.live) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return undefined;
  }
  if (row.stale) await db.update(adminSessions).set({ lastSeenAt: sql`now()` }).where(eq(adminSessions.tokenHash, tokenHash));
  return { tokenHash: row.tokenHash, userId: row.userId, email: row.email, csrfToken: row.csrfToken, roles: row.roles };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Deletes every session idle too long (the daily housekeeping). */
export async function sweepIdleSessions(db: Db): Promise<number> {
  const removed = await db.delete(adminSessions).where(lt(adminSessions.lastSeenAt, idleCutoff)).returning({ tokenHash: adminSessions.tokenHash });
  return removed.length;
}

/** How many live sessions a user has (for tests and the CLI's report). */
export async function liveSessionCount(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ tokenHash: adminSessions.tokenHash })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, userId), gt(adminSessions.lastSeenAt, idleCutoff)));
  return rows.length;
}
