// The newsletter's confirmation links (single-use, 7 days, stored hashed) and its stored signing key, on PGlite and PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, siteSecrets } from "../../server/db/schema.ts";
import type { Logger } from "../../server/logger.ts";
import {
  confirmByToken,
  isLiveConfirmationToken,
  issueConfirmationToken,
  newsletterSigner,
  NewsletterSigner,
  unsubscribeByToken,
} from "../../server/newsletter/tokens.ts";
import { testDatabases, useTestDatabase } from "./test-databases.ts";

const quiet = Object.fromEntries(["debug", "info", "warn", "error"].map((level) => [level, () => {}])) as unknown as Logger;

describe.each(testDatabases(quiet, "vesper-newsletter-tokens-"))("newsletter tokens on $name", (driver) => {
  const opened = useTestDatabase(driver, "newsletter_deliveries, newsletter_sends, newsletter_subscribers, site_secrets, jobs");

  async function pending(email = "ada@example.com", expiresIn = "7 days") {
    const [row] = await opened.database.db
      .insert(newsletterSubscribers)
      .values({ email, mailbox: email, confirmExpiresAt: sql`now() + ${expiresIn}::interval` })
      .returning();
    return row!;
  }

  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

  it("a confirmation link confirms once, records how, and is stored only as a hash", async () => {
    const { db } = opened.database;
    const subscriber = await pending();
    const issued = await issueConfirmationToken(db, subscriber.id);
    expect(issued?.email).toBe("ada@example.com");
    const token = tokenOf(issued!.url);
    const [stored] = await db.select().from(newsletterSubscribers);
    expect(stored?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.confirmTokenHash).not.toContain(token);
    expect(await isLiveConfirmationToken(db, token)).toBe(true);

    // Two clicks at once: one confirms.
    const outcomes = await Promise.all([confirmByToken(db, token), confirmByToken(db, token), confirmByToken(db, token)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [confirmed] = await db.select().from(newsletterSubscribers);
    expect(confirmed).toMatchObject({ status: "confirmed", confirmedHow: "link", confirmTokenHash: null });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    expect(await isLiveConfirmationToken(db, token)).toBe(false);
    expect(await confirmByToken(db, token)).toBe(false);
    // Confirmed, it gets no new link.
    expect(await issueConfirmationToken(db, subscriber.id)).toBeUndefined();
  });

  it("a link past its 7 days confirms nothing, and none is made for it", async () => {
    const { db } = opened.database;
    const subscriber = await pending();
    const issued = await issueConfirmationToken(db, subscriber.id);
    await db.update(newsletterSubscribers).set({ confirmExpiresAt: sql`now() - interval '1 second'` });
    expect(await isLiveConfirmationToken(db, tokenOf(issued!.url))).toBe(false);
    expect(await confirmByToken(db, tokenOf(issued!.url))).toBe(false);
    expect(await issueConfirmationToken(db, subscriber.id)).toBeUndefined();
    const [row] = await db.select().from(newsletterSubscribers);
    expect(row?.status).toBe("pending");
  });

  it("a newer link replaces the older one, and a made-up or changed token confirms nothing", async () => {
    const { db } = opened.database;
    const subscriber = await pending();
    const first = tokenOf((await issueConfirmationToken(db, subscriber.id))!.url);
    const second = tokenOf((await issueConfirmationToken(db, subscriber.id))!.url);
    expect(await confirmByToken(db, first)).toBe(false);
    const changed = `${second.startsWith("A") ? "B" : "A"}${second.slice(1)}`;
    for (const token of [changed, "", "x".repeat(43), `${second}=`, second.slice(1)]) expect(await confirmByToken(db, token), token).toBe(false);
    expect(await confirmByToken(db, second)).toBe(true);
  });

  it("the stored signing key is made once and shared; a signed link unsubscribes for good, a forged one does nothing", async () => {
    const { db } = opened.database;
    const subscriber = await pending("grace@example.com");
    await db.update(newsletterSubscribers).set({ status: "confirmed" });
    const [a, b] = await Promise.all([newsletterSigner(db, undefined), newsletterSigner(db, undefined)]);
    expect(await db.select().from(siteSecrets)).toHaveLength(1);
    const token = a.unsubscribeToken(subscriber);
    expect(b.verifies(token, subscriber)).toBe(true);

    const forged = new NewsletterSigner(Buffer.from("not this site's key, but long enough")).unsubscribeToken(subscriber);
    expect(await unsubscribeByToken(db, a, forged)).toBe("invalid");
    expect((await db.select().from(newsletterSubscribers))[0]?.status).toBe("confirmed");

    expect(await unsubscribeByToken(db, a, token)).toBe("unsubscribed");
    const [first] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber.id));
    expect(first).toMatchObject({ status: "unsubscribed" });
    // Again: still unsubscribed, the first date kept.
    expect(await unsubscribeByToken(db, a, token)).toBe("unsubscribed");
    const [again] = await db.select().from(newsletterSubscribers);
    expect(again?.unsubscribedAt).toEqual(first?.unsubscribedAt);
  });
});
