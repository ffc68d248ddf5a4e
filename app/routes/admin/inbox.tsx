import { InboxFilters } from "~/components/admin/inbox-filters";
import { InboxList, sortDescription } from "~/components/admin/inbox-list";
import { Pagination } from "~/components/admin/pagination";
import { adminMeta, adminServicesFor } from "~/lib/pages/admin-context";
import { applicationStatuses, statusLabels } from "~/lib/contracts/application-status";
import { inboxFilterQuery, readInboxFilter, readInboxSort, readPageNumber } from "~/lib/contracts/inbox-filter";
import type { Route } from "./+types/inbox";

export function meta() {
  return adminMeta("Applications");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "recruiter");
  const params = new URL(request.url).searchParams;
  const inbox = await admin.inbox(readInboxFilter(params), readPageNumber(params), readInboxSort(params));
  const erased = Number(params.get("erased"));
  return { inbox, erased: Number.isInteger(erased) && erased >= 0 && params.has("erased") ? erased : null };
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { inbox, erased } = loaderData;
  const { filter, sort, rows, total, unopened, page, pageCount, counts } = inbox;
  const filtered = Object.keys(filter).length > 0;
  // Every link of the page keeps the order the list is in.
  const query = (changed: typeof filter, extra: Record<string, number> = {}) => inboxFilterQuery(changed, extra, sort);
  return (
    <>
      <h1 className="text-3xl font-bold">Applications</h1>
      <p className="mt-2 text-muted">
        {total === 1 ? "1 application" : `${total} applications`}
        {filtered ? " match this filter" : ""}, {sortDescription(sort)}.{unopened > 0 && ` ${unopened} not opened by anyone yet.`}
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
              href={`/admin${query({ ...filter, status: undefined })}`}
              aria-current={filter.status ? undefined : "page"}
              className="inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong"
            >
              All <span className="text-muted">({applicationStatuses.reduce((sum, status) => sum + counts[status], 0)})</span>
            </a>
          </li>
          {applicationStatuses.map((status) => (
            <li key={status}>
              <a
                href={`/admin${query({ ...filter, status })}`}
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
        <InboxFilters filter={filter} sort={sort} />
      </div>

      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <a className="underline underline-offset-4" href={`/admin/export.csv${query(filter)}`} download>
          Export these as CSV
        </a>
        <a className="underline underline-offset-4" href={`/admin/export.json${query(filter)}`} download>
          Export these as JSON
        </a>
      </p>

      {rows.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface p-6">{filtered ? "No application matches this filter." : "No applications yet."}</p>
      ) : (
        <InboxList rows={rows} sort={sort} hrefForSort={(next) => `/admin${inboxFilterQuery(filter, {}, next)}`} />
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages of applications" hrefFor={(n) => `/admin${query(filter, { page: n })}`} />
    </>
  );
}
