import type { InsightsConversionLine, InsightsLine, InsightsPeriod, InsightsReport } from "../../app/lib/contracts/insights.ts";
import { desc, gte, sql } from "../db/drizzle.ts";
import type { Db } from "../db/database.ts";
import { insightsCounts } from "../db/schema.ts";
import { insightsDimensions, type InsightsDimension } from "./dimensions.ts";

/** Lines per ranking on the dashboard (the CSV export has them all). */
const topLines = 20;

/** The calendar day of an instant in a time zone: "2026-11-27". */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/**
 * The first hour the period counts: midnight UTC `days` days ago (a day early, so the company's first
 * day is whole in any time zone; days before it are cut when grouped).
 */
function periodStart(days: InsightsPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - days);
  return start;
}

/** Every count of the period by dimension, value and hour: at most a few thousand rows for a site this size (a year of 60 pages is measured in docs/measurements.md). */
async function periodRows(db: Db, since: Date) {
  return db
    .select({ hour: insightsCounts.hour, dimension: insightsCounts.dimension, value: insightsCounts.value, count: insightsCounts.count })
    .from(insightsCounts)
    .where(gte(insightsCounts.hour, since));
}

/** The CSV export's columns. */
export const insightsExportColumns = ["dimension", "value", "count"] as const;

/** Totals by dimension and value of the period, largest first: what the CSV export lists. */
export async function insightsTotals(db: Db, days: InsightsPeriod, now = new Date()): Promise<{ dimension: string; value: string; count: number }[]> {
  const total = sql<number>`sum(${insightsCounts.count})::int`;
  const rows = await db
    .select({ dimension: insightsCounts.dimension, value: insightsCounts.value, count: total })
    .from(insightsCounts)
    .where(gte(insightsCounts.hour, periodStart(days, now)))
    .groupBy(insightsCounts.dimension, insightsCounts.value)
    .orderBy(insightsCounts.dimension, desc(total), insightsCounts.value);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The dashboard's numbers for the last `days` days in the company's time zone. */
export async function insightsReport(db: Db, days: InsightsPeriod, timeZone: string, now = new Date()): Promise<InsightsReport> {
  const rows = await periodRows(db, periodStart(days, now));
  const dayList: string[] = [];
  for (let i = days - 1; i >= 0; i--) dayList.push(dayIn(new Date(now.getTime() - i * 86_400_000), timeZone));
  const inPeriod = new Set(dayList);
  const perDay = new Map(dayList.map((day) => [day, 0]));
  const totals = new Map<InsightsDimension, Map<string, number>>();
  for (const row of rows) {
    const day = dayIn(row.hour, timeZone);
    if (!inPeriod.has(day)) continue;
    const dimension = row.dimension as InsightsDimension;
    if (dimension === insightsDimensions.page) perDay.set(day, (perDay.get(day) ?? 0) + row.count);
    const values = totals.get(dimension) ?? new Map<string, number>();
    values.set(row.value, (values.get(row.value) ?? 0) + row.count);
    totals.set(dimension, values);
  }
  const ranking = (dimension: InsightsDimension, limit = topLines): InsightsLine[] =>
    [...(totals.get(dimension) ?? new Map<string, number>())]
      .map(([label, count]) => ({ label, count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, limit);
  // Applications and inquiries side by side per page, most first.
  const conversionLines = (applicationsBy: InsightsDimension, inquiriesBy: InsightsDimension): InsightsConversionLine[] => {
    const applications = totals.get(applicationsBy) ?? new Map<string, number>();
    const inquiries = totals.get(inquiriesBy) ?? new Map<string, number>();
    return [...new Set([...applications.keys(), ...inquiries.keys()])]
      .map((page) => ({ page, applications: applications.get(page) ?? 0, inquiries: inquiries.get(page) ?? 0 }))
      .sort((a, b) => b.applications + b.inquiries - (a.applications + a.inquiries) || a.page.localeCompare(b.page))
      .slice(0, topLines);
  };
  const viewsPerDay = dayList.map((day) => ({ day, views: perDay.get(day) ?? 0 }));
  return {
    days,
    timeZone,
    viewsPerDay,
    totalViews: viewsPerDay.reduce((sum, day) => sum + day.views, 0),
    topPages: ranking(insightsDimensions.page),
    referrers: ranking(insightsDimensions.referrer),
    sources: ranking(insightsDimensions.source),
    campaigns: ranking(insightsDimensions.campaign),
    devices: ranking(insightsDimensions.device, 3),
    conversions: conversionLines(insightsDimensions.application, insightsDimensions.inquiry),
    conversionsBefore: conversionLines(insightsDimensions.applicationBefore, insightsDimensions.inquiryBefore),
    notFound: ranking(insightsDimensions.notFound),
  };
}
