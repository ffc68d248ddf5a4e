/**
 * What the insights count (decision 042), one name per thing counted: each is a `dimension` of the
 * hourly counts (server/db/schema.ts `insightsCounts`), its `value` the page, host, campaign or device.
 */
export const insightsDimensions = {
  /** A public page viewed, by its path as the page registry names it (/services/web). */
  page: "page",
  /** An address that answered the not-found page, normalised like a page's path. */
  notFound: "not-found",
  /** The host of another site a view came from (news.ycombinator.com). */
  referrer: "referrer",
  /** A link's utm_source, when it carried one. */
  source: "source",
  /** A link's utm_campaign, when it carried one. */
  campaign: "campaign",
  /** "phone", "tablet" or "desktop", from the user agent. */
  device: "device",
  /** An application stored, by the page its form was sent from. */
  application: "application",
  /** An inquiry stored, by the page its form was sent from. */
  inquiry: "inquiry",
  /** An application stored, by the page whose link opened its form (app/lib/pages/form-page-links.ts). */
  applicationBefore: "application-before",
  /** An inquiry stored, by the page whose link opened its form. */
  inquiryBefore: "inquiry-before",
} as const;

export type InsightsDimension = (typeof insightsDimensions)[keyof typeof insightsDimensions];

/** The kinds of form whose posts are counted as conversions. */
export type ConversionKind = "application" | "inquiry";
