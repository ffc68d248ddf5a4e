// The newsletter's two links (decision 038): the single-use link that confirms a subscription, and the signed link that ends one.
import crypto from "node:crypto";
import { and, eq, gt, sql } from "../db/drizzle.ts";
import { siteIdentity as site } from "../../app/lib/pages/site-identity.ts";
import { hashAccountToken } from "../account-tokens/account-tokens.ts";
import type { Db } from "../db/database.ts";
import { newsletterSubscribers, siteSecrets } from "../db/schema.ts";

/**
 * A folder of its own, like server/account-tokens/ (decision 030): the mail that carries a link builds it
 * (server/mail/), the pages that open one spend it (server/subscriptions/), and the newsletter's sending
 * signs its footers and headers with it; this folder imports none of them.
 */

/** How long a confirmation link works: a request not confirmed by then is erased (server/retention.ts). */
export const confirmationDays = 7;

export const confirmPath = "/newsletter/confirm";
export const unsubscribePath = "/newsletter/unsubscribe";

/** A page's link with its token in the query string, which the request log never records; on the site's public address, never a request's Host. */
function newsletterLink(path: string, token: string): string {
  const url = new URL(path, site.url);
  url.searchParams.set("token", token);
  return url.href;
}

/** A confirmation token as the link carries it: 32 random bytes, base64url. Anything else is not looked up. */
const confirmationTokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The condition of a confirmation link that still works: its subscription still waits, and the 7 days are not over. */
const liveConfirmation = () => and(eq(newsletterSubscribers.status, "pending"), gt(newsletterSubscribers.confirmExpiresAt, sql`now()`));

export interface IssuedConfirmation {
  email: string;
  url: string;
  expiresAt: Date;
}

/**
 * Makes the confirmation link's token as its e-mail is built (server/mail/delivery.ts), so it exists only
 * in that e-mail; the row keeps its SHA-256. Undefined when the subscription no longer waits for one
 * (confirmed, unsubscribed, expired or erased): then nothing is sent. A message built again (a retry) gets
 * a new token, and the earlier one stops working.
 */
export async function issueConfirmationToken(db: Pick<Db, "update">, subscriberId: number): Promise<IssuedConfirmation | undefined> {
  const token = crypto.randomBytes(32).toString("base64url");
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmTokenHash: hashAccountToken(token) })
    .where(and(eq(newsletterSubscribers.id, subscriberId), liveConfirmation()))
    .returning({ email: newsletterSubscribers.email, expiresAt: newsletterSubscribers.confirmExpiresAt });
  return row?.expiresAt ? { email: row.email, expiresAt: row.expiresAt, url: newsletterLink(confirmPath, token) } : undefined;
}

/** Whether a confirmation link works now (its page shows the button only then). */
export async function isLiveConfirmationToken(db: Db, token: string): Promise<boolean> {
  if (!confirmationTokenShape.test(token)) return false;
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashAccountToken(token)), liveConfirmation()));
  return Boolean(row);
}

/**
 * Confirms the subscription a link's token belongs to, once: the same statement checks the token and
 * forgets it, so two clicks at once confirm once and the second finds nothing. True when this call
 * confirmed it.
 */
export async function confirmByToken(db: Pick<Db, "update">, token: string): Promise<boolean> {
  if (!confirmationTokenShape.test(token)) return false;
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: sql`now()`, confirmedHow: "link", confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashAccountToken(token)), liveConfirmation()))
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}

/** What an unsubscribe link is signed over: the row and the mailbox it was made for. */
export interface SubscriberRef {
  id: number;
  mailbox: string;
}

/** The row of site_secrets that holds the signing key when NEWSLETTER_SECRET is not set. */
const storedSecretName = "newsletter-unsubscribe";

/**
 * Signs and checks the unsubscribe links of one key: an HMAC-SHA-256 over the subscriber's id and
 * mailbox, so a link works without a session, a changed id or a forged signature is refused, and the
 * table keeps no token to steal. A link stays valid as long as the key: a newsletter read months later
 * still unsubscribes.
 */
