import { firstFilterDay, lastFilterDay } from "~/lib/contracts/inbox-filter";
import { inquiryFilterQuery, isDefaultInquirySort, type InquiryFilter, type InquirySort } from "~/lib/contracts/inquiry-filter";
import { budgetOptions, noBudget } from "~/lib/contracts/inquiry-labels";
import { inquiryStatusLabels, inquiryStatuses } from "~/lib/contracts/inquiry-status";
import { inquiryTopicOptions } from "~/lib/contracts/inquiry-topic-label";

const control = "mt-1 block w-full rounded-lg border border-line bg-void/80 px-3 py-2";

/**
 * The inquiries inbox's filter: a plain GET form (every filtered view is a link the export follows), as
 * the applications' (inbox-filters.tsx). A new filter keeps the list's order; clearing it does too.
 */
export function InquiryFilters({ filter, sort }: { filter: InquiryFilter; sort: InquirySort }) {
  const groups = ["Services", "Divisions", "Other"] as const;
  return (
    <form
      method="get"
      action="/admin/inquiries"
      role="search"
      aria-label="Filter inquiries"
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {!isDefaultInquirySort(sort) && (
        <>
          <input type="hidden" name="sort" value={sort.key} />
          <input type="hidden" name="dir" value={sort.dir} />
        </>
      )}
      <div className="lg:col-span-2">
        <label htmlFor="filter-q" className="text-sm font-semibold">
          Search name, e-mail, company or project
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={200} className={control} />
      </div>
      <div>
        <label htmlFor="filter-topic" className="text-sm font-semibold">
          Topic
        </label>
        <select id="filter-topic" name="topic" defaultValue={filter.topic ?? ""} className={control}>
          <option value="">All topics</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {inquiryTopicOptions
                .filter((option) => option.group === group)
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-budget" className="text-sm font-semibold">
          Budget
        </label>
        <select id="filter-budget" name="budget" defaultValue={filter.budget ?? ""} className={control}>
          <option value="">Any budget</option>
          {budgetOptions.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
          <option value={noBudget}>Not given</option>
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className="text-sm font-semibold">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className={control}>
          <option value="">Any status</option>
          {inquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {inquiryStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end pb-2">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="overdue" value="1" defaultChecked={filter.overdue === true} className="size-5" />
          Overdue only
        </label>
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
      <div className="flex items-end gap-3 lg:col-span-4">
        <button type="submit" className="min-h-11 rounded-lg bg-neon px-5 py-2 font-semibold text-void hover:bg-neon-strong">
          Apply filter
        </button>
        <a href={`/admin/inquiries${inquiryFilterQuery({}, {}, sort)}`} className="underline underline-offset-4">
          Clear filter
        </a>
      </div>
    </form>
  );
}
