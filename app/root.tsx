import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { SkipLink } from "./components/layout/skip-link";
import { Toaster } from "./components/layout/toaster";
import { ButtonLink } from "./components/ui/button";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Vesper News", href: "/news/rss.xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="scroll-smooth">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : "Something went wrong";
  const message =
    status === 404
      ? "The page you asked for does not exist."
      : "An unexpected error stopped this page. Please try again in a moment.";
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
