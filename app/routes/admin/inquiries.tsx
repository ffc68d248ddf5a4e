import { InquiryFilters } from "~/components/admin/inquiry-filters";
import { InquiryList, inquirySortDescription } from "~/components/admin/inquiry-list";
import { Pagination } from "~/components/admin/pagination";
import { adminMeta, adminServicesFor } from "~/lib/pages/admin-context";
import { readPageNumber } from "~/lib/contracts/inbox-filter";
import { inquiryFilterQuery, readInquiryFilter, readInquirySort } from "~/lib/contracts/inquiry-filter";
import { inquiryStatusLabels, inquiryStatuses } from "~/lib/contracts/inquiry-status";
import { inquiryPromise } from "~/content/inquiry-promise";
import type { Route } from "./+types/inquiries";

export function meta() {
  return adminMeta("Inquiries");
}

/** The sales team's inbox of project inquiries (the `sales` role; server/admin/inquiry-inbox.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminServicesFor(context, "sales");
  const params = new URL(request.url).searchParams;
  return { inbox: await admin.inquiryInbox(readInquiryFilter(params), readPageNumber(params), readInquirySort(params)) };
}

const pill = "inline-block rounded-full border border-line px-3 py-1 aria-[current=page]:border-neon aria-[current=page]:text-neon-strong";

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { filter, sort, rows, total, unopened, unanswered, overdue, page, pageCount, counts } = loaderData.inbox;
  const filtered = Object.keys(filter).length > 0;
  // Every link of the page keeps the order the list is in.
  const query = (changed: typeof filter, extra: Record<string, number> = {}) => inquiryFilterQuery(changed, extra, sort);
  return (
    <>
      <h1 className="text-3xl font-bold">Inquiries</h1>
      <p className="mt-2 text-muted">
        {total === 1 ? "1 inquiry" : `${total} inquiries`}
        {filtered ? " match this filter" : ""}, {inquirySortDescription(sort)}.{unopened > 0 && ` ${unopened} not opened by anyone yet.`}
      </p>

      <section
        aria-labelledby="promise-heading"
        className={`mt-4 rounded-xl border p-4 ${overdue > 0 ? "border-danger/60 bg-danger/10" : "border-line bg-surface"}`}
      >
        <h2 id="promise-heading" className="font-semibold">
          The {inquiryPromise.responseTimeHours}-hour promise
        </h2>
        <p className="mt-1">
          {unanswered === 0 ? (
            "Every inquiry has had its first answer."
          ) : (
            <>
              {unanswered === 1 ? "1 inquiry is" : `${unanswered} inquiries are`} waiting for a first answer
              {overdue > 0 ? (
                <>
                  {", "}
                  <strong>{overdue} overdue</strong>.{" "}
                  <a className="underline underline-offset-4" href={`/admin/inquiries${inquiryFilterQuery({ overdue: true }, {}, { key: "due", dir: "asc" })}`}>
                    Show the overdue ones
                  </a>
                </>
              ) : (
                ", none overdue."
              )}
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">Moving an inquiry out of “New” records its first answer.</p>
      </section>

      <nav aria-label="Inquiries by status" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <a href={`/admin/inquiries${query({ ...filter, status: undefined })}`} aria-current={filter.status ? undefined : "page"} className={pill}>
              All <span className="text-muted">({inquiryStatuses.reduce((sum, status) => sum + counts[status], 0)})</span>
            </a>
          </li>
          {inquiryStatuses.map((status) => (
            <li key={status}>
              <a href={`/admin/inquiries${query({ ...filter, status })}`} aria-current={filter.status === status ? "page" : undefined} className={pill}>
                {inquiryStatusLabels[status]} <span className="text-muted">({counts[status]})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        <InquiryFilters filter={filter} sort={sort} />
      </div>

      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        <a className="underline underline-offset-4" href={`/admin/inquiries/export.csv${query(filter)}`} download>
          Export these as CSV
        </a>
        <a className="underline underline-offset-4" href={`/admin/inquiries/export.json${query(filter)}`} download>
          Export these as JSON
        </a>
      </p>

      {rows.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface p-6">{filtered ? "No inquiry matches this filter." : "No inquiries yet."}</p>
      ) : (
        <InquiryList rows={rows} sort={sort} hrefForSort={(next) => `/admin/inquiries${inquiryFilterQuery(filter, {}, next)}`} />
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages of inquiries" hrefFor={(n) => `/admin/inquiries${query(filter, { page: n })}`} />
    </>
  );
}
