import { readDay, type SortDirection } from "./inbox-filter.ts";
import { budgetOptions, noBudget } from "./inquiry-labels.ts";
import { isInquiryStatus, type InquiryStatus } from "./inquiry-status.ts";
import { isInquiryTopic, type InquiryTopic } from "./inquiry-topics.ts";

/**
 * What the inquiries inbox (/admin/inquiries) shows: by topic, budget range, status, date range, free
 * text over name, e-mail, company and description, and the overdue ones alone. As the applications'
 * (inbox-filter.ts), one reading of the query string serves the page, its links and the export, and a
 * value that does not parse is dropped, never an error.
 */
export interface InquiryFilter {
  topic?: InquiryTopic;
  /** A budget range's id, or `none` for the inquiries without one (inquiry-labels.ts). */
  budget?: string;
  status?: InquiryStatus;
  /** First day included, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day included, YYYY-MM-DD (UTC). */
  to?: string;
  q?: string;
  /** Only those still unanswered past their answer's due time. */
  overdue?: true;
}

export const maxInquirySearchLength = 200;

export function readInquiryFilter(params: URLSearchParams): InquiryFilter {
  const filter: InquiryFilter = {};
  const topic = params.get("topic");
  if (isInquiryTopic(topic)) filter.topic = topic;
  const budget = params.get("budget");
  if (budget && (budget === noBudget || budgetOptions.some((range) => range.id === budget))) filter.budget = budget;
  const status = params.get("status");
  if (isInquiryStatus(status)) filter.status = status;
  const from = readDay(params.get("from"));
  if (from) filter.from = from;
  const to = readDay(params.get("to"));
  if (to) filter.to = to;
  const q = params.get("q")?.trim().slice(0, maxInquirySearchLength);
  if (q) filter.q = q;
  if (params.get("overdue") === "1") filter.overdue = true;
  return filter;
}

/** The list's order: received, name, topic (its label), status (workflow order) or the answer's due time. */
export const inquirySortKeys = ["received", "name", "topic", "status", "due"] as const;
export type InquirySortKey = (typeof inquirySortKeys)[number];

export interface InquirySort {
  key: InquirySortKey;
  dir: SortDirection;
}

/** Newest first; the due time soonest first; the others from A (or the workflow's first stage). */
export const defaultInquirySortDirection: Record<InquirySortKey, SortDirection> = { received: "desc", name: "asc", topic: "asc", status: "asc", due: "asc" };
export const defaultInquirySort: InquirySort = { key: "received", dir: "desc" };

function isSortKey(value: string | null): value is InquirySortKey {
  return (inquirySortKeys as readonly (string | null)[]).includes(value);
}

export function readInquirySort(params: URLSearchParams): InquirySort {
  const sort = params.get("sort");
  const key = isSortKey(sort) ? sort : defaultInquirySort.key;
  const dir = params.get("dir");
  return { key, dir: dir === "asc" || dir === "desc" ? dir : defaultInquirySortDirection[key] };
}

export function isDefaultInquirySort(sort: InquirySort): boolean {
  return sort.key === defaultInquirySort.key && sort.dir === defaultInquirySort.dir;
}

/** The filter (and the order, unless the default) as a query string in a fixed order, for the page's links and exports. */
export function inquiryFilterQuery(filter: InquiryFilter, extra: Record<string, string | number> = {}, sort: InquirySort = defaultInquirySort): string {
  const params = new URLSearchParams();
  for (const key of ["topic", "budget", "status", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.overdue) params.set("overdue", "1");
  if (!isDefaultInquirySort(sort)) {
    params.set("sort", sort.key);
    params.set("dir", sort.dir);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}
