import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database.ts";
import { jobs } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { Tx } from "../db/transaction.ts";
import { recordJobDone, recordJobFailure, retryInSeconds, type Job, type JobKindRunner } from "../jobs/loop.ts";
import type { RetryPolicy } from "../jobs/retry-policy.ts";

/**
 * The CDN's publish hook (decision 016): every publish — the editor's, a restore, an import, a scheduled
 * one — queues one `publish-hook` job in the transaction that stores its versions, so a publish is never
 * without its hook and a refused one has none. The loop POSTs the job's payload to PUBLISH_WEBHOOK_URL,
 * signed, and retries by its own policy (`publishHookRetryPolicy`).
 */

/** What the receiver gets, as JSON. */
export interface PublishHookPayload {
  event: "publish";
  /** The versions the publish stored. */
  versions: { document: string; version: number }[];
  /** The public URL paths whose answer changed ("/services/web", "/sitemap.xml"), sorted. */
  paths: string[];
  /** When the publish was stored (ISO 8601, UTC). */
  publishedAt: string;
}

/** Queues the hook of a publish, inside the publish's transaction (server/content/store.ts publishVersions). */
export async function enqueuePublishHook(tx: Tx, payload: PublishHookPayload): Promise<void> {
  await tx.insert(jobs).values({ kind: "publish-hook", messageId: `hook:${randomUUID()}`, payload });
}

/** The signature of one call: HMAC-SHA256 of `${timestamp}.${body}` with the secret, as hex. */
export function hookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** Headers the receiver checks: the signature covers the timestamp, so an old call cannot be replayed later. */
export const signatureHeader = "X-Vesper-Signature";
export const timestampHeader = "X-Vesper-Timestamp";
export const deliveryHeader = "X-Vesper-Delivery";

/**
 * What a receiver does (docs/operations.md, "The CDN hook", shows the same in a Worker): the signature matches the raw
 * body and timestamp, and the timestamp is within `toleranceSeconds` of now.
 */
export function verifyHookSignature(options: {
  secret: string;
  body: string;
  timestamp: string | null;
  signature: string | null;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const { secret, body, timestamp, signature } = options;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  const now = options.now ?? Date.now();
  if (Math.abs(now / 1000 - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(`sha256=${hookSignature(secret, timestamp, body)}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface PublishHookOptions {
  db: Db;
  logger: Logger;
  url: string;
  secret: string;
  retryPolicy?: RetryPolicy;
  /** How long one call may take before it counts as failed (10 s). */
  timeoutMs?: number;
}

/**
 * A hook that was not delivered: tried again after 30 s, doubling to 1 h, for 48 hours — the receiver
 * (a CDN's purge endpoint) may be down for a while, and a purge late is still worth making.
 */
export const publishHookRetryPolicy: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
};

const maxRedirects = 3;

/**
 * POSTs one hook. A 2xx answer is success; anything else, a refused connection or a timeout is tried
 * again. Redirects are followed only within the hook's own origin (scheme, host and port): the body is
 * signed for this receiver, never for another host.
 */
async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ ok: true; status: number } | { ok: false; answer: string }> {
  let target = new URL(url);
  const origin = target.origin;
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    let response: Response;
    try {
      response = await fetch(target, { method: "POST", body, headers, redirect: "manual", signal });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      const name = error instanceof Error ? error.name : "Error";
      return {
        ok: false,
        answer:
          name === "TimeoutError" || name === "AbortError"
            ? `no answer within ${timeoutMs / 1000} s`
            : `${cause?.code ?? name}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    const location = response.headers.get("location");
    if ([301, 302, 303, 307, 308].includes(response.status) && location) {
      const next = new URL(location, target);
      if (next.origin !== origin) return { ok: false, answer: `HTTP ${response.status}: redirected to another host (${next.origin}); not followed` };
      target = next;
      continue;
    }
    return { ok: false, answer: `HTTP ${response.status} ${response.statusText}`.trim() };
  }
  return { ok: false, answer: `more than ${maxRedirects} redirects` };
}

/** The loop's runner for `publish-hook` jobs. */
export function publishHookRunner(options: PublishHookOptions): JobKindRunner {
  const { db, logger, url, secret } = options;
  const policy = options.retryPolicy ?? publishHookRetryPolicy;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const run = async (job: Job) => {
    const body = JSON.stringify(job.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const outcome = await post(
      url,
      body,
      {
        "Content-Type": "application/json",
        "User-Agent": "Vesper-Publish-Hook/1",
        [timestampHeader]: timestamp,
        [signatureHeader]: `sha256=${hookSignature(secret, timestamp, body)}`,
        [deliveryHeader]: String(job.id),
      },
      timeoutMs,
    );
    if (outcome.ok) {
      await recordJobDone(db, job, `HTTP ${outcome.status}`);
      logger.info("publish hook delivered", { jobId: job.id, attempts: job.attempts });
      return;
    }
    const status = await recordJobFailure(db, job, policy, outcome.answer, false);
    if (status === "failed") logger.error("publish hook failed: given up", { jobId: job.id, attempts: job.attempts, answer: outcome.answer });
    else
      logger.warn("publish hook not delivered yet: will retry", {
        jobId: job.id,
        attempts: job.attempts,
        answer: outcome.answer,
        retryInSeconds: retryInSeconds(policy, job),
      });
  };
  return { run, retryPolicy: policy };
}
