import express, { type Request, type RequestHandler, type Response } from "express";
import { readInboxFilter, readInboxSort, type InboxFilter } from "../../app/lib/contracts/inbox-filter.ts";
import { readInquiryFilter, readInquirySort, type InquiryFilter } from "../../app/lib/contracts/inquiry-filter.ts";
import type { ContentServices } from "../../app/lib/contracts/content-services.ts";
import { topMissedSearches } from "../search/search-misses.ts";
import { hasRole, landingPath, mayUseNewsletter, roleForAdminPath, roleRefusal, type TeamRole, type WithRoles } from "../../app/lib/contracts/roles.ts";
import { isSameSiteRedirectPath } from "../canonical-path.ts";
import { defaultMediaStorageLimitMb } from "../config.ts";
import type { Db } from "../db/database.ts";
import { inboxExportColumns, inboxExportRecord } from "../export/application-records.ts";
import { inquiryExportColumns, inquiryExportRecord } from "../export/inquiry-records.ts";
import { exportWriter, writeWhenReady } from "../export/export-stream.ts";
import type { Logger } from "../logger.ts";
import { databaseErrorLogFields } from "../db/database-error.ts";
import { ClientError } from "../http/http-error.ts";
import { isCrossSiteRead } from "../http/same-origin.ts";
import { nonceContentSecurityPolicy } from "../security.ts";
import { accountLinkPurposes } from "../db/schema.ts";
import { accountLinkPaths, isLiveAccountLink } from "../account-tokens/account-tokens.ts";
import { acceptAccountLink } from "./account-links.ts";
import { isAdminPath } from "./admin-headers.ts";
import { createAdminServices } from "./admin-services.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { requireCsrfToken } from "./csrf.ts";
import { readFormBody } from "./form-body.ts";
import type { MailSetup } from "./inbox-delivery-state.ts";
import { minPasswordLength } from "./passwords.ts";
import { countForExport, readExportPages } from "./inbox.ts";
import { countInquiriesForExport, readInquiryExportPages } from "./inquiry-inbox.ts";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "./session-cookie.ts";
import { endSession, findSession, type Session } from "./sessions.ts";
import { signIn } from "./sign-in.ts";
import { signInRateLimit } from "./sign-in-rate-limit.ts";
import { parseMediaType } from "../http/media-type.ts";
import { createMediaServices } from "../media/media-services.ts";
import { newsletterSubscribers } from "../db/schema.ts";
import { sql } from "../db/drizzle.ts";
import { confirmedSubscriberPages, createNewsletterServices, newsletterExportColumns, newsletterPreviewHtml, type NewsletterSetup } from "./newsletter.ts";
import { insightsRefusal, readInsightsPeriod } from "../../app/lib/contracts/insights.ts";
import { createInsightsServices } from "../insights/insights-services.ts";
import { insightsExportColumns, insightsTotals } from "../insights/report.ts";
import { readMultipartBody } from "../media/multipart-body.ts";

/** Data rather than a page: an unauthenticated request gets 401, not a redirect to the sign-in page. */
/** /admin/newsletter and everything under it, whatever the case (as the server routes paths). */
function isNewsletterPath(path: string): boolean {
  return /^\/admin\/newsletter(\/|\.data$|$)/i.test(path);
}

function isDataRequest(req: Request): boolean {
  if (/\.(csv|json|data)$/i.test(req.path)) return true;
  return req.accepts(["html", "json"]) === "json";
}

/** Where to go after signing in: an /admin page this site serves, never elsewhere. */
export function afterSignInPath(next: string | null | undefined): string {
  if (!next || next.length > 2000 || !isSameSiteRedirectPath(next) || !isAdminPath(next.split("?")[0] ?? "") || next.includes("\\")) return "/admin";
  return next.startsWith("/admin/login") ? "/admin" : next;
}

function seeOther(res: Response, location: string): void {
  res.redirect(303, location);
}

/** The default landing, /admin (the inbox), is for recruiters; anyone else lands where their roles lead. */
function landingAfterSignIn(next: string, member: WithRoles): string {
  return next === "/admin" ? landingPath(member) : next;
}

