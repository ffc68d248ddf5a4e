import type { ServerConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { JobRegistry } from "../jobs/loop.ts";
import type { Logger } from "../logger.ts";
import type { LiveContent } from "./live-content.ts";
import { publishHookRunner } from "./publish-hook.ts";
import { scheduledPublishRunner } from "./scheduled-publish.ts";

/**
 * The content jobs every server runs, whatever the mail settings (decision 016): scheduled publishes
 * always, the CDN's publish hook when PUBLISH_WEBHOOK_URL is set (without it no hook is queued; hooks
 * queued before it was unset wait).
 */
export function contentJobRunners(options: { db: Db; logger: Logger; live: LiveContent; publishWebhook: ServerConfig["publishWebhook"] }): JobRegistry {
  const { db, logger, live, publishWebhook } = options;
  return {
    "scheduled-publish": scheduledPublishRunner({ db, logger, live }),
    ...(publishWebhook ? { "publish-hook": publishHookRunner({ db, logger, url: publishWebhook.url, secret: publishWebhook.secret }) } : {}),
  };
}
