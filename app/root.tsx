import { useContext, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, UNSAFE_FrameworkContext, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AdminShell } from "./components/admin/admin-shell";
import { FontFaces, firstScreenFonts } from "./components/layout/font-faces";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { NoticeArea } from "./components/layout/notice-area";
import { SkipLink } from "./components/layout/skip-link";
import { ButtonLink } from "./components/ui/button";
import { isAdminShell } from "./lib/admin-context";
import type { AdminViewer } from "./lib/admin-services";

export const links: Route.LinksFunction = () => [
  // The first screen uses both families (the logo and eyebrows are mono): fetch their latin files at once.
  ...firstScreenFonts.map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Vesper News", href: "/news/rss.xml" },
];

/**
 * The one client entry, instead of React Router's <Scripts />: pages are HTML first and only their
 * islands run JavaScript (decision 006). Its URL comes from the build manifest, read through React
 * Router's framework context (an unstable API, fine with the exact version pin).
 */
function ClientEntry() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (!framework) return null;
  const { entry } = framework.manifest;
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={entry.module} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // The team's pages under /admin say so in their route handle: their own shell, no public chrome, no islands.
  const matches = useMatches();
  if (matches.some((match) => isAdminShell(match.handle))) {
    const viewer = matches.map((match) => (match.loaderData as { viewer?: AdminViewer } | undefined)?.viewer).find(Boolean);
    return <AdminShell viewer={viewer}>{children}</AdminShell>;
  }
  return (
    <html lang="en" className="scroll-smooth">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        <Links />
        <FontFaces />
        <ClientEntry />
      </head>
      <body>
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <NoticeArea />
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