/**
 * The Express side of app/lib/contracts/roles.ts `requireRole`: the same rule and words, as this server's
 * client error (a 403 the error handler answers), for what it sends without React Router.
 */
export function refuseUnlessRole(member: WithRoles, role: TeamRole): void {
  if (!hasRole(member, role)) throw new ClientError(403, "role", roleRefusal(role));
}

export interface AdminAreaOptions {
  db: Db;
  /** SIGN_IN_RATE_LIMIT: sign-in posts per client address per minute (the default when not given). */
  signInPostsPerMinute?: number;
  /** MEDIA_STORAGE_LIMIT_MB: what the uploaded images may take (the default when not given). */
  mediaStorageLimitMb?: number;
  /** Where a failure after an answer has begun (an export cut short) is told; never the error's text. */
  logger?: Logger;
  /**
   * React Router, rendering the admin routes per request; it reads `res.locals.admin` (the services)
   * and `res.locals.adminForm` (a post's fields, read once here).
   */
  render: RequestHandler;
  /** Whether this server sends mail: the detail page's delivery state says so when it does not. */
  mail: MailSetup;
  /**
   * The site editor (server/content/): its services for a signed-in editor, and the preview's raw page
   * (GET /admin/content/:slug/preview/page, and POST with the form's unsaved values). Absent where the server serves no site (tests of the inbox).
   */
  content?: { services: (actor: string) => ContentServices; preview: RequestHandler; timeZone: () => string };
  /** The newsletter's sending (server/admin/newsletter.ts), for owners and editors; absent where the server serves no site. */
  newsletter?: NewsletterSetup;
}

/**
 * Everything under /admin (decision 010). Every answer is private and fresh (no-store,
 * noindex, no referrer, a nonce CSP). Sign-in, sign-out, the one-time links' posts and the exports are
 * handled here (they set the session cookie or send a file, before or beside any page); pages are React
 * Router routes (app/routes/admin/, in their own layout) rendered per request for a signed-in member
 * only: without a session a page answers 303 to the sign-in page and data answers 401. A post's form is
 * read once (form-body.ts), and every write but sign-in must carry the session's CSRF token (csrf.ts).
 */
