import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "../db/drizzle.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import type { Db } from "../db/database.ts";
import { adminAccountTokens, type AccountLinkPurpose } from "../db/schema.ts";

/**
 * The tokens of the team's one-time links (an invitation, a password reset): made when the link's e-mail
 * is built, so a token exists only in that e-mail and the database keeps its SHA-256; looked up when the
 * link is opened. A folder of its own because two sides need it: the mail that carries a link makes its
 * token (server/mail/delivery.ts), and the accounts (server/admin/account-links.ts), which queue that
 * mail, check and spend it; neither may import the other both ways (decision 030).
 */

/** Where each link lands: the token rides in the query string, which the request log never records. */
export const accountLinkPaths: Record<AccountLinkPurpose, string> = { invite: "/admin/invite", "password-reset": "/admin/reset-password" };

/**
 * The link's origin is the site's public address (app/lib/pages/site-identity.ts), never the Host header of the
 * request that asked for it, which a client can set to anything.
 */
export function accountLinkUrl(purpose: AccountLinkPurpose, token: string): string {
  const url = new URL(accountLinkPaths[purpose], site.url);
  url.searchParams.set("token", token);
  return url.href;
}

/** A token as the link carries it: 32 random bytes, base64url. Anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** What the table keeps of a token: its SHA-256, so a copy of the database opens no account. */
export function hashAccountToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The condition of a link that still works: not used, not revoked (by a newer one), not expired. */
export const liveAccountLink = () => and(isNull(adminAccountTokens.usedAt), isNull(adminAccountTokens.revokedAt), gt(adminAccountTokens.expiresAt, sql`now()`));

export interface IssuedLink {
  purpose: AccountLinkPurpose;
  email: string;
  requestedBy: string;
  expiresAt: Date;
  url: string;
}

/**
 * Makes the token of a link as its e-mail is built, storing only its SHA-256; undefined when the link
 * was used, revoked or has expired (then nothing is sent). A message built again (a retry, or a resend
 * after a crash) gets a new token, and the earlier one stops working.
 */
export async function issueAccountLinkToken(db: Pick<Db, "update">, linkId: number): Promise<IssuedLink | undefined> {
  const token = crypto.randomBytes(32).toString("base64url");
  const [link] = await db
    .update(adminAccountTokens)
    .set({ tokenHash: hashAccountToken(token) })
    .where(and(eq(adminAccountTokens.id, linkId), liveAccountLink()))
    .returning({
      purpose: adminAccountTokens.purpose,
      email: adminAccountTokens.email,
      requestedBy: adminAccountTokens.requestedBy,
      expiresAt: adminAccountTokens.expiresAt,
    });
  return link ? { ...link, url: accountLinkUrl(link.purpose, token) } : undefined;
}

/** Whether a link's token is live now (the page shows its form only then). */
export async function isLiveAccountLink(db: Db, purpose: AccountLinkPurpose, token: string): Promise<boolean> {
  if (!tokenShape.test(token)) return false;
  const [link] = await db
    .select({ id: adminAccountTokens.id })
    .from(adminAccountTokens)
    .where(and(eq(adminAccountTokens.tokenHash, hashAccountToken(token)), eq(adminAccountTokens.purpose, purpose), liveAccountLink()));
  return Boolean(link);
}