export class NewsletterSigner {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  #signature(subscriber: SubscriberRef): Buffer {
    return crypto.createHmac("sha256", this.#key).update(`newsletter-unsubscribe\0${subscriber.id}\0${subscriber.mailbox}`, "utf8").digest();
  }

  /** `<id>.<signature>`: the token of the subscriber's unsubscribe link. */
  unsubscribeToken(subscriber: SubscriberRef): string {
    return `${subscriber.id}.${this.#signature(subscriber).toString("base64url")}`;
  }

  /** The unsubscribe link for a newsletter's footer and its List-Unsubscribe header. */
  unsubscribeUrl(subscriber: SubscriberRef): string {
    return newsletterLink(unsubscribePath, this.unsubscribeToken(subscriber));
  }

  /**
   * The headers of RFC 8058 for every newsletter: the link, and the one-click POST that mail clients
   * send to it (`List-Unsubscribe=One-Click`) without opening a page.
   */
  listUnsubscribeHeaders(subscriber: SubscriberRef): { "List-Unsubscribe": string; "List-Unsubscribe-Post": string } {
    return { "List-Unsubscribe": `<${this.unsubscribeUrl(subscriber)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }

  /** The id a token names, read without trusting it: the caller checks it with `verifies` against the row. */
  static subscriberIdOf(token: string): number | undefined {
    const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
    const id = match ? Number(match[1]) : Number.NaN;
    return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
  }

  /** Whether `token` is this key's signature for `subscriber` (compared in constant time). */
  verifies(token: string, subscriber: SubscriberRef): boolean {
    const expected = Buffer.from(this.unsubscribeToken(subscriber), "utf8");
    const given = Buffer.from(token, "utf8");
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}

/** A stored key per database, read once per process: every instance sharing the database signs alike. */
const storedKeys = new WeakMap<object, Promise<Buffer>>();

async function storedKey(db: Db): Promise<Buffer> {
  // Whichever server asks first makes it; the others (and later starts) read the same row.
  await db
    .insert(siteSecrets)
    .values({ name: storedSecretName, secret: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: siteSecrets.secret }).from(siteSecrets).where(eq(siteSecrets.name, storedSecretName));
  if (!row) throw new Error("the newsletter's signing key could not be stored");
  return Buffer.from(row.secret, "base64url");
}

/**
 * The signer of this site's unsubscribe links: keyed by NEWSLETTER_SECRET when it is set (`configured`,
 * read by server/config.ts), else by a random key made once and kept in the database. Changing
 * NEWSLETTER_SECRET (or setting it later) makes every link already sent stop working.
 */
export async function newsletterSigner(db: Db, configured: string | undefined): Promise<NewsletterSigner> {
  if (configured !== undefined) return new NewsletterSigner(Buffer.from(configured, "utf8"));
  let key = storedKeys.get(db);
  if (!key) {
    key = storedKey(db);
    storedKeys.set(db, key);
    // A failed read (the database busy) is tried again by the next caller, not remembered.
    key.catch(() => storedKeys.delete(db));
  }
  return new NewsletterSigner(await key);
}

/** The outcome of an unsubscribe link: `unsubscribed` (now or before) or `invalid` (forged, changed, or its subscription erased). */
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

/** The subscription an unsubscribe token names, when its signature holds; undefined otherwise. */
export async function subscriberOfUnsubscribeToken(db: Db, signer: NewsletterSigner, token: string) {
  const id = NewsletterSigner.subscriberIdOf(token);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ id: newsletterSubscribers.id, mailbox: newsletterSubscribers.mailbox, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row && signer.verifies(token, row) ? row : undefined;
}

/**
 * Ends the subscription a signed link names, for good: a later subscription of the mailbox needs a new
 * confirmation. Pending or confirmed alike; unsubscribed already, it stays as it was (the first date kept).
 */
export async function unsubscribeByToken(db: Db, signer: NewsletterSigner, token: string): Promise<UnsubscribeOutcome> {
  const subscriber = await subscriberOfUnsubscribeToken(db, signer, token);
  if (!subscriber) return "invalid";
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(newsletterSubscribers.id, subscriber.id), sql`${newsletterSubscribers.status} <> 'unsubscribed'`));
  return "unsubscribed";
}