export function adminArea({
  db,
  logger,
  render,
  mail,
  content,
  newsletter,
  signInPostsPerMinute,
  mediaStorageLimitMb = defaultMediaStorageLimitMb,
}: AdminAreaOptions): RequestHandler {
  const router = express.Router();
  const media = { storageLimitBytes: mediaStorageLimitMb * 1024 * 1024 };

  // no-store, noindex and the referrer policy are already set (admin-headers.ts, before every refusal).
  router.use(nonceContentSecurityPolicy({ frames: true }));

  const sessionOf = async (req: Request): Promise<Session | undefined> => {
    const token = readSessionCookie(req);
    return token ? findSession(db, token) : undefined;
  };

  // Per client address, before any work (sign-in-rate-limit.ts).
  router.post("/admin/login", signInRateLimit(db, signInPostsPerMinute), async (req, res) => {
    const form = readFormBody(req.body);
    const outcome = await signIn(db, {
      email: form.get("email") ?? "",
      password: form.get("password") ?? "",
      clientAddress: req.ip,
      previousToken: readSessionCookie(req),
    });
    const next = afterSignInPath(form.get("next"));
    const keepNext = next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`;
    if (outcome.kind === "held-back") return seeOther(res, `/admin/login?wait=${outcome.seconds}${keepNext}`);
    if (outcome.kind === "refused") return seeOther(res, `/admin/login?failed=1${keepNext}`);
    setSessionCookie(req, res, outcome.token);
    seeOther(res, landingAfterSignIn(next, outcome));
  });

  router.post("/admin/logout", async (req, res) => {
    const token = readSessionCookie(req);
    const session = token ? await findSession(db, token) : undefined;
    if (session && token) {
      requireCsrfToken(session, readFormBody(req.body));
      await endSession(db, token);
      await recordAudit(db, { actor: session.email, action: "sign-out", subject: `user:${session.email}` });
    }
    clearSessionCookie(req, res);
    seeOther(res, "/admin/login?signed-out=1");
  });

  // The one-time links of the team's e-mail (account-links.ts): no session, only a live token. A dead
  // token is sent to `?expired=1`, out of the address bar; the post makes the account or sets the
  // password and signs the browser in.
  for (const purpose of accountLinkPurposes) {
    const path = accountLinkPaths[purpose];
    router.get(path, async (req, res, next) => {
      const token = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").get("token");
      if (token !== null && !(await isLiveAccountLink(db, purpose, token))) return seeOther(res, `${path}?expired=1`);
      render(req, res, next);
    });
    router.post(path, async (req, res) => {
      const form = readFormBody(req.body);
      const token = form.get("token") ?? "";
      const password = form.get("password") ?? "";
      const again = (problem: string) => seeOther(res, `${path}?token=${encodeURIComponent(token)}&problem=${problem}`);
      if (!(await isLiveAccountLink(db, purpose, token))) return seeOther(res, `${path}?expired=1`);
      if (password !== (form.get("repeat") ?? "")) return again("mismatch");
      const outcome = await acceptAccountLink(db, { purpose, token, password, previousToken: readSessionCookie(req) });
      if (outcome.kind === "refused") {
        if (outcome.problem === "link") return seeOther(res, `${path}?expired=1`);
        if (outcome.problem === "taken") return again("taken");
        return again(password.length < minPasswordLength ? "short" : "long");
      }
      setSessionCookie(req, res, outcome.token);
      seeOther(res, landingPath(outcome));
    });
  }

  router.get("/admin/login", async (req, res, next) => {
    const session = await sessionOf(req);
    if (session) return seeOther(res, landingPath(session));
    next();
  });

  // Past this point, a team member must be signed in.
  router.use(async (req, res, next) => {
    if (req.path.toLowerCase() === "/admin/login") return next();
    const session = await sessionOf(req);
    if (!session) {
      if (req.method === "GET" || req.method === "HEAD") {
        if (isDataRequest(req)) {
          res.status(401).json({ error: "Sign in at /admin/login first." });
          return;
        }
        const back = req.originalUrl === "/admin" ? "" : `?next=${encodeURIComponent(afterSignInPath(req.originalUrl))}`;
        return seeOther(res, `/admin/login${back}`);
      }
      // A write without a session: the form was left open past its session (or forged).
      res.status(401).type("text/plain").send("You are signed out. Sign in at /admin/login and try again.");
      return;
    }
    if (req.method === "POST") {
      // The one multipart form (the media page's upload; the gate lets no other path send one) gives its files too.
      const multipart =
        parseMediaType(req.get("content-type") ?? "").type === "multipart/form-data" ? await readMultipartBody(req.body, req.get("content-type")) : undefined;
      const form = multipart ? multipart.fields : readFormBody(req.body);
      requireCsrfToken(session, form);
      // The route's action reads these very fields (app/lib/pages/admin-context.ts `adminForm`), not the body again.
      res.locals.adminForm = form;
      res.locals.adminFiles = multipart?.files;
    }
    // What a member without the path's role may not read: data (a route's `.data`, the exports) is
    // refused here; a page renders, and its loader or action answers the 403 page (app/lib/contracts/roles.ts
    // `requireRole`; the services ask too, so no page can forget).
    const role = roleForAdminPath(req.path);
    if (role && isDataRequest(req)) refuseUnlessRole(session, role);
    // The newsletter is for owners and editors, two roles (app/lib/contracts/roles.ts `newsletterRoles`).
    if (isNewsletterPath(req.path) && !mayUseNewsletter(session) && (isDataRequest(req) || req.method !== "GET"))
      throw new ClientError(403, "role", roleRefusal("editor"));
    const services = createAdminServices(db, session, mail, content?.timeZone());
    // The editor's services exist only for an editor's session, so no other member's request can reach them;
    // the scheduled publishes also for an owner's, who must be able to stop what a member they remove scheduled.
    const editor = content && hasRole(session, "editor") ? content.services(session.email) : undefined;
    const scheduler = editor ?? (content && hasRole(session, "owner") ? content.services(session.email) : undefined);
    // The insights (decision 042) for owners and editors; an editor may also move a 404 address into the redirects' draft.
    const insights = hasRole(session, "owner") || hasRole(session, "editor") ? createInsightsServices(db, services.timeZone, editor) : undefined;
    res.locals.admin = {
      ...services,
      ...(insights ? { insights } : {}),
      ...(scheduler ? { schedules: { scheduled: scheduler.scheduled, cancelScheduled: scheduler.cancelScheduled } } : {}),
      ...(editor ? { content: editor, media: createMediaServices(db, session.email, media) } : {}),
      ...(newsletter && mayUseNewsletter(session) ? { newsletter: createNewsletterServices(db, session, newsletter) } : {}),
      // What visitors searched for and did not find (decision 040): for the people who can change what the site says.
      ...(hasRole(session, "owner") || hasRole(session, "editor") ? { missedSearches: (days: number) => topMissedSearches(db, days) } : {}),
    };
    res.locals.session = session;
    next();
  });

  /**
   * An export of one inbox, in the filter and order the list was showing: refused across sites and to a
   * member without the inbox's role, audited with the kind of filter (never its free text, which may be
   * a name), streamed a page at a time so the server holds one page, not the inbox.
   */
  const exportHandler =
    <Filter extends { q?: string }, Row, Column extends string>(
      format: "csv" | "json",
      inbox: {
        role: TeamRole;
        action: "applications.export" | "inquiries.export";
        fileName: string;
        startsAt: string;
        readFilter: (params: URLSearchParams) => Filter;
        count: (filter: Filter) => Promise<number>;
        pages: (filter: Filter, params: URLSearchParams) => AsyncGenerator<Row[]>;
        columns: readonly Column[];
        record: (row: Row) => Record<Column, string | number>;
      },
    ): RequestHandler =>
    async (req, res) => {
      // A link on another site must not download the data in a member's name (nor log an export they never made).
      if (isCrossSiteRead(req))
        throw new ClientError(403, "cross-site-export", `Exports start from the inbox: open ${inbox.startsAt} and use its export links.`);
      const session = res.locals.session as Session;
      refuseUnlessRole(session, inbox.role);
      const params = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      const filter = inbox.readFilter(params);
      await recordAudit(db, {
        actor: session.email,
        action: inbox.action,
        details: { format, rows: await inbox.count(filter), filter: { ...filter, ...(filter.q ? { q: "(text)" } : {}) } },
      });
      const stamp = new Date().toISOString().slice(0, 10);
      res.setHeader("Content-Disposition", `attachment; filename="${inbox.fileName}-${stamp}.${format}"`);
      res.type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
      const writer = exportWriter(format, inbox.columns);
      try {
        let sent = await writeWhenReady(res, writer.start());
        for await (const page of inbox.pages(filter, params)) {
          if (!sent) return; // the member went away
          sent = await writeWhenReady(res, writer.rows(page.map(inbox.record)));
        }
        res.end(writer.end());
      } catch (error) {
        // The headers are gone: cut the download short rather than let a partial file look complete.
        logger?.error("export cut short", databaseErrorLogFields(error));
        res.destroy();
      }
    };
  const applications = {
    role: "recruiter",
    action: "applications.export",
    fileName: "applications",
    startsAt: "/admin",
    readFilter: readInboxFilter,
    count: (filter: InboxFilter) => countForExport(db, filter),
    pages: (filter: InboxFilter, params: URLSearchParams) => readExportPages(db, filter, readInboxSort(params)),
    columns: inboxExportColumns,
    record: inboxExportRecord,
  } as const;
  const inquiries = {
    role: "sales",
    action: "inquiries.export",
    fileName: "inquiries",
    startsAt: "/admin/inquiries",
    readFilter: readInquiryFilter,
    count: (filter: InquiryFilter) => countInquiriesForExport(db, filter),
    pages: (filter: InquiryFilter, params: URLSearchParams) => readInquiryExportPages(db, filter, readInquirySort(params)),
    columns: inquiryExportColumns,
    record: inquiryExportRecord,
  } as const;
  router.get("/admin/export.csv", exportHandler("csv", applications));
  router.get("/admin/export.json", exportHandler("json", applications));
  router.get("/admin/inquiries/export.csv", exportHandler("csv", inquiries));
  router.get("/admin/inquiries/export.json", exportHandler("json", inquiries));

  if (newsletter) {
    /**
     * The confirmed list as CSV, for owners and editors: refused across sites like the inboxes' exports, audited
     * with its row count (never an address), streamed 500 rows at a time.
     */
    router.get("/admin/newsletter/export.csv", async (req, res) => {
      if (isCrossSiteRead(req)) throw new ClientError(403, "cross-site-export", "Exports start from /admin/newsletter: open it and use its export link.");
      const session = res.locals.session as Session;
      if (!mayUseNewsletter(session)) throw new ClientError(403, "role", roleRefusal("editor"));
      const rows = await db.$count(newsletterSubscribers, sql`${newsletterSubscribers.status} = 'confirmed' and ${newsletterSubscribers.bouncedAt} is null`);
      await recordAudit(db, { actor: session.email, action: "newsletter.export", details: { format: "csv", rows } });
      res.setHeader("Content-Disposition", `attachment; filename="newsletter-confirmed-${new Date().toISOString().slice(0, 10)}.csv"`);
      res.type("text/csv; charset=utf-8");
      const writer = exportWriter("csv", newsletterExportColumns);
      try {
        let sent = await writeWhenReady(res, writer.start());
        for await (const page of confirmedSubscriberPages(db)) {
          if (!sent) return;
          sent = await writeWhenReady(res, writer.rows(page));
        }
        res.end(writer.end());
      } catch (error) {
        logger?.error("export cut short", databaseErrorLogFields(error));
        res.destroy();
      }
    });
    /**
     * The HTML part of an article's e-mail, for the send step's frame: its own policy (the message's inline styles,
     * images from anywhere over HTTPS as a mail client would load them, no script, sandboxed), framed by /admin only.
     */
    router.get("/admin/newsletter/preview.html", (req, res) => {
      const session = res.locals.session as Session;
      if (!mayUseNewsletter(session)) throw new ClientError(403, "role", roleRefusal("editor"));
      const path = typeof req.query.path === "string" ? req.query.path : "";
      const html = newsletterPreviewHtml(newsletter, path, session.email);
      if (!html) throw new ClientError(404, "not-found", "No published article has this path.");
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.setHeader(
        "Content-Security-Policy",
        "default-src 'none'; img-src 'self' https:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox allow-popups allow-popups-to-escape-sandbox",
      );
      res.type("html").send(html);
    });
  }
  // The dashboard's numbers as CSV: counts by dimension and value for its period, no more than the page shows.
  router.get("/admin/insights.csv", async (req, res) => {
    if (isCrossSiteRead(req))
      throw new ClientError(403, "cross-site-export", "Exports start from the dashboard: open /admin/insights and use its export link.");
    const session = res.locals.session as Session;
    if (!hasRole(session, "owner") && !hasRole(session, "editor")) throw new ClientError(403, "role", insightsRefusal);
    const days = readInsightsPeriod(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
    const rows = await insightsTotals(db, days);
    const writer = exportWriter("csv", insightsExportColumns);
    res.setHeader("Content-Disposition", `attachment; filename="insights-${days}-days-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.type("text/csv; charset=utf-8");
    res.end(writer.start() + writer.rows(rows) + writer.end());
  });

  if (content) {
    const editorOnly: RequestHandler = (_req, res, next) => {
      refuseUnlessRole(res.locals.session as Session, "editor");
      next();
    };
    router.get("/admin/content/:slug/preview/page", editorOnly, content.preview);
    // The live preview beside the form: its values as typed, rendered and never stored (decision 044).
    router.post("/admin/content/:slug/preview/page", editorOnly, content.preview);
    // One item's form, as typed, in its document as published now (decision 043).
    router.post("/admin/content/:slug/items/:item/preview/page", editorOnly, content.preview);
  }

  router.use(render);

  return (req, res, next) => (isAdminPath(req.path) ? router(req, res, next) : next());
}
