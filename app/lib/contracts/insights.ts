/**
 * The insights dashboard's contract (/admin/insights, decision 042): what the server's counts
 * (server/insights/report.ts) give the page, for owners and editors. Counts only: no row names a visitor.
 */

/** The periods the dashboard offers, in days. */
export const insightsPeriods = [7, 30, 90] as const;
export type InsightsPeriod = (typeof insightsPeriods)[number];

/** The period a `?days=` asks for; 30 for anything else. */
export function readInsightsPeriod(params: URLSearchParams): InsightsPeriod {
  const days = Number(params.get("days"));
  return (insightsPeriods as readonly number[]).includes(days) ? (days as InsightsPeriod) : 30;
}

/** One line of a ranking: a page, host, campaign or device, and how many times it was counted. */
export interface InsightsLine {
  label: string;
  count: number;
}

export interface InsightsConversionLine {
  page: string;
  applications: number;
  inquiries: number;
}

export interface InsightsReport {
  days: InsightsPeriod;
  /** The company's time zone the days are counted in. */
  timeZone: string;
  /** Views per day, oldest first, every day of the period (0 where none): "2026-11-27". */
  viewsPerDay: { day: string; views: number }[];
  totalViews: number;
  topPages: InsightsLine[];
  referrers: InsightsLine[];
  sources: InsightsLine[];
  campaigns: InsightsLine[];
  devices: InsightsLine[];
  /** By the page each form was sent from. */
  conversions: InsightsConversionLine[];
  /** By the page whose link opened the form (`from=`, app/lib/pages/form-page-links.ts), where it named one. */
  conversionsBefore: InsightsConversionLine[];
  notFound: InsightsLine[];
}

/** The words of a refusal to a member who is neither owner nor editor, on the page and for the CSV alike. */
export const insightsRefusal =
  "The insights need the owner or the editor role (a member who manages the team's accounts or changes the site's content). Ask an owner of the team if you need them.";

export interface InsightsServices {
  report(days: InsightsPeriod): Promise<InsightsReport>;
  /**
   * Adds an address of the 404s to the draft of "Moved and removed pages" as a moved page (to the home
   * page, for the editor to change before publishing); editors only (it is a content change).
   */
  addMovedPage?(path: string): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The CSV export of the dashboard's numbers: one line per dimension and value of the period. */
export function insightsExportHref(days: InsightsPeriod): string {
  return `/admin/insights.csv?days=${days}`;
}
