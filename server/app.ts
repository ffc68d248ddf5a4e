import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestServices } from "../app/lib/server-context.ts";
import { apiErrorHandler, contactApi, maxBodyBytes } from "./api/contact.ts";
import { redirectToCanonicalPath } from "./canonical-path.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Logger } from "./logger.ts";
import { loadStaticSite, notFoundPage, serveStaticSite } from "./static-site.ts";
import { applicationRateLimit } from "./rate-limit.ts";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security.ts";
import type { SubmissionStore } from "./submissions.ts";

export interface AppOptions {
  config: Pick<ServerConfig, "contactRateLimit" | "trustProxy" | "buildDir">;
  logger: Logger;
  database: Database;
  store: SubmissionStore;
  /** The React Router server build; without it only the API and health check are served (tests). */
  build?: ServerBuild;
}

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.locals.rejection ? { rejection: res.locals.rejection } : {}),
      };
      if (res.statusCode >= 500) logger.error("request", fields);
      else if (res.statusCode >= 400 && req.path.startsWith("/api/")) logger.warn("request", fields);
      else if (req.path.startsWith("/assets/")) logger.debug("request", fields);
      else logger.info("request", fields);
    });
    next();
  };
}

/** Rejects oversized native form posts before React Router reads them. */
const formBodyLimit: RequestHandler = (req, res, next) => {
  const length = Number(req.get("content-length") ?? 0);
  if (length > maxBodyBytes) {
    res.locals.rejection = "too-large";
    res.status(413).type("text/plain").send("The application is larger than 16 KB.");
    return;
  }
  next();
};

export function createApp({ config, logger, database, store, build }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders());

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error("health check: database unavailable", { error });
      res.status(503).json({ status: "unavailable", database: database.kind });
    }
  });

  const rateLimit = applicationRateLimit(config.contactRateLimit);
  app.use(contactApi({ store, logger, rateLimit }));

  if (build) {
    const site = loadStaticSite(path.join(config.buildDir, "client"));
    app.use(redirectToCanonicalPath());
    // Every page, the 404s and every file come from memory; no GET reaches React Router.
    app.use(serveStaticSite(site));

    // React Router renders one thing per request: the answer to the no-JavaScript form post.
    const servicesKey = (build.entry.module as unknown as { requestServicesContext: Parameters<RouterContextProvider["set"]>[0] })
      .requestServicesContext;
    const renderWithReactRouter = createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        const services: RequestServices = { nonce: res.locals.nonce as string, submissions: store };
        context.set(servicesKey, services);
        return context;
      },
    });
    const withNonce: RequestHandler = (_req, res, next) => {
      const nonce = newNonce();
      res.locals.nonce = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`] }));
      next();
    };
    app.post("/join", rateLimit, formBodyLimit, withNonce, renderWithReactRouter);

    app.use(notFoundPage(site));
    app.use((req, res, next) => {
      if (req.path.startsWith("/api/")) return next();
      // Pages are read, not written to.
      res.locals.rejection = "method-not-allowed";
      res.setHeader("Allow", "GET, HEAD");
      res.status(405).type("text/plain").send("This page can only be read (GET or HEAD).");
    });
  }

  app.use(apiErrorHandler(logger));
  return app;
}
