import { divisionIds } from "../content/divisions.ts";
import { docsSlugs } from "../content/docs.ts";
import { articleIds } from "../content/news.ts";
import { serviceSlugs } from "../content/services.ts";

/** Every public page, in sitemap order. Prerendering, the sitemap and the tests read this list. */
export const staticPagePaths = [
  "/",
  "/about",
  "/mission",
  "/story",
  "/founder",
  "/leadership",
  "/team",
  "/divisions",
  "/services",
  "/projects",
  "/join",
  "/contact",
  "/resources",
  "/docs",
  "/case-studies",
  "/blog",
  "/our-work",
  "/news",
  "/privacy",
  "/terms",
  "/cookies",
  "/dmca",
  "/copyright",
  "/refunds",
  "/disclaimer",
] as const;

export const dynamicPagePaths = [
  ...divisionIds.map((id) => `/divisions/${id}`),
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  ...docsSlugs.map((slug) => `/docs/${slug}`),
  ...articleIds.map((id) => `/news/${id}`),
];

export const allPagePaths: string[] = [...staticPagePaths, ...dynamicPagePaths];

/** Every page is prerendered, /join included (its no-JavaScript post is the only server-rendered answer), plus the feeds. */
export const prerenderPaths: string[] = [
  ...allPagePaths,
  "/sitemap.xml",
  "/robots.txt",
  "/news/rss.xml",
];
