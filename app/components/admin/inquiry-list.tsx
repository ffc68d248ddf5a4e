import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { useFormatInstant } from "~/lib/pages/admin-context";
import type { InquirySummary } from "~/lib/contracts/admin-services";
import { defaultInquirySortDirection, type InquirySort, type InquirySortKey } from "~/lib/contracts/inquiry-filter";
import { budgetLabel } from "~/lib/contracts/inquiry-labels";
import { inquiryTopicLabel } from "~/lib/contracts/inquiry-topic-label";
import { neutralLine } from "~/lib/contracts/neutral-text";
import { InquiryStatusBadge, OverdueBadge } from "./inquiry-status-badge";

/** The order in words, for the page's summary and the table's caption. */
export function inquirySortDescription({ key, dir }: InquirySort): string {
  const words: Record<InquirySortKey, [asc: string, desc: string]> = {
    received: ["oldest first", "newest first"],
    name: ["by name, A to Z", "by name, Z to A"],
    topic: ["by topic, A to Z", "by topic, Z to A"],
    status: ["by status, in workflow order", "by status, in reverse workflow order"],
    due: ["by answer due, soonest first", "by answer due, latest first"],
  };
  return words[key][dir === "asc" ? 0 : 1];
}

/** A column header that sorts: a link (no script), with aria-sort on the header it sorts by now; following it again turns the order round. */
function SortHeader({
  column,
  sort,
  hrefFor,
  children,
}: {
  column: InquirySortKey;
  sort: InquirySort;
  hrefFor: (sort: InquirySort) => string;
  children: ReactNode;
}) {
  const current = sort.key === column;
  const next: InquirySort = { key: column, dir: current ? (sort.dir === "asc" ? "desc" : "asc") : defaultInquirySortDirection[column] };
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={current ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
      className="block font-semibold md:table-cell md:py-2 md:pr-4"
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

/** A plain header (a column the list does not sort by): a header for the table, hidden in the phone's line of sort links. */
function PlainHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" role="columnheader" className="sr-only font-semibold md:not-sr-only md:table-cell md:py-2 md:pr-4">
      {children}
    </th>
  );
}

const cell = "md:py-3 md:pr-4 md:align-top";

/**
 * The inquiries of one page, built like the applications' list (inbox-list.tsx): a table from `md` up,
 * a card per inquiry below it. Unopened and overdue inquiries say so in words, not only by colour.
 */
export function InquiryList({ rows, sort, hrefForSort }: { rows: InquirySummary[]; sort: InquirySort; hrefForSort: (sort: InquirySort) => string }) {
  const formatInstant = useFormatInstant();
  return (
    <div className="mt-6 md:overflow-x-auto">
      <p className="mb-2 text-sm text-muted md:hidden">Sort by</p>
      <table role="table" className="block w-full text-left text-sm md:table">
        <caption className="sr-only">Inquiries, {inquirySortDescription(sort)}</caption>
        <thead role="rowgroup" className="block text-muted md:table-header-group md:border-b md:border-line">
          <tr role="row" className="flex flex-wrap gap-2 md:table-row">
            <SortHeader column="received" sort={sort} hrefFor={hrefForSort}>
              Received
            </SortHeader>
            <SortHeader column="name" sort={sort} hrefFor={hrefForSort}>
              Name
            </SortHeader>
            <PlainHeader>E-mail</PlainHeader>
            <SortHeader column="topic" sort={sort} hrefFor={hrefForSort}>
              Topic
            </SortHeader>
            <PlainHeader>Budget</PlainHeader>
            <SortHeader column="due" sort={sort} hrefFor={hrefForSort}>
              Answer due
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
                className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-line/60 md:bg-transparent md:p-0 ${row.overdue ? "border-l-4 border-l-danger" : unopened ? "border-l-4 border-l-neon" : ""}`}
              >
                <td role="cell" className={`basis-full text-xs text-muted md:text-sm md:text-ink md:whitespace-nowrap ${cell}`}>
                  {formatInstant(row.createdAt)}
                </td>
                <td role="cell" className={`basis-full wrap-anywhere md:wrap-break-word ${cell}`}>
                  <a
                    className={`text-base text-neon-strong underline-offset-4 hover:underline md:text-sm ${unopened ? "font-bold" : "font-semibold"}`}
                    href={`/admin/inquiries/${row.id}`}
                  >
                    {neutralLine(row.name)}
                  </a>
                  {row.company && <span className="block text-muted">{neutralLine(row.company)}</span>}
                  {unopened && (
                    <span className="mt-1 inline-block align-middle md:ml-2 md:mt-0">
                      <Badge tone="yellow">New — not opened</Badge>
                    </span>
                  )}
                </td>
                <td role="cell" className={`basis-full wrap-anywhere md:wrap-normal ${cell}`}>
                  {neutralLine(row.email)}
                </td>
                <td role="cell" className={cell}>
                  {inquiryTopicLabel(row.topic)}
                </td>
                <td role="cell" className={`text-muted md:text-ink ${cell}`}>
                  {budgetLabel(row.budget)}
                </td>
                <td role="cell" className={`basis-full md:whitespace-nowrap ${cell}`}>
                  {row.firstAnsweredAt ? (
                    <span className="text-muted">Answered {formatInstant(row.firstAnsweredAt)}</span>
                  ) : (
                    <>
                      <span className="md:hidden">Answer due </span>
                      {formatInstant(row.answerDueAt)}
                      {row.overdue && (
                        <span className="ml-2 inline-block align-middle">
                          <OverdueBadge />
                        </span>
                      )}
                    </>
                  )}
                </td>
                <td role="cell" className="md:py-3 md:align-top">
                  <InquiryStatusBadge status={row.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
