import type { ReactNode } from "react";
import type { AdminViewer } from "~/lib/contracts/admin-services";
import { hasRole, newsletterRoles, type TeamRole } from "~/lib/contracts/roles";
import { CsrfField } from "./csrf-field";
import { neutralLine } from "~/lib/contracts/neutral-text";

/** The sections of /admin, each with the roles that open it (app/lib/contracts/roles.ts `roleForAdminPath`, `newsletterRoles`). */
const sections: { href: string; label: string; roles: readonly TeamRole[] }[] = [
  { href: "/admin", label: "Applications", roles: ["recruiter"] },
  { href: "/admin/inquiries", label: "Inquiries", roles: ["sales"] },
  { href: "/admin/content", label: "Site content", roles: ["editor"] },
  { href: "/admin/media", label: "Images", roles: ["editor"] },
  { href: "/admin/newsletter", label: "Newsletter", roles: newsletterRoles },
  { href: "/admin/search-misses", label: "Searches not found", roles: ["owner", "editor"] },
  // The insights (decision 042): the people who answer for the site and for the company.
  { href: "/admin/insights", label: "Insights", roles: ["owner", "editor"] },
  { href: "/admin/audit", label: "Audit log", roles: ["owner"] },
  { href: "/admin/team", label: "Team", roles: ["owner"] },
];

/**
 * What every /admin page shows around its content (routes/admin/layout.tsx): a skip link, a banner
 * with the sections the member's roles open and sign-out, and the page in <main>. No public header,
 * footer or islands.
 */
export function AdminShell({ viewer, children }: { viewer: AdminViewer | null; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-md bg-neon px-4 py-2 font-semibold text-void focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-mono text-sm font-semibold tracking-wider text-neon-strong">Vesper · team area</p>
          {viewer && (
            <nav aria-label="Admin">
              <ul className="flex flex-wrap items-center gap-4 text-sm">
                {sections
                  .filter((section) => section.roles.some((role) => hasRole(viewer, role)))
                  .map((section) => (
                    <li key={section.href}>
                      <a className="underline-offset-4 hover:underline" href={section.href}>
                        {section.label}
                      </a>
                    </li>
                  ))}
                <li className="text-muted">
                  Signed in as <span className="text-ink wrap-anywhere">{neutralLine(viewer.email)}</span>
                </li>
                <li>
                  <form method="post" action="/admin/logout">
                    <CsrfField token={viewer.csrfToken} />
                    <button type="submit" className="rounded-md border border-line px-3 py-1.5 hover:bg-white/5">
                      Sign out
                    </button>
                  </form>
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        {children}
      </main>
    </>
  );
}
