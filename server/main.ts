import "./production-env.ts";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { openDatabaseOrExit } from "./db/open-database-or-exit.ts";
import { answerClientErrors, connectionTimeouts, limitConnections } from "./http/connection-limits.ts";
import { dynamicPathPrefixes } from "./http/dynamic-paths.ts";
import { withStaticFastPath } from "./http/static-fast-path.ts";
import { createLogger } from "./logger.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { contentJobRunners } from "./content/content-jobs.ts";
import { startJobs } from "./jobs/start-jobs.ts";
import { mailJobs } from "./mail/mail-jobs.ts";
import { wakeDeliveryOnInquiry, wakeDeliveryOnSubmit, wakeDeliveryOnSubscribe } from "./wake-on-submit.ts";
import { readSettingsOrExit } from "./read-settings.ts";
import { fixedSecurityHeaders } from "./security.ts";
import { applicationRateLimitStore } from "./rate-limit-store.ts";
import { createSiteHolder } from "./static-site.ts";
import { createApplicationStore } from "./applications/store.ts";
import { createInquiryStore } from "./inquiries/store.ts";
import { createSubscriptionStore } from "./subscriptions/store.ts";
import { createLiveContent } from "./content/live-content.ts";
import { createInsightsCounter } from "./insights/counter.ts";
import { createSiteRenderer } from "./content/site-renderer.ts";
import { loadRenderedSite } from "./render/render-site.ts";

const { config, mailConfig } = readSettingsOrExit();
const logger = createLogger(config.logLevel);

const serverEntry = path.join(config.buildDir, "server", "index.js");
if (!fs.existsSync(serverEntry)) {
  logger.error(`No build at ${config.buildDir}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

if (!config.databaseUrl && process.env.NODE_ENV === "production") {
  // The one honest sentence about the embedded database (docs/operations.md, "Durability").
  logger.warn(
    "no DATABASE_URL: applications are stored in the embedded PGlite database, which survives a crash of this process " +
      "but not an operating-system crash or power loss (it never calls fsync). Set DATABASE_URL to a PostgreSQL server in production.",
    { dataDir: config.dataDir },
  );
}

// A first start spends seconds creating the embedded database: say so, rather than look hung.
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"))) {
  logger.info(`creating the embedded database in ${config.dataDir} (first start only; this takes a few seconds)…`);
} else {
  logger.info(config.databaseUrl ? "connecting to PostgreSQL and checking its migrations…" : `opening the embedded database in ${config.dataDir}…`);
}
// The CLIs and psql reach the embedded database through this server while it runs.
const database = await openDatabaseOrExit(config, logger, { serveSocket: true });

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
// What visitors get, from memory; a publish replaces it whole (server/render/render-site.ts). The build's
// files are read once: served at first, and what every render is made and stored against.
const built = loadRenderedSite(config.buildDir);
const site = createSiteHolder(built.site);
// The content editors published (decision 015): served before the first visitor, and polled for so a
// publish on another server shows here within seconds.
let wakeJobs = () => {};
const live = createLiveContent({
  db: database.db,
  renderer: createSiteRenderer({ build, buildDir: config.buildDir, holder: site, logger, built }),
  logger,
  publishHook: config.publishWebhook !== undefined,
  onJobQueued: () => wakeJobs(),
});
await live.start();
// The one job loop (decision 016): mail when SMTP is configured, and always the content jobs.
const mail = mailJobs({ db: database.db, logger, config: mailConfig, process: "server", newsletterSecret: config.newsletterSecret });
const jobs = await startJobs({
  database,
  logger,
  kinds: { ...contentJobRunners({ db: database.db, logger, live, publishWebhook: config.publishWebhook }), ...mail.kinds },
  claimMs: mailConfig.claimSeconds * 1000,
  onStop: mail.close,
});
wakeJobs = jobs.wake;
// Page views and conversions, counted in memory and written once a minute (INSIGHTS_BATCH_SECONDS; decision 042); INSIGHTS=off counts nothing.
const insights = config.insights ? createInsightsCounter({ db: database.db, logger, batchMs: config.insightsBatchSeconds * 1000 }) : undefined;
const app = createApp({
  config,
  logger,
  database,
  store: wakeDeliveryOnSubmit(createApplicationStore(database.db, { confirmationsPerHour: mailConfig.confirmationsPerHour }), {
    wake: jobs.wake,
    sending: mail.sending,
  }),
  inquiryStore: wakeDeliveryOnInquiry(createInquiryStore(database.db, { confirmationsPerHour: mailConfig.confirmationsPerHour }), {
    wake: jobs.wake,
    sending: mail.sending,
  }),
  subscriptionStore: wakeDeliveryOnSubscribe(createSubscriptionStore(database.db, { confirmationsPerHour: mailConfig.confirmationsPerHour }), {
    wake: jobs.wake,
    sending: mail.sending,
  }),
  salesEmails: mailConfig.salesEmails,
  build,
  site,
  live,
  // Without SMTP_URL (and no separate mailer) the detail page says mail is not configured.
  mail: { configured: mailConfig.smtpUrl !== undefined || mailConfig.delivery === "mailer" },
  // Several servers on one PostgreSQL count applications together; the embedded database has one server.
  rateLimitStore: applicationRateLimitStore(database),
  confirmationEmail: mailConfig.smtpUrl !== undefined,
  wakeJobs: jobs.wake,
  insights,
});
// Plain GETs of the build's files are answered before Express, with the very same headers; what Express
// or React Router answers per request is read from their route lists.
const fixedHeaders = fixedSecurityHeaders();
const server = http.createServer(
  connectionTimeouts,
  withStaticFastPath({ site, fixedHeaders, dynamicPrefixes: dynamicPathPrefixes(app, build.routes), logger, onPageView: insights?.pageView }, app),
);
const isTrustedProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
limitConnections(
  server,
  { total: config.maxConnections, perAddress: config.maxConnectionsPerAddress },
  {
    fixedHeaders,
    isTrustedProxy: (address) => config.trustProxy !== false && isTrustedProxy(address, 0),
    logger,
  },
);
answerClientErrors(server, fixedHeaders);
server.listen(config.port, config.host, () => {
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
  logger.info(`ready in ${(process.uptime()).toFixed(1)} s: ${url}`, {
    url,
    database: database.kind === "pglite" ? `pglite:${config.dataDir}` : "postgres",
  });
});
const housekeeping = startHousekeeping(database.db, logger);
server.on("error", async (error) => {
  logger.error("server error", { error });
  await database.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  // A housekeeping run under way finishes before the database closes (below).
  const housekeepingStopped = housekeeping.stop();
  live.stop();
  // Stop accepting, let requests in flight finish, then close the database.
  const force = setTimeout(() => {
    logger.warn("requests still open after 10 s; closing them");
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(async () => {
    try {
      await jobs.stop();
      await housekeepingStopped;
      // The counts since the last batch, before the database closes.
      await insights?.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error("error while closing the database", { error });
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
