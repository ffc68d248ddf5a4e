import { isApplicationStatus, type ApplicationStatus } from "./application-status.ts";
import { divisionOptions } from "./division-label.ts";

/**
 * What the inbox shows (docs/product.md#inbox): by division, status, date range and free text over name, e-mail
 * and message. The same reading of the query string serves the page, its pagination links and the
 * CSV / JSON export of "the current filter", so they always agree. Values that do not parse are
 * dropped, never an error: a hand-edited URL still shows an inbox.
 */
export interface InboxFilter {
  division?: string;
  status?: ApplicationStatus;
  /** First day included, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  to?: string;
  /** Free text, matched anywhere in name, e-mail and message, ignoring case. */
  q?: string;
}

export const inboxPageSize = 25;
export const maxSearchLength = 200;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a filter may name. Outside them the day is dropped like any unparseable value: year 0 does
 * not exist in PostgreSQL and the day after 9999-12-31 cannot be written as a timestamp, so either
 * would reach the database as an error.
 */
export const firstFilterDay = "1970-01-01";
export const lastFilterDay = "9998-12-31";

export function readDay(value: string | null): string | undefined {
  if (!value || !isoDay.test(value) || value < firstFilterDay || value > lastFilterDay) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects 2026-02-30 and the like: the date must print back as itself.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

export function readInboxFilter(params: URLSearchParams): InboxFilter {
  const filter: InboxFilter = {};
  const division = params.get("division");
  if (division && divisionOptions.some((option) => option.value === division)) filter.division = division;
  const status = params.get("status");
  if (isApplicationStatus(status)) filter.status = status;
  const from = readDay(params.get("from"));
  if (from) filter.from = from;
  const to = readDay(params.get("to"));
  if (to) filter.to = to;
  const q = params.get("q")?.trim().slice(0, maxSearchLength);
  if (q) filter.q = q;
  return filter;
}

/**
 * The order of the list: by received date, name, division (its label) or status (the workflow's
 * order). Read like the filter: an unknown column or direction is dropped, never an error.
 */
export const inboxSortKeys = ["received", "name", "division", "status"] as const;
export type InboxSortKey = (typeof inboxSortKeys)[number];
export type SortDirection = "asc" | "desc";

export interface InboxSort {
  key: InboxSortKey;
  dir: SortDirection;
}

/** Newest first; the other columns start from A (or the workflow's first stage). */
export const defaultSortDirection: Record<InboxSortKey, SortDirection> = { received: "desc", name: "asc", division: "asc", status: "asc" };
export const defaultInboxSort: InboxSort = { key: "received", dir: "desc" };

function isSortKey(value: string | null): value is InboxSortKey {
  return (inboxSortKeys as readonly (string | null)[]).includes(value);
}

export function readInboxSort(params: URLSearchParams): InboxSort {
  const sort = params.get("sort");
  const key = isSortKey(sort) ? sort : defaultInboxSort.key;
  const dir = params.get("dir");
  return { key, dir: dir === "asc" || dir === "desc" ? dir : defaultSortDirection[key] };
}

export function isDefaultSort(sort: InboxSort): boolean {
  return sort.key === defaultInboxSort.key && sort.dir === defaultInboxSort.dir;
}

/**
 * The filter (and the order, unless it is the default) as a query string, in a fixed order, for links:
 * pagination, status counts, column headers, exports.
 */
export function inboxFilterQuery(filter: InboxFilter, extra: Record<string, string | number> = {}, sort: InboxSort = defaultInboxSort): string {
  const params = new URLSearchParams();
  for (const key of ["division", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (!isDefaultSort(sort)) {
    params.set("sort", sort.key);
    params.set("dir", sort.dir);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A page number from the query string: 1 when missing or nonsense. */
export function readPageNumber(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** The first moment of `from` and the first moment after `to`, for a half-open range in UTC. */
export function inboxDateRange(filter: InboxFilter): { start?: Date; end?: Date } {
  const start = filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined;
  const end = filter.to ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000) : undefined;
  return { start, end };
}
