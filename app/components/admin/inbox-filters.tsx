import { applicationStatuses, statusLabels } from "~/lib/contracts/application-status";
import { divisionOptions } from "~/lib/contracts/division-label";
import { firstFilterDay, inboxFilterQuery, isDefaultSort, lastFilterDay, type InboxFilter, type InboxSort } from "~/lib/contracts/inbox-filter";

const control = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";

/**
 * The inbox's filter: a plain GET form, so every filtered view is a link (and the export follows it).
 * A new filter keeps the list's order; clearing the filter does too.
 */
export function InboxFilters({ filter, sort }: { filter: InboxFilter; sort: InboxSort }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter applications"
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {!isDefaultSort(sort) && (
        <>
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      )}
      <div className="lg:col-span-2">
        <label htmlFor="filter-q" className="text-sm font-semibold">
          Search name, e-mail or message
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} className={control} />
      </div>
      <div>
        <label htmlFor="filter-division" className="text-sm font-semibold">
          Division
        </label>
        <select id="filter-division" name="division" defaultValue={filter.division ?? ""} className={control}>
          <option value="">All divisions</option>
          {divisionOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className="text-sm font-semibold">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className={control}>
          <option value="">Any status</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className="text-sm font-semibold">
          Received from
        </label>
        <input id="filter-from" name="from" type="date" min={firstFilterDay} max={lastFilterDay} defaultValue={filter.from ?? ""} className={control} />
      </div>
      <div>
        <label htmlFor="filter-to" className="text-sm font-semibold">
          Received until
        </label>
        <input id="filter-to" name="to" type="date" min={firstFilterDay} max={lastFilterDay} defaultValue={filter.to ?? ""} className={control} />
      </div>
      <div className="flex items-end gap-3 lg:col-span-6">
        <button type="submit" className="min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong">
          Apply filter
        </button>
        <a href={`/admin${inboxFilterQuery({}, {}, sort)}`} className="underline underline-offset-4">
          Clear filter
        </a>
      </div>
    </form>
  );
}
