import { Outlet } from "react-router";
import { PublicLayout } from "~/components/layout/public-layout";
import { RouteError } from "~/components/sections/route-error";
import { publicChrome } from "~/lib/pages/public-chrome";
import type { Route } from "./+types/public-layout";

/** Every public page's layout: skip link, header, the page in <main>, footer and notice area. */
export function loader({ context }: Route.LoaderArgs) {
  return publicChrome(context);
}

export default function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicLayout>
      <RouteError error={error} />
    </PublicLayout>
  );
}
