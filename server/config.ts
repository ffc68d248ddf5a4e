import { isIP } from "node:net";
import path from "node:path";
import { defaultPerAddressConnections, defaultTotalConnections } from "./http/connection-limits.ts";

/** Every setting the server reads from the environment, with its default (docs/configuration.md). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  buildDir: string;
  /** Applications per client address per minute (API and form post together). */
  applicationRateLimit: number;
  /** Sign-in posts per client address per minute (server/admin/sign-in-rate-limit.ts). */
  signInRateLimit: number;
  /** false, a hop count, or a list of proxy addresses/subnets — never true (see trustProxy below). */
  trustProxy: false | number | string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Open connections in all and per client address (server/http/connection-limits.ts). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /**
   * The CDN's publish hook (server/content/publish-hook.ts): every publish POSTs its changed paths here,
   * signed with the secret. Unset: no hook.
   */
  publishWebhook: { url: string; secret: string } | undefined;
  /** What the uploaded images' converted files may take together, in MB (server/media/media-store.ts). */
  mediaStorageLimitMb: number;
  /** Newsletter copies sent per minute, over every sender (server/mail/newsletter-sending.ts). */
  newsletterPerMinute: number;
  /**
   * NEWSLETTER_SECRET: the key that signs the newsletter's unsubscribe links (server/newsletter/tokens.ts).
   * Unset: a random key made once and kept in the database.
   */
  newsletterSecret: string | undefined;
  /** INSIGHTS: whether the server counts page views and conversions (server/insights/, decision 042); on unless "off". */
  insights: boolean;
  /** INSIGHTS_BATCH_SECONDS: how often the counts are written (60 s); what a server killed outright loses at most. */
  insightsBatchSeconds: number;
}

/**
 * SIGN_IN_RATE_LIMIT's default: sign-in posts one client address may make a minute (the limiter is
 * server/admin/sign-in-rate-limit.ts). Far above what people type (an office behind one address
 * included), far below a flood: past it a post does no work at all (no throttle query, no Argon2, no
 * audit entry). The per-account and per-address throttle (sign-in-throttle.ts) still bounds the guesses.
 */
export const defaultSignInRateLimit = 30;

/**
 * MEDIA_STORAGE_LIMIT_MB's default: 1 GB of converted images (six files per upload, AVIF and WebP at up
 * to three widths: roughly 0.3–1 MB a photo, so a thousand or more), in the database beside everything
 * else. An upload past it is refused with a message; the media page shows what is used.
 */
export const defaultMediaStorageLimitMb = 1024;

/**
 * NEWSLETTER_PER_MINUTE's default: 120 copies a minute (10,000 subscribers in about 83 minutes), below the hourly
 * limits of common SMTP relays' smaller plans, so a send does not get the site's own mail throttled.
 */
export const defaultNewsletterPerMinute = 120;

/** A setting the server cannot start with; main.ts prints its message and exits. */
export class ConfigError extends Error {}

/**
 * A setting that holds an address with one of `protocols` (and a host): the URL, undefined when the
 * setting is empty, or a ConfigError with `message`. The message never repeats the value: an address
 * may carry a password or a token.
 */
export function urlSetting(value: string | undefined, protocols: readonly string[], message: string): URL | undefined {
  const setting = value?.trim() ?? "";
  if (setting === "") return undefined;
  let url: URL | undefined;
  try {
    url = new URL(setting);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol) || url.hostname === "") throw new ConfigError(message);
  return url;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function atLeastOne(name: string, value: string | undefined, fallback: number): number {
  const parsed = positiveInteger(name, value, fallback);
  if (parsed < 1) throw new ConfigError(`${name} must be at least 1, got "${value}"`);
  return parsed;
}

/**
 * TRUST_PROXY says which hops in front of the server may speak for the client (X-Forwarded-For,
 * -Proto, -Host): a count of proxies, or their addresses/subnets. `true` would trust every hop a
 * client cares to invent, so anyone could pick a new address per request and skip the rate limit.
 */
