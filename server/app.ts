import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestServices } from "../app/lib/server-context.ts";
import { apiErrorHandler, contactApi, maxBodyBytes } from "./api/contact.ts";
import { redirectToCanonicalPath } from "./canonical-path.ts";
import type { ServerConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Logger } from "./logger.ts";
import { loadPrerenderedPages, servePrerendered } from "./prerendered.ts";
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
  app.use(compression());

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
    const clientDir = path.join(config.buildDir, "client");
    const pages = loadPrerenderedPages(clientDir);
    app.use(redirectToCanonicalPath());
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }),
    );
    app.use(servePrerendered(pages));
    const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
    app.use((req, res, next) => {
      // Pages go through their CSP-aware handlers, and .data through React Router.
      if (req.path.endsWith(".html") || req.path.endsWith(".data")) return next();
      return publicFiles(req, res, next);
    });
    app.post("/join", rateLimit, formBodyLimit);

    const servicesKey = (build.entry.module as unknown as { requestServicesContext: Parameters<RouterContextProvider["set"]>[0] })
      .requestServicesContext;
    app.use((_req, res, next) => {
      const nonce = newNonce();
      res.locals.nonce = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
      next();
    });
    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: "production",
        getLoadContext: (_req, res) => {
          const context = new RouterContextProvider();
          const services: RequestServices = { nonce: res.locals.nonce as string, submissions: store };
          context.set(servicesKey, services);
          return context;
        },
      }),
    );
  }

  app.use(apiErrorHandler(logger));
  return app;
}
