import { data, type RouterContextProvider } from "react-router";
import type { AdminServices } from "./admin-services.ts";
import { requestServicesContext } from "./server-context.ts";

/** The route handle that puts a page in the admin shell instead of the public header and footer (root.tsx). */
export const adminHandle = { shell: "admin" } as const;

export function isAdminShell(handle: unknown): boolean {
  return (handle as { shell?: unknown } | undefined)?.shell === "admin";
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

/** Title and robots tag of an admin page: never indexed, never followed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Vesper hiring inbox` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A path parameter that must be an application id. */
export function applicationId(param: string | undefined): number {
  const id = Number(param);
  if (!param || !/^[1-9]\d{0,9}$/.test(param) || !Number.isSafeInteger(id) || id > 2_147_483_647) throw data("No such application.", { status: 404 });
  return id;
}

/** An instant in UTC as the team reads it: 2026-11-23 14:05 UTC (server-rendered, so one zone for all). */
export function formatInstant(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