function trustProxy(value: string | undefined): false | number | string {
  const setting = value?.trim() ?? "";
  if (setting === "" || setting === "false" || setting === "0") return false;
  if (setting === "true") {
    throw new ConfigError(
      "TRUST_PROXY=true is refused: it trusts any X-Forwarded-For a client sends, so anyone could skip the rate limit. " +
        'Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY="loopback, 10.0.0.0/8").',
    );
  }
  if (/^\d+$/.test(setting)) return Number(setting);
  for (const entry of setting.split(",")) {
    const item = entry.trim();
    const [address = "", prefix] = item.split("/");
    const named = item === "loopback" || item === "linklocal" || item === "uniquelocal";
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (!named && !(isIP(address) && prefixOk)) {
      throw new ConfigError(`TRUST_PROXY: "${item}" is neither a hop count, an address, a subnet (10.0.0.0/8) nor loopback/linklocal/uniquelocal.`);
    }
  }
  return setting;
}

/** A switch: "on" or "off" (any case), its default when unset or empty. */
function onOrOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const setting = value?.trim().toLowerCase() ?? "";
  if (setting === "") return fallback;
  if (setting === "on") return true;
  if (setting === "off") return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${value}"`);
}

/** APPLICATION_RATE_LIMIT, or its former name CONTACT_RATE_LIMIT, which existing deployments still set. */
function applicationRateLimit(env: NodeJS.ProcessEnv): number {
  if (env.APPLICATION_RATE_LIMIT !== undefined && env.APPLICATION_RATE_LIMIT !== "") {
    return positiveInteger("APPLICATION_RATE_LIMIT", env.APPLICATION_RATE_LIMIT, 5);
  }
  return positiveInteger("CONTACT_RATE_LIMIT", env.CONTACT_RATE_LIMIT, 5);
}

/** PUBLISH_WEBHOOK_URL (http or https only) and PUBLISH_WEBHOOK_SECRET, which it needs. */
export function publishWebhook(env: NodeJS.ProcessEnv): ServerConfig["publishWebhook"] {
  const url = urlSetting(
    env.PUBLISH_WEBHOOK_URL,
    ["http:", "https:"],
    "PUBLISH_WEBHOOK_URL must be an http:// or https:// address, such as https://purge.example.com/vesper.",
  );
  if (!url) return undefined;
  const secret = env.PUBLISH_WEBHOOK_SECRET ?? "";
  if (secret.length < 16) {
    throw new ConfigError(
      "PUBLISH_WEBHOOK_SECRET must be set to at least 16 characters when PUBLISH_WEBHOOK_URL is: the receiver checks every call's signature with it.",
    );
  }
  return { url: url.href, secret };
}

/** NEWSLETTER_SECRET, when set: long enough that no one guesses it from the links it signed. */
export function newsletterSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.NEWSLETTER_SECRET ?? "";
  if (secret === "") return undefined;
  if (secret.length < 32) throw new ConfigError("NEWSLETTER_SECRET must be at least 32 characters when set: it signs every unsubscribe link.");
  return secret;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const level = env.LOG_LEVEL ?? "info";
  if (!["debug", "info", "warn", "error", "silent"].includes(level))
    throw new ConfigError(`LOG_LEVEL "${level}" is not one of debug, info, warn, error, silent`);
  return {
    port: positiveInteger("PORT", env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || "data"),
    buildDir: path.resolve(env.BUILD_DIR || "build"),
    applicationRateLimit: applicationRateLimit(env),
    signInRateLimit: atLeastOne("SIGN_IN_RATE_LIMIT", env.SIGN_IN_RATE_LIMIT, defaultSignInRateLimit),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: level as ServerConfig["logLevel"],
    maxConnections: atLeastOne("MAX_CONNECTIONS", env.MAX_CONNECTIONS, defaultTotalConnections()),
    maxConnectionsPerAddress: atLeastOne("MAX_CONNECTIONS_PER_ADDRESS", env.MAX_CONNECTIONS_PER_ADDRESS, defaultPerAddressConnections),
    publishWebhook: publishWebhook(env),
    mediaStorageLimitMb: atLeastOne("MEDIA_STORAGE_LIMIT_MB", env.MEDIA_STORAGE_LIMIT_MB, defaultMediaStorageLimitMb),
    newsletterPerMinute: atLeastOne("NEWSLETTER_PER_MINUTE", env.NEWSLETTER_PER_MINUTE, defaultNewsletterPerMinute),
    newsletterSecret: newsletterSecret(env),
    insights: onOrOff("INSIGHTS", env.INSIGHTS, true),
    insightsBatchSeconds: atLeastOne("INSIGHTS_BATCH_SECONDS", env.INSIGHTS_BATCH_SECONDS, 60),
  };
}
