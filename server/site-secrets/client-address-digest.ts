import crypto from "node:crypto";
import type { Db } from "../db/database.ts";
import { siteSecret } from "./site-secret.ts";

/**
 * What a counter per client address (the sign-in throttle, the rate limit's shared counters) stores in
 * place of the address: an HMAC-SHA-256 under a random secret of the site's database, so no address is
 * ever written (issue 36: DATA_DIR holds no IP address). A plain hash would not do: the IPv4 addresses
 * are few enough to hash them all and read any one back. Every server on one database shares the secret,
 * so they count one address alike.
 */
const secretName = "client-address-digest";

/** The digest of `address` (64 hex digits); a request without one is counted as "unknown", digested alike. */
export async function clientAddressDigest(db: Db, address: string | undefined): Promise<string> {
  const key = await siteSecret(db, secretName);
  return crypto
    .createHmac("sha256", key)
    .update(address ?? "unknown", "utf8")
    .digest("hex");
}
