import { InboxFilters } from "~/components/admin/inbox-filters";
import { Pagination } from "~/components/admin/pagination";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminHandle, adminMeta, adminServices, formatInstant } from "~/lib/admin-context";
import { divisionOptions } from "~/lib/application";
import { applicationStatuses, statusLabels } from "~/lib/application-status";
import { inboxFilterQuery, readInboxFilter, readPageNumber } from "~/lib/inbox-filter";
import { neutralLine } from "~/lib/neutral-text";
import type { Route } from "./+types/inbox";

export const handle = adminHandle;

export function meta() {
  return adminMeta("Applications");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServices(context);
  const params = new URL(request.url).searchParams;
  const inbox = await admin.inbox(readInboxFilter(params), readPageNumber(params));
  const erased = Number(params.get("erased"));
  return { viewer: admin.viewer, inbox, erased: Number.isInteger(erased) && erased >= 0 && params.has("erased") ? erased : null };
}

const divisionLabel = (value: string) => divisionOptions.find((option) => option.value === value)?.label ?? value;

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { inbox, erased } = loaderData;
  const { filter, rows, total, page, pageCount, counts } = inbox;
  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <h1 className="text-3xl font-bold">Applications</h1>
      <p className="mt-2 text-muted">
        {total === 1 ? "1 application" : `${total} applications`}
        {filtered ? " match this filter" : ""}, newest first.
      </p>
      {erased !== null && (
        <p role="status" className="mt-4 rounded-lg border border-ok/50 bg-ok/10 p-3">
          Erased: {erased === 1 ? "1 application" : `${erased} applications`} and everything attached to them.
        </p>
      )}

      <nav aria-label="Applications by status" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <a
              href={`/admin${inboxFilterQuery({ ...filter, status: undefined })}`}
              aria-current={filter.status ? undefined : "page"}
              className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
            >
              All <span className="text-muted">({applicationStatuses.reduce((sum, status) => sum + counts[status], 0)})</span>
            </a>
          </li>
          {applicationStatuses.map((status) => (
            <li key={status}>
              <a
                href={`/admin${inboxFilterQuery({ ...filter, status })}`}
                aria-current={filter.status === status ? "page" : undefined}
                className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
              >
                {statusLabels[status]} <span className="text-muted">({counts[status]})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        <InboxFilters filter={filter} />
      </div>

      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <a className="underline underline-offset-4" href={`/admin/export.csv${inboxFilterQuery(filter)}`} download>
          Export these as CSV
        </a>
        <a className="underline underline-offset-4" href={`/admin/export.json${inboxFilterQuery(filter)}`} download>
          Export these as JSON
        </a>
      </p>

      {rows.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface p-6">{filtered ? "No application matches this filter." : "No applications yet."}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Applications, newest first</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">Received</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Name</th>
                <th scope="col" className="py-2 pr-4 font-semibold">E-mail</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Division</th>
                <th scope="col" className="py-2 font-semibold">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-line/60">
                  <td className="py-3 pr-4 whitespace-nowrap">{formatInstant(row.createdAt)}</td>
                  <td className="py-3 pr-4">
                    <a className="font-semibold text-neon-strong underline-offset-4 hover:underline" href={`/admin/applications/${row.id}`}>
                      {neutralLine(row.name)}
                    </a>
                  </td>
                  <td className="py-3 pr-4 break-all">{neutralLine(row.email)}</td>
                  <td className="py-3 pr-4">{divisionLabel(row.division)}</td>
                  <td className="py-3">
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages of applications" hrefFor={(n) => `/admin${inboxFilterQuery(filter, { page: n })}`} />
    </>
  );
}
