import { Pagination } from "~/components/admin/pagination";
import { adminMeta, adminServicesFor, useFormatInstant } from "~/lib/pages/admin-context";
import { auditHref, auditKindLabels, auditKinds, readAuditKind, type AuditKind } from "~/lib/contracts/audit-filter";
import { readPageNumber } from "~/lib/contracts/inbox-filter";
import { retentionPeriods } from "~/lib/contracts/retention";
import type { Route } from "./+types/audit";
import { neutralLine } from "~/lib/contracts/neutral-text";

export function meta() {
  return adminMeta("Audit log");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "owner");
  const params = new URL(request.url).searchParams;
  const log = await admin.auditLog(readPageNumber(params), readAuditKind(params));
  return { log };
}

const actionLabels: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in.failed": "Failed sign-in",
  "sign-in.throttled": "Sign-in held back",
  "sign-out": "Signed out",
  "application.view": "Viewed application",
  "application.status": "Changed status",
  "application.note": "Added note",
  "applications.export": "Exported applications",
  "applicant.erase": "Erased applicant",
  "applications.purge": "Retention purge",
  "inquiry.view": "Viewed inquiry",
  "inquiry.status": "Changed inquiry status",
  "inquiry.note": "Added note to inquiry",
  "inquiries.export": "Exported inquiries",
  "inquiries.purge": "Inquiries retention purge",
  "newsletter.purge": "Newsletter retention purge",
  "user.add": "Added account",
  "user.remove": "Removed account",
  "user.password-reset": "Reset password",
  "user.invite": "Invited member",
  "user.invite-accepted": "Accepted invitation",
  "user.password-reset-requested": "Sent password-reset link",
  "user.roles": "Changed roles",
};

const kindSummaries: Record<AuditKind, string> = {
  changes: "Status changes, notes, erasures, purges and account changes",
  "sign-ins": "Sign-ins, failed or held-back sign-ins and sign-outs",
  views: "Applications and inquiries opened",
  exports: "CSV and JSON exports",
  all: "Every entry",
};

function detailText(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
}

/** Who did what, when: read only. Only the daily housekeeping deletes from it, past its retention period. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const formatInstant = useFormatInstant();
  const { log } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">Audit log</h1>
      <p className="mt-2 text-muted">
        Every sign-in, view, status change, note, export, erasure, purge and account change, newest first. Entries cannot be changed or deleted here; they are
        deleted {retentionPeriods.auditLogMonths} months after they were written.
      </p>
      <nav aria-label="Kinds of entry" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {auditKinds.map((kind) => (
            <li key={kind}>
              <a
                href={auditHref(kind)}
                aria-current={kind === log.kind ? "page" : undefined}
                className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
              >
                {auditKindLabels[kind]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-4">
        {kindSummaries[log.kind]}: {log.total} {log.total === 1 ? "entry" : "entries"}.
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries ({auditKindLabels[log.kind]}), newest first</caption>
          <thead className="border-b border-line text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                When
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Who
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Subject
              </th>
              <th scope="col" className="py-2 font-semibold">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-line/60">
                <td className="py-2 pr-4 whitespace-nowrap">{formatInstant(entry.at)}</td>
                <td className="py-2 pr-4 break-all">{neutralLine(entry.actor)}</td>
                <td className="py-2 pr-4">{actionLabels[entry.action] ?? entry.action}</td>
                <td className="py-2 pr-4 break-all">
                  {entry.subject?.startsWith("application:") ? (
                    <a className="underline underline-offset-4" href={`/admin/applications/${entry.subject.slice("application:".length)}`}>
                      {entry.subject}
                    </a>
                  ) : entry.subject?.startsWith("inquiry:") ? (
                    <a className="underline underline-offset-4" href={`/admin/inquiries/${entry.subject.slice("inquiry:".length)}`}>
                      {entry.subject}
                    </a>
                  ) : (
                    neutralLine(entry.subject ?? "")
                  )}
                </td>
                <td className="py-2 break-all text-muted">{neutralLine(detailText(entry.details))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={log.page} pageCount={log.pageCount} label="Pages of the audit log" hrefFor={(n) => auditHref(log.kind, n)} />
    </>
  );
}
