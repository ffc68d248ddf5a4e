import { Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { RouteError } from "~/components/sections/route-error";
import { adminAreaData, adminAreaRouteId, type AdminAreaData } from "~/lib/admin-context";
import type { Route } from "./+types/layout";

/**
 * The layout of every page under /admin (decision 010): root.tsx gives it the admin document, this
 * gives it the banner (sections and sign-out for a signed-in member) and <main>. Its loader gives the
 * signed-in member, null on the pages reachable without a session (sign-in, the one-time links); the
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

/** A page that failed stays inside the admin banner, never in the public header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const area = useRouteLoaderData(adminAreaRouteId) as AdminAreaData | undefined;
  return (
    <AdminShell viewer={area?.viewer ?? null}>
      <RouteError error={error} />
    </AdminShell>
  );
}
