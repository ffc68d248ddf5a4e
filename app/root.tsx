import { useContext, type ReactNode } from "react";
import { Links, Meta, Outlet, UNSAFE_FrameworkContext } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AdminDocument } from "./components/admin/admin-document";
import { FontFaces, firstScreenFonts } from "./components/layout/font-faces";
import { RouteError } from "./components/sections/route-error";
import { useInAdminArea } from "./lib/pages/admin-context";

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

/**
 * The document, and nothing else: a public page's (fonts, the client entry; the page's chrome is the
 * public layout route, routes/public-layout.tsx), or, for the team's pages under the admin layout
 * (routes/admin/layout.tsx), the admin document: the same fonts, no island or client entry.
 */
export function Layout({ children }: { children: ReactNode }) {
  if (useInAdminArea()) return <AdminDocument fonts={<FontFaces />}>{children}</AdminDocument>;
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
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
