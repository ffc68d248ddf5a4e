import { data, useMatches, useRouteLoaderData, type RouterContextProvider } from "react-router";
import type { AdminServices, AdminViewer } from "../contracts/admin-services.ts";
import type { ContentServices } from "../contracts/content-services.ts";
import type { MediaServices, MediaUpload } from "../contracts/media-services.ts";
import type { NewsletterServices } from "../contracts/newsletter-services.ts";
import { requireNewsletterRole, requireRole, type TeamRole } from "../contracts/roles.ts";
import { requestServicesContext } from "../contracts/server-context.ts";
import { formatInZone } from "../contracts/zoned-time.ts";

/** The id of the layout route every /admin page sits in (app/routes.ts, app/routes/admin/layout.tsx). */
export const adminAreaRouteId = "admin-area";

/** Whether the page being rendered is one of the team's, so root.tsx renders the admin document. */
export function useInAdminArea(): boolean {
  return useMatches().some((match) => match.id === adminAreaRouteId);
}

/** What the admin layout's loader gives every page under it. */
export interface AdminAreaData {
  /** The signed-in member, or null on the pages reachable without a session (sign-in, one-time links). */
  viewer: AdminViewer | null;
  /** The company's time zone (site settings): every time on the team's pages is shown in it, labelled. */
  timeZone: string;
}

export function adminAreaData(context: Readonly<RouterContextProvider>): AdminAreaData {
  const admin = context.get(requestServicesContext)?.admin;
  // Without a session (sign-in, one-time links) no page shows a time; UTC is then only a placeholder.
  return { viewer: admin?.viewer ?? null, timeZone: admin?.timeZone ?? "UTC" };
}

/**
 * The signed-in member, from the admin layout's loader, for a page whose forms post back the session's
 * CSRF token. Only pages behind the server's session check use it, so a missing member is a bug.
 */
export function useAdminViewer(): AdminViewer {
  const viewer = (useRouteLoaderData(adminAreaRouteId) as AdminAreaData | undefined)?.viewer;
  if (!viewer) throw new Error("a members-only admin page rendered without a signed-in member");
  return viewer;
}

/**
 * The signed-in member's services for an admin loader or action. The server only lets a request with a
 * live session this far (server/admin/admin-area.ts); without one this is a 401, never a page.
 */
export function adminServices(context: Readonly<RouterContextProvider>): AdminServices {
  const admin = context.get(requestServicesContext)?.admin;
  if (!admin) throw data("Sign in at /admin/login first.", { status: 401 });
  return admin;
}

/** The site editor's services for a /admin/content loader or action (server/content/content-services.ts). */
export function contentServices(context: Readonly<RouterContextProvider>): ContentServices {
  // Editors only, checked here for every editor page and action (and again by the server's services).
  const content = adminServicesFor(context, "editor").content;
  if (!content) throw data("The site editor is not available on this server.", { status: 404 });
  return content;
}

/** The uploaded images' services for /admin/media (server/media/media-services.ts): editors only. */
export function mediaServices(context: Readonly<RouterContextProvider>): MediaServices {
  const media = adminServicesFor(context, "editor").media;
  if (!media) throw data("Image uploads are not available on this server.", { status: 404 });
  return media;
}

/** The newsletter's services for a /admin/newsletter loader or action (server/admin/newsletter.ts): owners and editors only. */
export function newsletterServices(context: Readonly<RouterContextProvider>): NewsletterServices {
  const admin = adminServices(context);
  requireNewsletterRole(admin.viewer);
  if (!admin.newsletter) throw data("The newsletter is not available on this server.", { status: 404 });
  return admin.newsletter;
}

/** A file of an admin multipart post (the media page's upload), read with its fields by the server; null when none was sent. */
export function adminFile(context: Readonly<RouterContextProvider>, name: string): MediaUpload | null {
  return context.get(requestServicesContext)?.adminFiles?.get(name) ?? null;
}

/**
 * The services of a page or action that needs `role` (app/lib/contracts/roles.ts): a member without it gets the
 * 403 page before the page reads anything.
 */
export function adminServicesFor(context: Readonly<RouterContextProvider>, role: TeamRole): AdminServices {
  const admin = adminServices(context);
  requireRole(admin.viewer, role);
  return admin;
}

/**
 * The fields of an admin form post, as the server read them for its CSRF check (server/admin/form-body.ts):
 * one parser for every admin form, and an action only ever sees a post that passed that check.
 */
export function adminForm(context: Readonly<RouterContextProvider>): URLSearchParams {
  const form = context.get(requestServicesContext)?.adminForm;
  if (!form) throw data("Sign in at /admin/login first.", { status: 401 });
  return form;
}

/** Title and robots tag of an admin page: never indexed, never followed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Vesper team area` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A path parameter that must be a row's id (a positive PostgreSQL integer); anything else is the 404 `missing` names. */
function rowId(param: string | undefined, missing: string): number {
  const id = Number(param);
  if (!param || !/^[1-9]\d{0,9}$/.test(param) || !Number.isSafeInteger(id) || id > 2_147_483_647) throw data(missing, { status: 404 });
  return id;
}

/** A path parameter that must be an application id. */
export function applicationId(param: string | undefined): number {
  return rowId(param, "No such application.");
}

/** A path parameter that must be a project inquiry's id. */
export function inquiryId(param: string | undefined): number {
  return rowId(param, "No such inquiry.");
}

/**
 * How the team's pages write an instant: in the company's zone, labelled, the way scheduled publishing
 * reads and writes its times, so one screen never mixes two zones ("23 Nov 2026, 15:05 (Europe/Berlin)").
 */
export function useFormatInstant(): (iso: string) => string {
  const timeZone = (useRouteLoaderData(adminAreaRouteId) as AdminAreaData | undefined)?.timeZone ?? "UTC";
  return (iso) => formatInZone(iso, timeZone);
}
