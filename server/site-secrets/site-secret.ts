import crypto from "node:crypto";
import { eq } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { siteSecrets } from "../db/schema.ts";

/**
 * A secret the servers share, by name, made once in `site_secrets`: whichever server asks first makes it,
 * the others (and later starts) read the same row, so every instance on one database keys alike and a
 * restart keeps it. A folder of its own (decision 030) because more than one folder keys with one: the
 * sign-in throttle (server/admin/) and the rate limit's counters (server/rate-limit-store.ts).
 */

/** Read once per database and name, per process. */
const cached = new WeakMap<object, Map<string, Promise<Buffer>>>();

async function storedSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(siteSecrets)
    .values({ name, secret: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: siteSecrets.secret }).from(siteSecrets).where(eq(siteSecrets.name, name));
  if (!row) throw new Error(`the site secret "${name}" could not be stored`);
  return Buffer.from(row.secret, "base64url");
}

/** The 32 random bytes of the secret `name` of this database. */
export function siteSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = cached.get(db);
  if (!secrets) {
    secrets = new Map();
    cached.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = storedSecret(db, name);
    secrets.set(name, secret);
    // A failed read (the database busy) is tried again by the next caller, not remembered.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
