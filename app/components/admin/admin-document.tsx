import type { ReactNode } from "react";
import { Links, Meta } from "react-router";

/**
 * The document of every /admin page (root.tsx renders it for the admin layout's pages): the site's
 * stylesheet and fonts (`fonts`: root.tsx hands it the public pages' faces, with this response's nonce),
 * never indexed, no referrer, no client entry (plain forms, post/redirect/get; decision 010). The one script of
 * the admin, the document form's live editor (decision 044), is the form page's own.
 */
export function AdminDocument({ children, fonts }: { children: ReactNode; fonts: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <Meta />
        <Links />
        {fonts}
      </head>
      <body className="min-h-screen bg-void font-sans text-ink">{children}</body>
    </html>
  );
}
