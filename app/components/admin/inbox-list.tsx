import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { useFormatInstant } from "~/lib/pages/admin-context";
import type { ApplicationSummary } from "~/lib/contracts/admin-services";
import { divisionLabel } from "~/lib/contracts/division-label";
import { defaultSortDirection, type InboxSort, type InboxSortKey } from "~/lib/contracts/inbox-filter";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { StatusBadge } from "./status-badge";

/** The order in words, for the page's summary and the table's caption. */
export function sortDescription({ key, dir }: InboxSort): string {
  const words: Record<InboxSortKey, [asc: string, desc: string]> = {
    received: ["oldest first", "newest first"],
    name: ["by name, A to Z", "by name, Z to A"],
    division: ["by division, A to Z", "by division, Z to A"],
    status: ["by status, in workflow order", "by status, in reverse workflow order"],
  };
  return words[key][dir === "asc" ? 0 : 1];
}

/**
 * A column header that sorts: a link (no script), with aria-sort on the header it currently sorts by.
 * Following it again turns the order round.
 */
function SortHeader({
  column,
  sort,
  hrefFor,
  className = "",
  children,
}: {
  column: InboxSortKey;
  sort: InboxSort;
  hrefFor: (sort: InboxSort) => string;
  className?: string;
  children: ReactNode;
}) {
  const current = sort.key === column;
  const next: InboxSort = { key: column, dir: current ? (sort.dir === "asc" ? "desc" : "asc") : defaultSortDirection[column] };
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={current ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`block font-semibold md:table-cell md:py-2 md:pr-4 ${className}`}
    >
      <a
        href={hrefFor(next)}
        className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-3 py-1 underline-offset-4 hover:underline data-current:border-neon data-current:text-neon-strong md:min-h-0 md:rounded-none md:border-0 md:p-0"
        data-current={current ? "" : undefined}
      >
        {children}
        {current && <span aria-hidden="true">{sort.dir === "asc" ? "▲" : "▼"}</span>}
      </a>
    </th>
  );
}

/**
 * The applications of one page. One structure styled two ways: a table from the `md` breakpoint up; below
 * it each row is a card (date, name, e-mail, then division and status) and the header row a line of sort
 * links, so nothing scrolls sideways on a phone. The table's roles are stated, since a table shown as
 * blocks loses them in some browsers. An application no team member has opened says so in words.
 */
export function InboxList({ rows, sort, hrefForSort }: { rows: ApplicationSummary[]; sort: InboxSort; hrefForSort: (sort: InboxSort) => string }) {
  const formatInstant = useFormatInstant();
  return (
    <div className="mt-6 md:overflow-x-auto">
      <p className="mb-2 text-sm text-muted md:hidden">Sort by</p>
      <table role="table" className="block w-full text-left text-sm md:table">
        <caption className="sr-only">Applications, {sortDescription(sort)}</caption>
        <thead role="rowgroup" className="block text-muted md:table-header-group md:border-b md:border-line">
          <tr role="row" className="flex flex-wrap gap-2 md:table-row">
            <SortHeader column="received" sort={sort} hrefFor={hrefForSort}>
              Received
            </SortHeader>
            <SortHeader column="name" sort={sort} hrefFor={hrefForSort}>
              Name
            </SortHeader>
            <th scope="col" role="columnheader" className="sr-only font-semibold md:not-sr-only md:table-cell md:py-2 md:pr-4">
              E-mail
            </th>
            <SortHeader column="division" sort={sort} hrefFor={hrefForSort}>
              Division
            </SortHeader>
            <SortHeader column="status" sort={sort} hrefFor={hrefForSort}>
              Status
            </SortHeader>
          </tr>
        </thead>
        <tbody role="rowgroup" className="mt-4 block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => {
            const unopened = row.openedAt === null;
            return (
              <tr
                key={row.id}
                role="row"
                className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-line/60 md:bg-transparent md:p-0 ${unopened ? "border-l-4 border-l-neon" : ""}`}
              >
                <td role="cell" className="basis-full text-xs text-muted md:py-3 md:pr-4 md:align-top md:text-sm md:text-ink md:whitespace-nowrap">
                  {formatInstant(row.createdAt)}
                </td>
                <td role="cell" className="basis-full wrap-anywhere md:py-3 md:pr-4 md:align-top md:wrap-break-word">
                  <a
                    className={`text-base text-neon-strong underline-offset-4 hover:underline md:text-sm ${unopened ? "font-bold" : "font-semibold"}`}
                    href={`/admin/applications/${row.id}`}
                  >
                    {neutralLine(row.name)}
                  </a>
                  {unopened && (
                    <span className="ml-2 inline-block align-middle">
                      <Badge tone="yellow">New — not opened</Badge>
                    </span>
                  )}
                </td>
                <td role="cell" className="basis-full wrap-anywhere md:py-3 md:pr-4 md:align-top md:wrap-normal">
                  {neutralLine(row.email)}
                </td>
                <td role="cell" className="md:py-3 md:pr-4 md:align-top">
                  {divisionLabel(row.division)}
                </td>
                <td role="cell" className="md:py-3 md:align-top">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
