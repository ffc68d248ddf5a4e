// The newsletter's public addresses (decision 038): the box's two doors, and the confirm and unsubscribe links' POSTs.
import { Router, type Request, type Response } from "express";
import { parseJsonWithin } from "../../app/lib/contracts/bounded-json.ts";
import { honeypotField } from "../../app/lib/contracts/form-rules.ts";
import { newsletterBoxPages, newsletterLinkStates, type NewsletterBoxState } from "../../app/lib/contracts/newsletter.ts";
import type { Db } from "../db/database.ts";
import { maxBodyBytes } from "../http/capped-body.ts";
import type { Logger } from "../logger.ts";
import { confirmByToken, confirmPath, newsletterSigner, unsubscribeByToken, unsubscribePath } from "../newsletter/tokens.ts";
import { asSiteHolder, sendStaticFile, type SiteHolder, type StaticSite } from "../static-site.ts";
import type { ReceiveSubscription } from "./receive.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body the write gate read, as UTF-8 text; undefined when it is not. */
function bodyText(body: unknown): string | undefined {
  if (!Buffer.isBuffer(body)) throw new Error("a newsletter post reached its handler without passing the write gate");
  try {
    return utf8.decode(body);
  } catch {
    return undefined;
  }
}

/** The `token` of the link's query (one value, a string), or "". */
function tokenOf(req: Request): string {
  const token = req.query.token;
  return typeof token === "string" ? token : "";
}

export interface NewsletterDoorOptions {
  db: Db;
  logger: Logger;
  receive: ReceiveSubscription;
  /** NEWSLETTER_SECRET (server/config.ts); unset: the key kept in the database. */
  newsletterSecret: string | undefined;
  /** The built site, whose prerendered states the no-JavaScript answers are; absent (tests of the API alone): plain text. */
  site?: StaticSite | SiteHolder;
}

/**
 * - POST /api/newsletter (JSON `{ email, website }`): the box with JavaScript. 202 `{ status: "sent" }`
 *   whatever the address's state, 400 with the field's error, 503 when the database failed.
 * - POST /newsletter/subscribe (form): the box without JavaScript, from /blog or /news (`from`): 303 to the
 *   page's prerendered state (`?newsletter=sent`, `invalid`), or that state's page with 429 (over the shared
 *   per-client limit) or 503.
 * - POST /newsletter/confirm?token=…: the confirm page's button. 303 to its `?status=confirmed` or `invalid` state.
 *   The link's GET is the prerendered page, which reads nothing: a mail scanner that fetches it confirms nothing.
 * - POST /newsletter/unsubscribe?token=…: the unsubscribe page's button, and the one-click POST of RFC 8058
 *   that mail clients send (`List-Unsubscribe=One-Click`, no session, no CSRF token: the signed token is
 *   the authority). 200 with the "unsubscribed" state's page, so a mail client reads success; 400 for a
 *   link that is not one of ours.
 */
export function newsletterDoors(options: NewsletterDoorOptions): Router {
  const { db, logger, receive } = options;
  const holder = options.site ? asSiteHolder(options.site) : undefined;
  const router = Router();

  /** A page's prerendered state (app/lib/pages/page-registry.ts `variantOf`) with `status`, or a line of text without a built site. */
  function sendState(req: Request, res: Response, path: string, param: string, value: string, status: number, text: string) {
    const file = holder
      ?.current()
      .variants.get(path)
      ?.find((variant) => variant.param === param && variant.value === value)?.file;
    if (file) return sendStaticFile(req, res, file, status);
    res.status(status).type("text/plain").send(text);
  }

  router.post("/api/newsletter", async (req, res) => {
    const text = bodyText(req.body);
    const reading = text === undefined ? undefined : parseJsonWithin(text, { maxDepth: 2, maxCharacters: maxBodyBytes });
    const body = reading?.ok && typeof reading.value === "object" && reading.value !== null ? (reading.value as Record<string, unknown>) : undefined;
    if (!body) {
      res.locals.rejection = "malformed-json";
      return res.status(400).json({ error: "The body is not a JSON object." });
    }
    const outcome = await receive({ door: "api", email: body.email, honeypot: body[honeypotField] });
    if (outcome === "sent") return res.status(202).json({ status: "sent" });
    if (outcome === "invalid") {
      res.locals.rejection = "invalid";
      return res.status(400).json({ errors: { email: "invalid" } });
    }
    res.status(503).json({ error: "unavailable" });
  });

  router.post("/newsletter/subscribe", async (req, res) => {
    const form = new URLSearchParams(bodyText(req.body) ?? "");
    const page = newsletterBoxPages.find((path) => path === form.get("from")) ?? newsletterBoxPages[0];
    const answer = (state: NewsletterBoxState, status: number) => {
      if (status === 303) return res.redirect(303, `${page}?newsletter=${state}#newsletter`);
      sendState(req, res, page, "newsletter", state, status, state);
    };
    // Over the shared per-client limit (server/rate-limit.ts hands this post on): nothing is read or stored.
    if (res.locals.rateLimitWait !== undefined) return answer("retry", 429);
    const outcome = await receive({ door: "form", email: form.get("email"), honeypot: form.get(honeypotField) });
    if (outcome === "unavailable") return answer("retry", 503);
    if (outcome === "invalid") res.locals.rejection = "invalid";
    answer(outcome satisfies NewsletterBoxState, 303);
  });

  router.post(confirmPath, async (req, res) => {
    let confirmed = false;
    try {
      confirmed = await confirmByToken(db, tokenOf(req));
    } catch (error) {
      logger.error("newsletter confirmation failed", { error: error instanceof Error ? error.name : "Error" });
      return res.status(503).type("text/plain").send("Something went wrong on our side. Please open the link again in a minute.");
    }
    if (confirmed) logger.info("newsletter subscription confirmed");
    else res.locals.rejection = "invalid-token";
    res.redirect(303, `${confirmPath}?status=${confirmed ? newsletterLinkStates.confirmed : newsletterLinkStates.invalid}`);
  });

  router.post(unsubscribePath, async (req, res) => {
    let outcome: Awaited<ReturnType<typeof unsubscribeByToken>>;
    try {
      outcome = await unsubscribeByToken(db, await newsletterSigner(db, options.newsletterSecret), tokenOf(req));
    } catch (error) {
      logger.error("newsletter unsubscription failed", { error: error instanceof Error ? error.name : "Error" });
      return res.status(503).type("text/plain").send("Something went wrong on our side. Please try again in a minute.");
    }
    if (outcome === "unsubscribed") logger.info("newsletter unsubscription");
    else res.locals.rejection = "invalid-token";
    const [state, status] = outcome === "unsubscribed" ? [newsletterLinkStates.unsubscribed, 200] : [newsletterLinkStates.invalid, 400];
    sendState(req, res, unsubscribePath, "status", state, status, outcome);
  });

  return router;
}
