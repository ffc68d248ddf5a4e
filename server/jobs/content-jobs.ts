import type { ServerConfig } from "../config.ts";
import type { LiveContent } from "../content/live-content.ts";
import type { Db } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { JobHandlers } from "./loop.ts";
import { publishHookHandler } from "./publish-hook.ts";
import { scheduledPublishHandler } from "./scheduled-publish.ts";

/**
 * The content jobs every server runs, whatever the mail settings (decision 016): scheduled publishes
 * always, the CDN's publish hook when PUBLISH_WEBHOOK_URL is set (without it no hook is queued; hooks
 * queued before it was unset wait).
 */
export function contentJobHandlers(options: { db: Db; logger: Logger; live: LiveContent; publishWebhook: ServerConfig["publishWebhook"] }): JobHandlers {
  const { db, logger, live, publishWebhook } = options;
  return {
    "scheduled-publish": scheduledPublishHandler({ db, logger, live }),
    ...(publishWebhook ? { "publish-hook": publishHookHandler({ db, logger, url: publishWebhook.url, secret: publishWebhook.secret }) } : {}),
  };
}
