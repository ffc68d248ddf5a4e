import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/ui/button";

/** What a page that failed shows instead of itself (root.tsx, and the admin layout's error boundary). */
export function RouteError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : "Something went wrong";
  const message = status === 404 ? "The page you asked for does not exist." : "An unexpected error stopped this page. Please try again in a moment.";
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 text-center">
      <title>{`${title} | Vesper`}</title>
      <p className="font-mono text-sm uppercase tracking-[0.3em] text-danger">Error {status}</p>
      <h1 className="mt-4 text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <div className="mt-8">
        <ButtonLink href="/">Return home</ButtonLink>
      </div>
    </div>
  );
}
