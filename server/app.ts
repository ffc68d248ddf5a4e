import express from "express";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { shippedDocuments } from "../app/content/documents.ts";
import type { AdminServices } from "../app/lib/contracts/admin-services.ts";
import { searchPagePath } from "../app/lib/contracts/search-index.ts";
import type { RequestServices } from "../app/lib/contracts/server-context.ts";
import { adminArea } from "./admin/admin-area.ts";
import { createContentServices } from "./content/content-services.ts";
import type { LiveContent } from "./content/live-content.ts";
import { previewPage } from "./content/preview.ts";
import { adminResponseHeaders } from "./admin/admin-headers.ts";
import type { MailSetup } from "./admin/inbox-delivery-state.ts";
import { applicationFormDoor } from "./applications/form-door.ts";
import { applicationJsonDoor } from "./applications/json-door.ts";
import { createApplicationReceiver } from "./applications/receive.ts";
import type { ApplicationStore } from "./applications/store.ts";
import { redirectToCanonicalPath } from "./canonical-path.ts";
import { inquiryFormDoor } from "./inquiries/form-door.ts";
import { countingConversions } from "./insights/count-conversions.ts";
import type { InsightsCounter } from "./insights/counter.ts";
import { formSources } from "./insights/page-path.ts";
import { inquiryJsonDoor } from "./inquiries/json-door.ts";
import { createInquiryReceiver } from "./inquiries/receive.ts";
import { inquiryTeamAddresses } from "./inquiries/routing.ts";
import { createInquiryStore, type InquiryStore } from "./inquiries/store.ts";
import { defaultNewsletterPerMinute, type ServerConfig } from "./config.ts";
import { newsletterDoors } from "./subscriptions/doors.ts";
import { createSubscriptionReceiver } from "./subscriptions/receive.ts";
import { createSubscriptionStore, type SubscriptionStore } from "./subscriptions/store.ts";
import type { Database } from "./db/database.ts";
import { databaseErrorLogFields } from "./db/database-error.ts";
import { healthCheckDeadlineMs, within } from "./db/within.ts";
import { errorHandler } from "./http/error-handler.ts";
import { createRequestHandler } from "./http/react-router-handler.ts";
import { requestLog } from "./http/request-log.ts";
import { refuseOversizedUrls } from "./http/url-limits.ts";
import { writeGate } from "./http/write-gate.ts";
import type { Logger } from "./logger.ts";
import { outboxHealth } from "./mail/delivery-state.ts";
import { unansweredInquiries } from "./admin/inquiry-inbox.ts";
import { serveMedia } from "./media/media-serving.ts";
import { applicationRateLimit } from "./rate-limit.ts";
import { nonceContentSecurityPolicy, securityHeaders } from "./security.ts";
import { recordMissedSearch } from "./search/search-misses.ts";
import { searchPage } from "./search/search-page.ts";
import { asSiteHolder, loadStaticSite, notFoundPage, serveStaticSite, type SiteHolder, type StaticSite } from "./static-site.ts";

export interface AppOptions {
  /** signInRateLimit, mediaStorageLimitMb unset: their defaults (SIGN_IN_RATE_LIMIT's, MEDIA_STORAGE_LIMIT_MB's). */
  config: Pick<ServerConfig, "applicationRateLimit" | "trustProxy" | "buildDir"> &
    Partial<Pick<ServerConfig, "signInRateLimit" | "mediaStorageLimitMb" | "newsletterPerMinute" | "newsletterSecret">>;
  logger: Logger;
  database: Database;
  store: ApplicationStore;
  /** Project inquiries' store; one on `database` with the default limits when absent. */
  inquiryStore?: InquiryStore;
  /** Newsletter requests' store (server/subscriptions/); one on `database` with the default limits when absent. */
  subscriptionStore?: SubscriptionStore;
  /** SALES_EMAIL: every inquiry goes to these addresses instead of the site settings' teams. */
  salesEmails?: string[];
  /** The React Router server build; without it only the API and health check are served (tests). */
  build?: ServerBuild;
  /** The build's files in memory, or their holder when a publish may replace them; loaded from `config.buildDir` when not given. */
  site?: StaticSite | SiteHolder;
  /** The published content and its publish path (server/content/): with it, /admin/content edits the site. */
  live?: LiveContent;
  /**
   * Whether this server sends mail (SMTP_URL, or a separate mailer): the inbox's detail page says so
   * beside each e-mail's state. Not configured when absent (tests that build the app alone send nothing).
   */
  mail?: MailSetup;
  /** The application limit's store; in memory when absent (server/rate-limit-store.ts for PostgreSQL). */
  rateLimitStore?: Parameters<typeof applicationRateLimit>[2];
  /** The server is configured to send mail (SMTP_URL): the API's 201 may say a confirmation is on its way. */
  confirmationEmail?: boolean;
  /** Wakes this process's job loop (server/jobs/start-jobs.ts) once a newsletter send or test is queued. */
  wakeJobs?: () => void;
  /** The insights' counter (server/insights/counter.ts): told of every public page answered and form stored. None: nothing counted (INSIGHTS=off, tests). */
  insights?: InsightsCounter;
}

