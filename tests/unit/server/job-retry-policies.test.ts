import { describe, expect, it } from "vitest";
import { contentJobRunners } from "../../../server/content/content-jobs.ts";
import type { LiveContent } from "../../../server/content/live-content.ts";
import type { Db } from "../../../server/db/database.ts";
import { mailKinds } from "../../../server/db/schema.ts";
import { retryDelayMs, type RetryPolicy } from "../../../server/jobs/retry-policy.ts";
import type { Logger } from "../../../server/logger.ts";
import { mailRunners } from "../../../server/mail/delivery.ts";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
// The runners are only built here, never run: nothing reaches the database, the content or the SMTP server.
const db = {} as Db;
const live = {} as LiveContent;

const waits = (policy: RetryPolicy, tries: number) => Array.from({ length: tries }, (_, i) => retryDelayMs(policy, i + 1) / 1000);

describe("each kind of job brings its own retry policy", () => {
  it("mail: within 30 s, doubling, at most an hour apart, given up after 48 hours, any number of tries", () => {
    const runners = mailRunners({
      db,
      logger: quiet,
      sender: { send: async () => ({}), close() {} },
      settings: { from: { name: "V", address: "v@example.com" }, hiringEmails: ["h@example.com"] },
    });
    expect(Object.keys(runners).sort()).toEqual([...mailKinds].sort());
    for (const runner of Object.values(runners)) {
      expect(waits(runner.retryPolicy, 10)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
      expect(runner.retryPolicy.giveUpAfterMs).toBe(48 * 3_600_000);
      expect(runner.retryPolicy.maxAttempts).toBeUndefined();
    }
  });

  it("a scheduled publish: 15 s doubling to 5 minutes, failed after 6 tries; the publish hook: the receiver's 30 s to 1 h for 48 hours", () => {
    const runners = contentJobRunners({ db, logger: quiet, live, publishWebhook: { url: "https://cdn.example.com/purge", secret: "s".repeat(32) } });
    const scheduled = runners["scheduled-publish"]!.retryPolicy;
    expect(waits(scheduled, 6)).toEqual([15, 30, 60, 120, 240, 300]);
    expect(scheduled.maxAttempts).toBe(6);
    const hook = runners["publish-hook"]!.retryPolicy;
    expect(waits(hook, 9)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(hook.giveUpAfterMs).toBe(48 * 3_600_000);
    expect(hook.maxAttempts).toBeUndefined();
    // Without PUBLISH_WEBHOOK_URL no process runs hooks: they wait.
    expect(Object.keys(contentJobRunners({ db, logger: quiet, live, publishWebhook: undefined }))).toEqual(["scheduled-publish"]);
  });
});
