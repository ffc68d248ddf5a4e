import { Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { RoleRefusal } from "~/components/admin/role-refusal";
import { RouteError } from "~/components/sections/route-error";
import { adminAreaData, adminAreaRouteId, type AdminAreaData } from "~/lib/pages/admin-context";
import type { Route } from "./+types/layout";

/**
 * The layout of every page under /admin (decision 010): root.tsx gives it the admin document, this
 * gives it the banner (the sections the member's roles open, and sign-out) and <main>. Its loader gives
 * the signed-in member with their roles (app/lib/contracts/roles.ts), null on the pages reachable without a session (sign-in, the one-time links); the
 * server (server/admin/admin-area.ts) lets no other page render without one.
 */
export function loader({ context }: Route.LoaderArgs): AdminAreaData {
  return adminAreaData(context);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell viewer={loaderData.viewer}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A page that failed stays inside the admin banner, never in the public header and footer; a page the
 * member's roles do not open (403) says so.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const area = useRouteLoaderData(adminAreaRouteId) as AdminAreaData | undefined;
  const viewer = area?.viewer ?? null;
  return (
    <AdminShell viewer={viewer}>
      {isRouteErrorResponse(error) && error.status === 403 ? <RoleRefusal message={String(error.data)} viewer={viewer} /> : <RouteError error={error} />}
    </AdminShell>
  );
}