export function createApp({
  config,
  logger,
  database,
  store,
  inquiryStore,
  subscriptionStore,
  salesEmails,
  build,
  site: loadedSite,
  live,
  mail = { configured: false },
  rateLimitStore,
  confirmationEmail,
  wakeJobs = () => {},
  insights,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestLog(logger));
  // Headers first, so that every answer carries them, the refusals below included.
  app.use(securityHeaders());
  app.use(adminResponseHeaders());
  app.use(refuseOversizedUrls());
  const rateLimit = applicationRateLimit(config.applicationRateLimit, logger, rateLimitStore);
  app.use(writeGate({ limiters: { applications: rateLimit } }));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      // A database held by someone else (a socket client, a lock) gives a 503 in seconds, not a hang.
      const [outbox, inquiries] = await within(
        database.ping().then(() => Promise.all([outboxHealth(database.db), unansweredInquiries(database.db)])),
        healthCheckDeadlineMs,
        "the database",
      );
      // The outbox as counts and an age, never who applied (server/mail/delivery-state.ts); the team's
      // counts say whether the contact page's response-time promise is being kept (inquiry-inbox.ts).
      res.json({ status: "ok", database: database.kind, outbox, team: { unansweredInquiries: inquiries.unanswered, overdueInquiries: inquiries.overdue } });
    } catch (error) {
      logger.error("health check: database unavailable", { error });
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  const receiveApplication = countingConversions("application", createApplicationReceiver({ store, logger }), insights);
  app.use(applicationJsonDoor({ receiveApplication, confirmationEmail }));
  const receiveInquiry = countingConversions(
    "inquiry",
    createInquiryReceiver({
      store: inquiryStore ?? createInquiryStore(database.db),
      logger,
      // The published site settings of this moment (the editor may change the teams at any time).
      teamFor: (topic) => inquiryTeamAddresses(topic, (live?.documents() ?? shippedDocuments).site.site, salesEmails),
    }),
    insights,
  );
  app.use(inquiryJsonDoor({ receiveInquiry, confirmationEmail }));

  const site = loadedSite ?? (build ? loadStaticSite(path.join(config.buildDir, "client")) : undefined);
  // The newsletter (decision 038): the box's doors and the link pages' POSTs; their answers are the site's prerendered states.
  app.use(
    newsletterDoors({
      db: database.db,
      logger,
      receive: createSubscriptionReceiver({ store: subscriptionStore ?? createSubscriptionStore(database.db), logger }),
      newsletterSecret: config.newsletterSecret,
      site,
    }),
  );
  // The editors' uploaded images (server/media/), from memory or the database; an unknown one is the not-found page.
  app.get("/media/:file", serveMedia(database.db));

  if (site) {
    app.use(redirectToCanonicalPath());
    // Every page, the 404s and every file come from memory (decision 006); no GET reaches React Router.
    app.use(serveStaticSite(site, insights?.pageView));
    // The search's results page, filled per request from the served site's index (decision 040).
    app.get(
      searchPagePath,
      searchPage(asSiteHolder(site), (query) => {
        recordMissedSearch(database.db, query).catch((error: unknown) =>
          logger.error("search: a search that found nothing was not counted", databaseErrorLogFields(error)),
        );
      }),
    );
  }

  if (build) {
    // React Router renders one thing per request: the answer to the no-JavaScript form post.
    const servicesKey = (build.entry.module as unknown as { requestServicesContext: Parameters<RouterContextProvider["set"]>[0] }).requestServicesContext;
    const renderWithReactRouter = createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        const services: RequestServices = {
          nonce: res.locals.nonce as string,
          receiveApplication: (submission) => receiveApplication({ ...submission, ...formSources(req) }),
          receiveInquiry: (submission) => receiveInquiry({ ...submission, ...formSources(req) }),
          formWait: res.locals.rateLimitWait as number | undefined,
          admin: res.locals.admin as AdminServices | undefined,
          adminForm: res.locals.adminForm as URLSearchParams | undefined,
          adminFiles: res.locals.adminFiles as RequestServices["adminFiles"],
          logFault: (message, fields) => logger.error(message, fields),
        };
        context.set(servicesKey, services);
        return context;
      },
    });
    app.use(applicationFormDoor({ render: [nonceContentSecurityPolicy(), renderWithReactRouter] }));
    app.use(inquiryFormDoor({ render: [nonceContentSecurityPolicy(), renderWithReactRouter] }));

    // The team's inbox: rendered per request, signed-in members only (decision 010).
    // The site editor (decision 015), where the server serves a site it can re-render.
    const content = live
      ? {
          services: (actor: string) => createContentServices(database.db, live, actor),
          preview: previewPage({ db: database.db, build, live }),
          // The published site settings' zone: an editor who changes it changes every time the team reads.
          timeZone: () => live.documents().site.site.timeZone,
        }
      : undefined;
    app.use(
      adminArea({
        db: database.db,
        logger,
        render: renderWithReactRouter,
        mail,
        content,
        // The newsletter sends what the served site publishes.
        newsletter: live
          ? { documents: () => live.documents(), perMinute: config.newsletterPerMinute ?? defaultNewsletterPerMinute, wake: wakeJobs }
          : undefined,
        signInPostsPerMinute: config.signInRateLimit,
        mediaStorageLimitMb: config.mediaStorageLimitMb,
      }),
    );
  }

  if (site) app.use(notFoundPage(site, insights?.pageView));

  app.use(errorHandler(logger));
  return app;
}
