import { blogPosts } from "../content/blog.ts";
import { cookiePolicy } from "../content/legal/cookies.ts";
import { copyrightPolicy } from "../content/legal/copyright.ts";
import { disclaimer } from "../content/legal/disclaimer.ts";
import { dmcaPolicy } from "../content/legal/dmca.ts";
import { privacyPolicy } from "../content/legal/privacy.ts";
import { refundPolicy } from "../content/legal/refunds.ts";
import { termsOfService } from "../content/legal/terms.ts";
import { findArticle, newsItems } from "../content/news.ts";

const legalDocuments = [privacyPolicy, termsOfService, cookiePolicy, dmcaPolicy, copyrightPolicy, refundPolicy, disclaimer];

function newest(dates: readonly string[]): string | undefined {
  return [...dates].sort().at(-1);
}

/**
 * When a page's content last changed, as an ISO date (YYYY-MM-DD), from the content's own dates: a
 * policy's "last updated", an article's date, the newest item of a dated list. Undefined for pages
 * without a date of their own; the sitemap then leaves lastmod out rather than guess.
 */
export function pageLastModified(path: string): string | undefined {
  const policy = legalDocuments.find((document) => document.path === path);
  if (policy) return policy.lastUpdated?.iso;
  if (path === "/news") return newest(newsItems.map((item) => item.date));
  if (path === "/blog") return newest(blogPosts.map((post) => post.date));
  const article = /^\/news\/([^/]+)$/.exec(path);
  if (article?.[1]) return findArticle(article[1])?.date;
  return undefined;
}
