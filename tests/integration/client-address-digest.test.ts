// The digest that stands for a client address in the counters (server/site-secrets/), on PGlite and PostgreSQL.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteSecrets } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import { clientAddressDigest } from "../../server/site-secrets/client-address-digest.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };

describe.each(testDatabases(quiet, "vesper-address-digest-"))("a client address's digest on $name", (driver) => {
  // Not site_secrets: the digest's key is read once per process, as in a server.
  const opened = useTestDatabase(driver, "rate_limit_counters");

  it("is the same for one address and differs between addresses, without the address in it", async () => {
    const { db } = opened.database;
    const digest = await clientAddressDigest(db, "203.0.113.7");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await clientAddressDigest(db, "203.0.113.7")).toBe(digest);
    expect(await clientAddressDigest(db, "203.0.113.8")).not.toBe(digest);
    expect(await clientAddressDigest(db, undefined)).toBe(await clientAddressDigest(db, "unknown"));
  });

  it("is an HMAC under a random secret the database keeps, so every server on it digests alike and a plain hash does not match", async () => {
    const { db } = opened.database;
    const digest = await clientAddressDigest(db, "198.51.100.20");
    const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, "client-address-digest"));
    expect(Buffer.from(row!.secret, "base64url")).toHaveLength(32);
    expect(crypto.createHmac("sha256", Buffer.from(row!.secret, "base64url")).update("198.51.100.20").digest("hex")).toBe(digest);
    expect(crypto.createHash("sha256").update("198.51.100.20").digest("hex")).not.toBe(digest);
  });
});
