import type { Db } from "../db/database.ts";
import { recordAudit } from "./audit-log.ts";
import { maxPasswordLength, verifyPassword } from "./passwords.ts";
import { startSession } from "./sessions.ts";
import { accountKey, addressKey, clearSignInFailures, recordSignInFailure, secondsHeldBack, throttlePolicy } from "./sign-in-throttle.ts";
import { findUser, normaliseEmail } from "./users.ts";

/**
 * One sign-in attempt at /admin/login. An unknown account and a wrong password give the same outcome
 * after the same work (a decoy hash is checked), and both count against the account and the address,
 * so neither the answer, its timing nor the throttle tells whether an account exists.
 */
export type SignInOutcome =
  | { kind: "signed-in"; token: string; csrfToken: string; email: string }
  | { kind: "refused" }
  | { kind: "held-back"; seconds: number };

export async function signIn(
  db: Db,
  attempt: { email: string; password: string; clientAddress: string | undefined; previousToken?: string },
): Promise<SignInOutcome> {
  // What was typed may be anything: the log keeps a bounded, normalised form of it.
  const email = normaliseEmail(attempt.email).slice(0, 254);
  const keys = [accountKey(email), addressKey(attempt.clientAddress)];
  const seconds = await secondsHeldBack(db, keys);
  if (seconds > 0) {
    await recordAudit(db, { actor: email || "(blank)", action: "sign-in.throttled", subject: `user:${email}`, details: { seconds } });
    return { kind: "held-back", seconds };
  }
  const user = email ? await findUser(db, email) : undefined;
  const password = attempt.password.slice(0, maxPasswordLength + 1);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await recordSignInFailure(db, [
      { key: keys[0]!, freeFailures: throttlePolicy.accountFreeFailures },
      { key: keys[1]!, freeFailures: throttlePolicy.addressFreeFailures },
    ]);
    await recordAudit(db, { actor: email || "(blank)", action: "sign-in.failed", subject: `user:${email}` });
    return { kind: "refused" };
  }
  await clearSignInFailures(db, keys[0]!);
  const session = await startSession(db, user.id, attempt.previousToken);
  await recordAudit(db, { actor: user.email, action: "sign-in", subject: `user:${user.email}` });
  return { kind: "signed-in", ...session, email: user.email };
}
