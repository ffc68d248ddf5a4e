import type { Db } from "../db/database.ts";
import type { TeamRole } from "../../app/lib/contracts/roles.ts";
import { countAuditSummary, recordAudit, unknownAccount } from "../audit/audit-log.ts";
import { maxPasswordLength, verifyPassword } from "./passwords.ts";
import { startSession } from "./sessions.ts";
import { accountKey, addressKey, reserveSignInAttempt, settleSignInAttempt, throttlePolicy } from "./sign-in-throttle.ts";
import { findUser, normaliseEmail } from "./users.ts";

/**
 * One sign-in attempt at /admin/login. An unknown account and a wrong password give the same outcome
 * after the same work (a decoy hash is checked), and both count against the account and the address,
 * so neither the answer, its timing nor the throttle tells whether an account exists.
 *
 * The attempt is counted before its password is checked (sign-in-throttle.ts), so attempts sent in
 * parallel are held back exactly as attempts sent one at a time. Refusals go to the audit log as one
 * counted entry per account and hour; an account that does not exist is logged as "unknown account",
 * never as what was typed (which may be a password typed into the wrong field).
 */
export type SignInOutcome =
  | { kind: "signed-in"; token: string; csrfToken: string; email: string; roles: TeamRole[] }
  | { kind: "refused" }
  | { kind: "held-back"; seconds: number };

export async function signIn(
  db: Db,
  attempt: { email: string; password: string; clientAddress: string | undefined; previousToken?: string },
): Promise<SignInOutcome> {
  // What was typed may be anything: it is only ever looked up, bounded and normalised.
  const email = normaliseEmail(attempt.email).slice(0, 254);
  const reservation = await reserveSignInAttempt(db, [
    { key: accountKey(email), freeFailures: throttlePolicy.accountFreeFailures, clearedBySuccess: true },
    { key: await addressKey(db, attempt.clientAddress), freeFailures: throttlePolicy.addressFreeFailures, clearedBySuccess: false },
  ]);
  const user = email ? await findUser(db, email) : undefined;
  // A known account may be named in the log; anything else is "unknown account".
  const named = user ? { actor: user.email, subject: `user:${user.email}` } : { actor: unknownAccount, subject: unknownAccount };
  if (reservation.kind === "held-back") {
    await countAuditSummary(db, { ...named, action: "sign-in.throttled" });
    return { kind: "held-back", seconds: reservation.seconds };
  }
  let ok = false;
  try {
    ok = await verifyPassword(user?.passwordHash, attempt.password.slice(0, maxPasswordLength + 1));
  } finally {
    // Also when the check itself failed: the attempt stays counted as a failure.
    await settleSignInAttempt(db, reservation.slots, Boolean(user) && ok);
  }
  if (!user || !ok) {
    await countAuditSummary(db, { ...named, action: "sign-in.failed" });
    return { kind: "refused" };
  }
  const session = await startSession(db, user.id, attempt.previousToken);
  await recordAudit(db, { actor: user.email, action: "sign-in", subject: `user:${user.email}` });
  return { kind: "signed-in", ...session, email: user.email, roles: user.roles };
}
