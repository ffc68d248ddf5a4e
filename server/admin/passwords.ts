import { hash, verify } from "@node-rs/argon2";
import { maxPasswordLength, minPasswordLength } from "../../app/lib/contracts/password-rules.ts";

/** @node-rs/argon2's `Algorithm.Argon2id`: a const enum, which type stripping cannot import. */
const argon2id = 2;

// One rule for the CLI and the pages that choose a password (app/routes/admin/invite.tsx).
export { maxPasswordLength, minPasswordLength };

/**
 * Argon2id with @node-rs/argon2's defaults (19 MiB, 2 passes, 1 lane): the minimum OWASP recommends
 * for Argon2id. The PHC string it returns carries its parameters, so they can rise later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

/** A valid hash of nothing anyone knows: checked against when the account does not exist, so both take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (password.length > maxPasswordLength) return false;
  if (!passwordHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minPasswordLength) return `The password must be at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength) return `The password must be at most ${maxPasswordLength} characters.`;
  return undefined;
}
